import type { Config } from '@netlify/functions';
import { can } from '~/data/staff-roles';
import { adminLimit, listFunction } from '../lib/admin';
import { unsubscribeUrl } from '../lib/unsubscribe';

/**
 * GET /api/subscribers: the staff list of newsletter subscribers. Roles that may export also get each one's
 * personal unsubscribe link (a link removes a subscription, so a reader never receives one).
 */
export default listFunction('subscribers', (record, staff) =>
  typeof record.email === 'string' && can(staff.role, 'export')
    ? { ...record, unsubscribeUrl: unsubscribeUrl(record.id, record.locale === 'fr' ? 'fr' : 'en') }
    : record,
);

export const config: Config = { path: '/api/subscribers', method: 'GET', rateLimit: adminLimit.config };
