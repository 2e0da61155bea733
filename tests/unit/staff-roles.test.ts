import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { can, STAFF_ROLES, STAFF_SESSION } from '~/data/staff-roles';
import { resetRateLimits } from '../../netlify/lib/http';
import { readPerson, savePerson } from '../../netlify/lib/storage';
import { useTempBlobs } from './helpers/blobs';
import { asSession, signedIn } from './helpers/staff-sessions';
import { STAFF } from './helpers/staff-table';

/** Every staff endpoint × role, and × a session that is missing, expired or whose person was revoked. */
describe('the one admin check, by role and session', () => {
  useTempBlobs();
  // Each case starts with fresh limits: the wrong-secret lockout is tested in staff-endpoints.test.ts.
  beforeEach(() => resetRateLimits());
  afterEach(() => vi.useRealTimers());

  const cases = STAFF.flatMap((call) => STAFF_ROLES.map((role) => ({ ...call, role })));

  it.each(cases)('$method $path as $role', async ({ fn, method, path, body, permission, ok = 200, role }) => {
    const { cookie } = await signedIn(role);
    const response = await fn(asSession(cookie, path, { method, body }));
    expect(response.status).toBe(can(role, permission) ? ok : 403);
    if (!can(role, permission)) expect(await response.json()).toEqual({ error: 'Your role does not allow this.' });
  });

  it.each(STAFF)('$method $path: no session, expired, revoked → 401', async ({ fn, method, path, body }) => {
    // No cookie, no secret.
    expect((await fn(asSession('', path, { method, body }))).status).toBe(401);
    // A forged cookie (right name, wrong signature).
    expect(
      (await fn(asSession('__Host-staff-session=' + 'a'.repeat(43) + '.forged', path, { method, body }))).status,
    ).toBe(401);

    // Idle for longer than the idle timeout.
    vi.useFakeTimers({ toFake: ['Date'] });
    const idle = await signedIn('owner');
    vi.setSystemTime(Date.now() + STAFF_SESSION.idleMs + 1000);
    const expired = await fn(asSession(idle.cookie, path, { method, body }));
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ reason: 'expired' });
    expect(expired.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    vi.useRealTimers();

    // The person was revoked after signing in.
    const gone = await signedIn('owner');
    await savePerson({ ...(await readPerson(gone.person.id))!, revokedAt: new Date().toISOString() });
    const revoked = await fn(asSession(gone.cookie, path, { method, body }));
    expect(revoked.status).toBe(401);
    expect(await revoked.json()).toMatchObject({ reason: 'revoked' });
  });

  it.each(STAFF.filter((c) => c.method !== 'GET'))(
    '$method $path: a state change from another site is refused',
    async ({ fn, method, path, body }) => {
      const { cookie } = await signedIn('owner');
      const response = await fn(asSession(cookie, path, { method, body, headers: { origin: 'https://evil.example' } }));
      expect(response.status).toBe(403);
    },
  );
});
