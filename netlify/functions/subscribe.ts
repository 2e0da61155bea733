import type { Config } from '@netlify/functions';
import { isHoneypotFilled, subscribeSchema } from '../../src/lib/schemas';
import { handler, json, perMinute, readJsonObject, validate } from '../lib/http';
import { saveUnique } from '../lib/storage';

/** Sign-ups per address and minute. */
export const subscribeLimit = perMinute(10, 'subscribe');

export default handler(['POST'], async (req, context) => {
  subscribeLimit.check(req, context);
  const body = await readJsonObject(req);
  // A filled honeypot is a bot: it gets the same answer as a person, whatever else it sent, and nothing is stored.
  if (isHoneypotFilled(body)) return json(201, { message: 'Subscribed' });
  const { email } = validate(subscribeSchema, body);
  const normalised = email.toLowerCase();
  const { created } = await saveUnique('subscribers', normalised, { email: normalised });
  return json(created ? 201 : 200, { message: created ? 'Subscribed' : 'Already subscribed' });
});

export const config: Config = {
  path: '/api/subscribe',
  rateLimit: subscribeLimit.config,
};
