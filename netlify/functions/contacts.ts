import type { Config } from '@netlify/functions';
import { adminLimit, listFunction } from '../lib/admin';

/** GET /api/contacts: the staff list of contact submissions read by /admin. */
export default listFunction('contacts');

export const config: Config = { path: '/api/contacts', method: 'GET', rateLimit: adminLimit.config };
