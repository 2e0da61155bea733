import type { Config } from '@netlify/functions';
import { alertResendSchema } from '~/lib/schemas';
import { adminLimit, authorizeStaff } from '../lib/admin';
import { alertState, resendAlert } from '../lib/alerts';
import { handler, HttpError, json, readJsonObject, validate } from '../lib/http';

/**
 * POST /api/alerts/resend { store, id } (managers and up): sends a record's alert again to every configured channel.
 * 202 with the new state; 404 when the record does not exist; 409 when alerts are off or one is being sent.
 */
export default handler(['POST'], async (req, context) => {
  const staff = await authorizeStaff(req, context, 'resend');
  const { store, id } = validate(alertResendSchema, await readJsonObject(req));
  const result = await resendAlert(store, id, context);
  if (result === 'missing') throw new HttpError(404, 'No such record');
  if (result === 'off') throw new HttpError(409, 'Alerts are not configured');
  if (result === 'busy') throw new HttpError(409, 'This alert is being sent right now');
  await staff.audit('resend-alert', `${store}/${id}`, { result });
  return json(202, { result, alert: await alertState(store, id) });
});

export const config: Config = { path: '/api/alerts/resend', method: 'POST', rateLimit: adminLimit.config };
