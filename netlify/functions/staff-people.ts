import type { Config } from '@netlify/functions';
import { revokeSchema } from '~/lib/staff-schemas';
import { adminLimit, authorizeStaff } from '../lib/admin';
import { handler, HttpError, json, validate } from '../lib/http';
import { directory } from '../lib/staff/people';
import { cancelInvite, listInvites, markPasskeyRevoked, readPasskey, readPerson, savePerson } from '../lib/storage';

/**
 * GET /api/staff/people (owners): everyone given access, with their passkeys. DELETE ?person=<id> revokes a
 * person, ?passkey=<hash> one passkey; either takes effect on that person's next request. Revoking a person
 * also cancels the pending invitations made out to their name, so a link sent earlier cannot bring them back.
 * Nobody revokes themselves (the last owner would lock everyone out but the environment secret).
 */
export default handler(['GET', 'DELETE'], async (req, context) => {
  const staff = await authorizeStaff(req, context, 'manageStaff');
  if (req.method === 'GET') {
    const people = await directory();
    await staff.audit('read-staff', 'people', { rows: people.length });
    return json(200, people);
  }
  const params = Object.fromEntries(new URL(req.url).searchParams);
  const target = validate(revokeSchema, params);
  const self = staff.actor.kind === 'person' ? staff.actor.id : '';
  const now = new Date().toISOString();
  if ('person' in target) {
    const person = await readPerson(target.person);
    if (!person) throw new HttpError(404, 'No such person');
    if (person.id === self) throw new HttpError(409, 'You cannot revoke yourself.');
    if (!person.revokedAt) await savePerson({ ...person, revokedAt: now });
    const sameName = (name: string) => name.trim().toLocaleLowerCase() === person.name.trim().toLocaleLowerCase();
    const pending = (await listInvites()).filter((i) => i.state === 'pending' && sameName(i.name));
    const cancelled = (await Promise.all(pending.map((i) => cancelInvite(i.id, now)))).filter(Boolean).length;
    await staff.audit('revoke-person', `person ${person.id}`, { name: person.name, cancelledInvites: cancelled });
    return json(200, { revoked: 'person', id: person.id, cancelledInvites: cancelled });
  }
  const passkey = await readPasskey(target.passkey);
  if (!passkey) throw new HttpError(404, 'No such passkey');
  const owner = await readPerson(passkey.personId);
  if (!passkey.revokedAt) await markPasskeyRevoked(target.passkey, passkey, now);
  await staff.audit('revoke-passkey', `passkey ${target.passkey}`, { name: owner?.name ?? passkey.personId });
  return json(200, { revoked: 'passkey', id: target.passkey });
});

export const config: Config = { path: '/api/staff/people', rateLimit: adminLimit.config };
