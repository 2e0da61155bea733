import type { Config } from '@netlify/functions';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { rateLimitDisabled } from '~/config';
import { signInSchema } from '~/lib/staff-schemas';
import { adminLimit, auditAs, checkLockout, refuseCrossSite } from '../lib/admin';
import { clientIp, handler, json, readJsonObject, validate } from '../lib/http';
import { authenticationOptions, completeAuthentication, PasskeyRefused, toHttp } from '../lib/staff/passkeys';
import { startSession } from '../lib/staff/session';
import { recordFailure, secretHash } from '../lib/storage';

/** Failed passkey sign-ins per address before it must wait. */
export const PASSKEY_FAILURES = { limit: 10, windowMs: 5 * 60_000 };

/**
 * POST /api/staff/signin `{ step: 'options' }` → WebAuthn request options (any passkey of this site);
 * `{ step: 'verify', response }` → 200 `{ person }` and the session cookie, or 401. Failures are counted per
 * address in storage (every instance sees them) and audited under "Unknown passkey": the credential id a failed
 * response names is unverified, so it never puts the failure on the record of whoever owns that passkey.
 */
export default handler(['POST'], async (req, context) => {
  adminLimit.check(req, context);
  await refuseCrossSite(req, context);
  const ip = clientIp(req, context);
  const body = validate(signInSchema, await readJsonObject(req));
  if (body.step === 'options') return json(200, await authenticationOptions(req));

  await checkLockout('passkey', ip, PASSKEY_FAILURES);
  const response = body.response as unknown as AuthenticationResponseJSON;
  try {
    const { person, credentialHash } = await completeAuthentication(req, response);
    const cookie = await startSession(person.id, credentialHash);
    await auditAs({ kind: 'person', id: person.id, name: person.name }, ip)('sign-in', `passkey ${credentialHash}`);
    return json(200, { person: { id: person.id, name: person.name, role: person.role } }, { 'Set-Cookie': cookie });
  } catch (err) {
    if (!(err instanceof PasskeyRefused)) throw err;
    if (!rateLimitDisabled()) await recordFailure('passkey', ip);
    const actor = { kind: 'unknown' as const, name: 'Unknown passkey' };
    await auditAs(actor, ip)('sign-in-failed', `passkey ${secretHash(response.id)}`, { reason: err.message });
    return toHttp(err);
  }
});

export const config: Config = { path: '/api/staff/signin', method: 'POST', rateLimit: adminLimit.config };
