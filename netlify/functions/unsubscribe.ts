import type { Config } from '@netlify/functions';
import { UNSUBSCRIBE_MESSAGES } from '~/data/newsletter';
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

export default handler(['POST'], async (req, context) => {
  unsubscribeLimit.check(req, context);
  const { token } = validate(unsubscribeSchema, await readJsonObject(req));
  const id = verifyUnsubscribeToken(token);
  if (!id) throw new HttpError(400, UNSUBSCRIBE_MESSAGES.invalid);
  const record = await getRecord('subscribers', id);
  if (!record || typeof record.email !== 'string')
    return json(200, { message: UNSUBSCRIBE_MESSAGES.gone, removed: false });
  const removed = await removeSubscriber(record.email);
  return json(200, { message: UNSUBSCRIBE_MESSAGES.done(record.email), email: record.email, removed });
});

export const config: Config = {
  path: '/api/unsubscribe',
  rateLimit: unsubscribeLimit.config,
};
