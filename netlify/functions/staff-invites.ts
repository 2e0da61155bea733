import type { Config } from '@netlify/functions';
import { randomBytes } from 'node:crypto';
import { INVITE_TTL_MS } from '~/data/staff-roles';
import { inviteSchema } from '~/lib/staff-schemas';
import { adminLimit, authorizeStaff } from '../lib/admin';
import { handler, json, readJsonObject, validate } from '../lib/http';
import { siteOrigin } from '../lib/site';
import { saveInvite, secretHash } from '../lib/storage';

/**
 * POST /api/staff/invites `{ name, role }` (owners): a one-time link to /admin that lets that person register a
 * passkey within 24 hours. The token travels in the link's fragment (never sent to a server or a referrer) and
 * is stored only as a hash. 201 `{ link, expiresAt }`.
 */
export default handler(['POST'], async (req, context) => {
  const staff = await authorizeStaff(req, context, 'manageStaff');
  const { name, role } = validate(inviteSchema, await readJsonObject(req));
  const token = randomBytes(24).toString('base64url');
  const now = Date.now();
  const expiresAt = new Date(now + INVITE_TTL_MS).toISOString();
  const hash = secretHash(token);
  await saveInvite(hash, {
    name,
    role,
    invitedBy: staff.actor.name,
    createdAt: new Date(now).toISOString(),
    expiresAt,
  });
  await staff.audit('invite', `invite ${hash}`, { name, role });
  return json(201, { link: `${siteOrigin(req)}/admin#invite=${token}`, expiresAt });
});

export const config: Config = { path: '/api/staff/invites', method: 'POST', rateLimit: adminLimit.config };
