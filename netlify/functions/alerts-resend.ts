import type { Config } from '@netlify/functions';
import { alertResendSchema } from '~/lib/schemas';
import { adminLimit, authorizeAdmin } from '../lib/admin';
import { alertState, resendAlert } from '../lib/alerts';
import { handler, HttpError, json, readJsonObject, validate } from '../lib/http';

/**
 * POST /api/alerts/resend { store, id } (staff): sends a record's alert again to every configured channel.
 * 202 with the new state; 404 when the record does not exist; 409 when alerts are off or one is being sent.
 */
export default handler(['POST'], async (req, context) => {
  authorizeAdmin(req, context);
  const { store, id } = validate(alertResendSchema, await readJsonObject(req));
  const result = await resendAlert(store, id, context);
  if (result === 'missing') throw new HttpError(404, 'No such record');
  if (result === 'off') throw new HttpError(409, 'Alerts are not configured');
  if (result === 'busy') throw new HttpError(409, 'This alert is being sent right now');
  return json(202, { result, alert: await alertState(store, id) });
});

export const config: Config = { path: '/api/alerts/resend', method: 'POST', rateLimit: adminLimit.config };
