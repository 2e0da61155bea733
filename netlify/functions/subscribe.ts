import type { Config } from '@netlify/functions';
import { subscribeSchema } from '../../src/lib/schemas';
import { clientIp, handler, json, rateLimit, readJsonObject, validate } from '../lib/http';
import { saveUnique } from '../lib/storage';

export default handler(['POST'], async (req, context) => {
  rateLimit(`subscribe:${clientIp(req, context)}`, 10, 60_000);
  const { email, website } = validate(subscribeSchema, await readJsonObject(req));
  if (website) return json(201, { message: 'Subscribed' });
  const normalised = email.toLowerCase();
  const { created } = await saveUnique('subscribers', normalised, { email: normalised });
  return json(created ? 201 : 200, { message: created ? 'Subscribed' : 'Already subscribed' });
});

export const config: Config = {
  path: '/api/subscribe',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
