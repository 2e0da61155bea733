import type { Config } from '@netlify/functions';
import { adminLimit, listFunction } from '../lib/admin';

/** GET /api/accessibility-feedback: the staff list (POST on the same path is accessibility-feedback.ts). */
export default listFunction('accessibility');

export const config: Config = { path: '/api/accessibility-feedback', method: 'GET', rateLimit: adminLimit.config };
