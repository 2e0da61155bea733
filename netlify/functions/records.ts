import type { Config } from '@netlify/functions';
import { eraseRequestSchema } from '~/lib/schemas';
import { adminLimit, auditedAddress, authorizeStaff } from '../lib/admin';
import { handler, json, validate } from '../lib/http';
import { eraseByEmail } from '../lib/storage';

/** DELETE /api/records?email= (managers and up): erases every record of one e-mail address in every store (privacy requests). */
export default handler(['DELETE'], async (req, context) => {
  const staff = await authorizeStaff(req, context, 'erase');
  const { email } = validate(eraseRequestSchema, { email: new URL(req.url).searchParams.get('email') ?? '' });
  const { removed, byStore } = await eraseByEmail(email);
  console.info(`[records] erase request removed ${removed} record(s)`);
  // The log keeps that an address was erased, never the address: its keyed HMAC, to match a later request.
  await staff.audit('erase', auditedAddress(email), { removed });
  return json(200, { removed, byStore });
});

export const config: Config = { path: '/api/records', method: 'DELETE', rateLimit: adminLimit.config };
