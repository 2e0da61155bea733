import type { Config } from '@netlify/functions';
import { isHoneypotFilled, partnershipSchema } from '~/lib/schemas';
import { handler, json, perMinute, readJsonObject, validate } from '../lib/http';
import { idempotent } from '../lib/idempotency';
import { leadContext } from '../lib/lead-context';
import { queueAlert } from '../lib/alerts';
import { newTimeKey, saveRecord } from '../lib/storage';

/** Inquiries per address and minute. */
export const partnershipLimit = perMinute(5, 'partnerships');

// POST only: the staff list on the same path is partnerships-list.ts, so that Netlify's per-function
// rate limit for visitors' posts never throttles the admin's reads.
export default handler(['POST'], async (req, context) => {
  partnershipLimit.check(req, context);
  const body = await readJsonObject(req);
  if (isHoneypotFilled(body)) return json(201, { id: newTimeKey() });
  return idempotent(req, 'partnerships', body, async () => {
    const { website: _honeypot, attribution, page, ...inquiry } = validate(partnershipSchema, body);
    const record = await saveRecord('partnerships', {
      ...inquiry,
      ...leadContext('partnerships', { ...inquiry, attribution, page }),
    });
    await queueAlert('partnerships', record.id, context);
    return json(201, { id: record.id });
  });
});

export const config: Config = {
  path: '/api/partnerships',
  method: 'POST',
  rateLimit: partnershipLimit.config,
};
