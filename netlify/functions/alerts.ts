import type { Config } from '@netlify/functions';
import { alertSettings } from '~/config';
import { alertStatesQuerySchema } from '~/lib/schemas';
import { adminLimit, authorizeStaff } from '../lib/admin';
import { alertState, logAlertConfigOnce } from '../lib/alerts';
import { handler, json, validate } from '../lib/http';

/**
 * GET /api/alerts?store=contacts&ids=a,b,c (staff): whether alerts are configured, and each record's alert
 * state (sent, pending with the next try, failed with the last error, or none).
 */
export default handler(['GET'], async (req, context) => {
  const staff = await authorizeStaff(req, context, 'read');
  const params = new URL(req.url).searchParams;
  const { store, ids } = validate(alertStatesQuerySchema, {
    store: params.get('store') ?? '',
    ids: params.get('ids') ?? '',
  });
  const settings = alertSettings();
  logAlertConfigOnce(settings);
  const states = Object.fromEntries(
    await Promise.all(ids.map(async (id) => [id, await alertState(store, id)] as const)),
  );
  await staff.audit('list', `alerts/${store}`, { rows: ids.length });
  return json(200, { configured: { email: settings.email, webhook: settings.webhook }, states });
});

export const config: Config = { path: '/api/alerts', method: 'GET', rateLimit: adminLimit.config };
