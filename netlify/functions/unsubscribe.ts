import type { Config } from '@netlify/functions';
import { messagesFor } from '~/lib/i18n';
import { unsubscribeSchema } from '~/lib/schemas';
import { handler, HttpError, json, perMinute, readJsonObject, validate } from '../lib/http';
import { getRecord, removeSubscriber } from '../lib/storage';
import { verifyUnsubscribeToken } from '../lib/unsubscribe';

/**
 * POST /api/unsubscribe {token}: removes the subscription the signed token names (by its record id; the token
 * holds no address). A forged, altered or expired token removes nothing (400). Repeating a valid request is
 * harmless: the subscription is already gone, and the answer says so without an address.
 */
/** Unsubscribe requests per address and minute. */
export const unsubscribeLimit = perMinute(20, 'unsubscribe');

/** The unsubscribe page's own words, in English: the page shows them in its language. */
const t = messagesFor('en').site.unsubscribe.confirm;

export default handler(['POST'], async (req, context) => {
  unsubscribeLimit.check(req, context);
  const { token } = validate(unsubscribeSchema, await readJsonObject(req));
  const id = verifyUnsubscribeToken(token);
  if (!id) throw new HttpError(400, t.invalid);
  const record = await getRecord('subscribers', id);
  if (!record || typeof record.email !== 'string') return json(200, { message: t.gone, removed: false });
  const removed = await removeSubscriber(record.email);
  return json(200, { message: t.done.replace('{email}', record.email), email: record.email, removed });
});

export const config: Config = {
  path: '/api/unsubscribe',
  rateLimit: unsubscribeLimit.config,
};
