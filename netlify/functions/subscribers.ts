import type { Config } from '@netlify/functions';
import { adminLimit, listFunction } from '../lib/admin';
import { unsubscribeUrl } from '../lib/unsubscribe';

/** GET /api/subscribers: the staff list of newsletter subscribers, each with its personal unsubscribe link. */
export default listFunction('subscribers', (record) =>
  typeof record.email === 'string'
    ? { ...record, unsubscribeUrl: unsubscribeUrl(record.email, record.locale === 'fr' ? 'fr' : 'en') }
    : record,
);

export const config: Config = { path: '/api/subscribers', method: 'GET', rateLimit: adminLimit.config };
