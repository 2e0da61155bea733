import type { Config } from '@netlify/functions';
import { eraseRequestSchema } from '~/lib/schemas';
import { adminLimit, authorizeAdmin } from '../lib/admin';
import { handler, json, validate } from '../lib/http';
import { eraseByEmail } from '../lib/storage';

/** DELETE /api/records?email=: erases every record of one e-mail address in every store (privacy requests). */
export default handler(['DELETE'], async (req, context) => {
  authorizeAdmin(req, context);
  const { email } = validate(eraseRequestSchema, { email: new URL(req.url).searchParams.get('email') ?? '' });
  const { removed, byStore } = await eraseByEmail(email);
  console.info(`[records] erase request removed ${removed} record(s)`);
  return json(200, { removed, byStore });
});

export const config: Config = { path: '/api/records', method: 'DELETE', rateLimit: adminLimit.config };
