import type { Config } from '@netlify/functions';
import { NEWSLETTER_CONSENT } from '~/data/newsletter';
import { isHoneypotFilled, subscribeSchema } from '~/lib/schemas';
import { handler, json, perMinute, readJsonObject, validate } from '../lib/http';
import { idempotent } from '../lib/idempotency';
import { withChannels } from '../lib/lead-context';
import { saveUnique } from '../lib/storage';
import { sendWelcome } from '../lib/welcome';

/** Sign-ups per address and minute. */
export const subscribeLimit = perMinute(10, 'subscribe');

export default handler(['POST'], async (req, context) => {
  subscribeLimit.check(req, context);
  const body = await readJsonObject(req);
  // A filled honeypot is a bot: it gets the same answer as a person, whatever else it sent, and nothing is stored.
  if (isHoneypotFilled(body)) return json(201, { message: 'Subscribed' });
  return idempotent(req, 'subscribers', body, async () => {
    const { email, consentVersion, locale, attribution, page } = validate(subscribeSchema, body);
    const normalized = email.toLowerCase();
    // The consent record: which wording the visitor agreed to (the form sends it; the current one otherwise) and when.
    const version = consentVersion ?? NEWSLETTER_CONSENT.version;
    const { created, record } = await saveUnique('subscribers', normalized, {
      email: normalized,
      consentVersion: version,
      consentedAt: new Date().toISOString(),
      // The language of the page the visitor subscribed on (stored only when the form says it).
      ...(locale ? { locale } : {}),
      // Where the consent was given, and where the visitor came from.
      ...(page ? { consentPage: page } : {}),
      ...(attribution ? { attribution: withChannels(attribution) } : {}),
    });
    // The welcome e-mail (with the personal unsubscribe link) goes after the answer; the visitor never waits on it.
    if (created && record) context?.waitUntil?.(sendWelcome(normalized, record.id, version, locale ?? 'en'));
    return json(created ? 201 : 200, { message: created ? 'Subscribed' : 'Already subscribed' });
  });
});

export const config: Config = {
  path: '/api/subscribe',
  rateLimit: subscribeLimit.config,
};
