import type { Config } from '@netlify/functions';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { signInSchema } from '~/lib/staff-schemas';
import { adminLimit, auditAs, checkOrigin } from '../lib/admin';
import { checkLimit, clientIp, handler, json, readJsonObject, recordHit, validate } from '../lib/http';
import { authenticationOptions, completeAuthentication, PasskeyRefused, toHttp } from '../lib/staff/passkeys';
import { startSession } from '../lib/staff/session';
import { readPasskey, readPerson, secretHash } from '../lib/storage';

/** Failed passkey sign-ins per address before it must wait. */
export const PASSKEY_FAILURES = { limit: 10, windowMs: 5 * 60_000 };

/**
 * POST /api/staff/signin `{ step: 'options' }` → WebAuthn request options (any passkey of this site);
 * `{ step: 'verify', response }` → 200 `{ person }` and the session cookie, or 401. Failures are rate limited
 * per address and audited.
 */
export default handler(['POST'], async (req, context) => {
  adminLimit.check(req, context);
  checkOrigin(req);
  const ip = clientIp(req, context);
  const body = validate(signInSchema, await readJsonObject(req));
  if (body.step === 'options') return json(200, await authenticationOptions(req));

  checkLimit(`passkey-fail:${ip}`, PASSKEY_FAILURES.limit, PASSKEY_FAILURES.windowMs);
  const response = body.response as unknown as AuthenticationResponseJSON;
  try {
    const { person, credentialHash } = await completeAuthentication(req, response);
    const cookie = await startSession(person.id, credentialHash);
    await auditAs({ kind: 'person', id: person.id, name: person.name }, ip)('sign-in', `passkey ${credentialHash}`);
    return json(200, { person: { id: person.id, name: person.name, role: person.role } }, { 'Set-Cookie': cookie });
  } catch (err) {
    if (!(err instanceof PasskeyRefused)) throw err;
    recordHit(`passkey-fail:${ip}`);
    const credentialHash = secretHash(response.id);
    const owner = await readPasskey(credentialHash).then((p) => (p ? readPerson(p.personId) : null));
    const actor = owner
      ? { kind: 'person' as const, id: owner.id, name: owner.name }
      : { kind: 'unknown' as const, name: 'Unknown passkey' };
    await auditAs(actor, ip)('sign-in-failed', `passkey ${credentialHash}`, { reason: err.message });
    return toHttp(err);
  }
});

export const config: Config = { path: '/api/staff/signin', method: 'POST', rateLimit: adminLimit.config };
