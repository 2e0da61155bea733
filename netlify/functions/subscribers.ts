import type { Config } from '@netlify/functions';
import { adminLimit, listFunction } from '../lib/admin';

/** GET /api/subscribers: the staff list of newsletter subscribers. */
export default listFunction('subscribers');

export const config: Config = { path: '/api/subscribers', method: 'GET', rateLimit: adminLimit.config };
