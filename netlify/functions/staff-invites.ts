import type { Config } from '@netlify/functions';
import { randomBytes } from 'node:crypto';
import { INVITE_TTL_MS } from '~/data/staff-roles';
import { cancelInviteSchema, inviteSchema } from '~/lib/staff-schemas';
import { adminLimit, authorizeStaff } from '../lib/admin';
import { handler, HttpError, json, readJsonObject, validate } from '../lib/http';
import { siteOrigin } from '../lib/site';
import { cancelInvite, listInvites, readInvite, saveInvite, secretHash } from '../lib/storage';

/**
 * Invitations (owners).
 * - POST `{ name, role }`: a one-time link to /admin that lets that person register a passkey within 24 hours.
 *   The token travels in the link's fragment (never sent to a server or a referrer) and is stored only as a
 *   hash, which is the invitation's id. 201 `{ id, link, expiresAt }`.
 * - GET: every invitation with its id and state (pending, used, cancelled, expired), newest first.
 * - DELETE `?invite=<id>`: cancels a pending invitation; its link stops working (410).
 */
export default handler(['GET', 'POST', 'DELETE'], async (req, context) => {
  const staff = await authorizeStaff(req, context, 'manageStaff');
  if (req.method === 'GET') {
    const invites = await listInvites();
    await staff.audit('read-staff', 'invites', { rows: invites.length });
    return json(200, invites);
  }
  if (req.method === 'DELETE') {
    const { invite: id } = validate(cancelInviteSchema, Object.fromEntries(new URL(req.url).searchParams));
    const invite = await readInvite(id);
    if (!invite) throw new HttpError(404, 'No such invitation');
    if (!(await cancelInvite(id))) throw new HttpError(409, 'This invitation was already used or cancelled.');
    await staff.audit('cancel-invite', `invite ${id}`, { name: invite.name, role: invite.role });
    return json(200, { cancelled: id });
  }
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
  return json(201, { id: hash, link: `${siteOrigin(req)}/admin#invite=${token}`, expiresAt });
});

export const config: Config = { path: '/api/staff/invites', rateLimit: adminLimit.config };
