import type { Config } from '@netlify/functions';
import { matchProducts } from '~/lib/prequal-match';
import { prequalificationSchema } from '~/lib/prequal-schema';
import { isHoneypotFilled } from '~/lib/schemas';
import { handler, json, perMinute, readJsonObject, validate } from '../lib/http';
import { idempotent } from '../lib/idempotency';
import { leadContext } from '../lib/lead-context';
import { newTimeKey, saveRecord } from '../lib/storage';

/** Requests per address and minute. */
export const prequalLimit = perMinute(5, 'prequalifications');

/**
 * POST /api/prequalifications: "E-mail me my results". Stores the person, the consent, the answers and the
 * products the rules match (worked out here again, so staff see what the rules say, not what a client claimed).
 * GET on the same path is the staff list, prequalifications-list.ts.
 */
export default handler(['POST'], async (req, context) => {
  prequalLimit.check(req, context);
  const body = await readJsonObject(req);
  if (isHoneypotFilled(body)) return json(201, { id: newTimeKey() });
  return idempotent(req, 'prequalifications', body, async () => {
    const { name, email, consent, answers, locale, attribution, page } = validate(prequalificationSchema, body);
    const matches = matchProducts(answers);
    const record = await saveRecord('prequalifications', {
      name,
      email,
      consent,
      ...answers,
      creditBand: answers.creditBand ?? '',
      goodFits: matches.filter((m) => m.fit === 'good').map((m) => m.product),
      possibleFits: matches.filter((m) => m.fit === 'possible').map((m) => m.product),
      ...(locale ? { locale } : {}),
      ...leadContext('prequalifications', { consent, locale, attribution, page }),
    });
    return json(201, { id: record.id });
  });
});

export const config: Config = {
  path: '/api/prequalifications',
  method: 'POST',
  rateLimit: prequalLimit.config,
};
