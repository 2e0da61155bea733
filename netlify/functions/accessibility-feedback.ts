import type { Config } from '@netlify/functions';
import { accessibilityFeedbackSchema } from '~/lib/accessibility-feedback-schema';
import { isHoneypotFilled } from '~/lib/schemas';
import { handler, json, perMinute, readJsonObject, validate } from '../lib/http';
import { idempotent } from '../lib/idempotency';
import { queueAlert } from '../lib/alerts';
import { newTimeKey, saveRecord } from '../lib/storage';

/** Messages per address and minute. */
export const accessibilityFeedbackLimit = perMinute(5, 'accessibility');

// POST only: the staff list on the same path is accessibility-feedback-list.ts, so that the visitors' rate limit
// never throttles the admin's reads.
export default handler(['POST'], async (req, context) => {
  accessibilityFeedbackLimit.check(req, context);
  const body = await readJsonObject(req);
  // A filled honeypot is a bot: it gets the same answer as a person, and nothing is stored.
  if (isHoneypotFilled(body)) return json(201, { id: newTimeKey() });
  // A retry with the same Idempotency-Key replays the first answer: one record, one alert.
  return idempotent(req, 'accessibility', body, async () => {
    // Feedback is not a lead: where the visit came from is not kept, and the form asks no marketing consent.
    const {
      website: _honeypot,
      attribution: _attribution,
      page: _page,
      ...feedback
    } = validate(accessibilityFeedbackSchema, body);
    const record = await saveRecord('accessibility', feedback);
    await queueAlert('accessibility', record.id, context);
    return json(201, { id: record.id });
  });
});

export const config: Config = {
  path: '/api/accessibility-feedback',
  method: 'POST',
  rateLimit: accessibilityFeedbackLimit.config,
};
