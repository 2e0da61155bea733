import type { Config } from '@netlify/functions';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { ENV_ACTOR_NAME } from '~/data/staff-roles';
import { registerSchema } from '~/lib/staff-schemas';
import { adminLimit, auditAs, authorizeStaff, environmentToken, refuseCrossSite } from '../lib/admin';
import { clientIp, handler, HttpError, json, readJsonObject, validate } from '../lib/http';
import { completeRegistration, registrationOptions, toHttp } from '../lib/staff/passkeys';
import { hasActiveOwner, newPersonId } from '../lib/staff/people';
import { resolveSession, startSession } from '../lib/staff/session';
import { isSpent, readInvite, secretHash } from '../lib/storage';

/**
 * POST /api/staff/register: registers a passkey.
 * - `{ step: 'options', via: 'bootstrap', name }` with the environment secret, only while no owner exists: the
 *   first owner, under their name.
 * - `{ step: 'options', via: 'invite', invite }`: an invitee, with the one-time token of their link (24 hours).
 * - `{ step: 'options', via: 'self' }`: the signed-in person, another device.
 * - `{ step: 'verify', response }`: stores the passkey (and the new person); a new person is signed in.
 */
export default handler(['POST'], async (req, context) => {
  adminLimit.check(req, context);
  await refuseCrossSite(req, context);
  const ip = clientIp(req, context);
  const body = validate(registerSchema, await readJsonObject(req));

  if (body.step === 'verify') {
    const done = await completeRegistration(req, body.response as unknown as RegistrationResponseJSON).catch(toHttp);
    const { person, credentialHash } = done;
    const audit = auditAs({ kind: 'person', id: person.id, name: person.name }, ip);
    await audit('passkey-added', `passkey ${credentialHash}`, { role: person.role });
    const signedIn = await resolveSession(req);
    if ('person' in signedIn && signedIn.person.id === person.id) return json(201, { person: publicPerson(person) });
    const cookie = await startSession(person.id, credentialHash);
    await audit('sign-in', `passkey ${credentialHash}`);
    return json(201, { person: publicPerson(person) }, { 'Set-Cookie': cookie });
  }

  if (body.via === 'bootstrap') {
    const actor = await environmentToken(req, ip);
    if (await hasActiveOwner()) throw new HttpError(409, 'An owner already exists: ask them for an invitation.');
    const person = { id: newPersonId(), name: body.name, role: 'owner' as const, createdBy: ENV_ACTOR_NAME };
    await auditAs(actor, ip)('invite', `person ${person.id}`, { name: person.name, role: 'owner', bootstrap: true });
    return json(200, await registrationOptions(req, { ...person, isNew: true }, { bootstrap: true }));
  }

  if (body.via === 'invite') {
    const hash = secretHash(body.invite);
    const invite = await readInvite(hash);
    if (!invite || Date.parse(invite.expiresAt) < Date.now() || (await isSpent('invite', hash)))
      throw new HttpError(410, 'This invitation has expired or was already used. Ask an owner for a new one.');
    const person = { id: newPersonId(), name: invite.name, role: invite.role, createdBy: invite.invitedBy };
    return json(200, { ...(await registrationOptions(req, { ...person, isNew: true }, { inviteHash: hash })), invite });
  }

  const staff = await authorizeStaff(req, context, 'read');
  if (staff.actor.kind !== 'person') throw new HttpError(400, 'Sign in with a passkey to add another one.');
  const { id, name } = staff.actor;
  return json(200, await registrationOptions(req, { id, name, role: staff.role, createdBy: name, isNew: false }));
});

const publicPerson = ({ id, name, role }: { id: string; name: string; role: string }) => ({ id, name, role });

export const config: Config = { path: '/api/staff/register', method: 'POST', rateLimit: adminLimit.config };
