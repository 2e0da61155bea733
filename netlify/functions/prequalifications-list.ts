import type { Config } from '@netlify/functions';
import { adminLimit, listFunction } from '../lib/admin';

/** GET /api/prequalifications: the staff list (POST on the same path is prequalifications.ts). */
export default listFunction('prequalifications');

export const config: Config = { path: '/api/prequalifications', method: 'GET', rateLimit: adminLimit.config };
