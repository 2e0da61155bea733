import type { Config } from '@netlify/functions';
import { contactSchema, isHoneypotFilled } from '~/lib/schemas';
import { handler, json, perMinute, readJsonObject, validate } from '../lib/http';
import { idempotent } from '../lib/idempotency';
import { leadContext } from '../lib/lead-context';
import { queueAlert } from '../lib/alerts';
import { newTimeKey, saveRecord } from '../lib/storage';

/** Messages per address and minute. */
export const contactLimit = perMinute(5, 'contact');

export default handler(['POST'], async (req, context) => {
  contactLimit.check(req, context);
  const body = await readJsonObject(req);
  // A filled honeypot is a bot: it gets the same answer as a person, and nothing is stored.
  if (isHoneypotFilled(body)) return json(201, { id: newTimeKey() });
  // A retry with the same Idempotency-Key replays the first answer: one record, one alert.
  return idempotent(req, 'contacts', body, async () => {
    const { website: _honeypot, attribution, page, ...message } = validate(contactSchema, body);
    const record = await saveRecord('contacts', {
      ...message,
      ...leadContext('contacts', { ...message, attribution, page }),
    });
    // Queued before the answer, delivered after it: the visitor never waits on (or fails because of) an alert.
    await queueAlert('contacts', record.id, context);
    return json(201, { id: record.id });
  });
});

export const config: Config = {
  path: '/api/contact',
  method: 'POST',
  rateLimit: contactLimit.config,
};
