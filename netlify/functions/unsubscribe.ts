import type { Config } from '@netlify/functions';
import { UNSUBSCRIBE_MESSAGES } from '~/data/newsletter';
import { unsubscribeSchema } from '~/lib/schemas';
import { handler, HttpError, json, perMinute, readJsonObject, validate } from '../lib/http';
import { removeSubscriber } from '../lib/storage';
import { verifyUnsubscribeToken } from '../lib/unsubscribe';

/**
 * POST /api/unsubscribe {token}: removes the subscription the signed token names. A forged or altered token
 * removes nothing (400). Repeating a valid request is harmless: the answer is the same, nothing is left to remove.
 */
/** Unsubscribe requests per address and minute. */
export const unsubscribeLimit = perMinute(20, 'unsubscribe');

export default handler(['POST'], async (req, context) => {
  unsubscribeLimit.check(req, context);
  const { token } = validate(unsubscribeSchema, await readJsonObject(req));
  const email = verifyUnsubscribeToken(token);
  if (!email) throw new HttpError(400, UNSUBSCRIBE_MESSAGES.invalid);
  const removed = await removeSubscriber(email);
  return json(200, { message: UNSUBSCRIBE_MESSAGES.done(email), email, removed });
});

export const config: Config = {
  path: '/api/unsubscribe',
  rateLimit: unsubscribeLimit.config,
};
