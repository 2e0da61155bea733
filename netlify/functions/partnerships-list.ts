import type { Config } from '@netlify/functions';
import { adminLimit, listFunction } from '../lib/admin';

/** GET /api/partnerships: the staff list (POST on the same path is partnerships.ts). */
export default listFunction('partnerships');

export const config: Config = { path: '/api/partnerships', method: 'GET', rateLimit: adminLimit.config };
