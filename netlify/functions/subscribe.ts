import type { Config } from '@netlify/functions';
import { NEWSLETTER_CONSENT } from '../../src/data/newsletter';
import { subscribeSchema } from '../../src/lib/schemas';
import { clientIp, handler, json, rateLimit, readJsonObject, validate } from '../lib/http';
import { saveUnique } from '../lib/storage';

export default handler(['POST'], async (req, context) => {
  rateLimit(`subscribe:${clientIp(req, context)}`, 10, 60_000);
  const { email, website, consentVersion } = validate(subscribeSchema, await readJsonObject(req));
  if (website) return json(201, { message: 'Subscribed' });
  const normalized = email.toLowerCase();
  // The consent record: which wording the visitor agreed to (the form sends it; the current one otherwise) and when.
  const { created } = await saveUnique('subscribers', normalized, {
    email: normalized,
    consentVersion: consentVersion ?? NEWSLETTER_CONSENT.version,
    consentedAt: new Date().toISOString(),
  });
  return json(created ? 201 : 200, { message: created ? 'Subscribed' : 'Already subscribed' });
});

export const config: Config = {
  path: '/api/subscribe',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
