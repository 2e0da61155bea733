import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INVITE_TTL_MS, STAFF_SESSION } from '~/data/staff-roles';
import audit from '../../netlify/functions/audit';
import chats from '../../netlify/functions/chats';
import contacts from '../../netlify/functions/contacts';
import records from '../../netlify/functions/records';
import staffInvites from '../../netlify/functions/staff-invites';
import staffPeople from '../../netlify/functions/staff-people';
import staffRegister from '../../netlify/functions/staff-register';
import staffSession from '../../netlify/functions/staff-session';
import staffSignin, { PASSKEY_FAILURES } from '../../netlify/functions/staff-signin';
import { resetRateLimits } from '../../netlify/lib/http';
import { secretHash } from '../../netlify/lib/storage';
import { admin, request, useTempBlobs } from './helpers/blobs';
import { SoftAuthenticator } from './helpers/soft-authenticator';
import { asSession, cookieOf, ORIGIN } from './helpers/staff-sessions';
import { STAFF } from './helpers/staff-table';

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  request(path, { body, headers: { origin: ORIGIN, ...headers } });

type Options = { challenge: string };

/** Registers a passkey on a soft authenticator; answers the response and the session cookie it set. */
async function register(
  device: SoftAuthenticator,
  start: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const options = (await (
    await staffRegister(post('/api/staff/register', { step: 'options', ...start }, headers))
  ).json()) as Options;
  const response = await staffRegister(
    post('/api/staff/register', { step: 'verify', response: device.register(options) }, headers),
  );
  return { response, cookie: cookieOf(response) };
}

async function signIn(
  device: SoftAuthenticator,
  tamper: (r: ReturnType<SoftAuthenticator['assert']>) => void = () => {},
  headers: Record<string, string> = {},
) {
  const options = (await (
    await staffSignin(post('/api/staff/signin', { step: 'options' }, headers))
  ).json()) as Options;
  const assertion = device.assert(options);
  tamper(assertion);
  const response = await staffSignin(post('/api/staff/signin', { step: 'verify', response: assertion }, headers));
  return { response, cookie: cookieOf(response), assertion };
}

const session = async (cookie = '') =>
  (await staffSession(asSession(cookie, '/api/staff/session', { method: 'GET' }))).json();

async function auditLog(): Promise<
  { actor: { name: string }; action: string; target: string; at: string; detail?: Record<string, unknown> }[]
> {
  const response = await audit(request('/api/audit?limit=500', { method: 'GET', headers: admin }));
  expect(response.status).toBe(200);
  return response.json();
}

describe('staff accounts with passkeys', () => {
  useTempBlobs();
  beforeEach(() => resetRateLimits());
  afterEach(() => vi.useRealTimers());

  const owner = new SoftAuthenticator(ORIGIN);
  let ownerCookie = '';

  it('bootstraps the first owner with the environment secret, once', async () => {
    expect(await session()).toEqual({ signedIn: false, bootstrap: true });
    // Without the secret: refused.
    const refused = await staffRegister(
      post('/api/staff/register', { step: 'options', via: 'bootstrap', name: 'Olivia Owner' }),
    );
    expect(refused.status).toBe(401);

    const { response, cookie } = await register(owner, { via: 'bootstrap', name: 'Olivia Owner' }, admin);
    expect(response.status).toBe(201);
    expect(response.headers.get('set-cookie')).toMatch(
      /^__Host-staff-session=[^;]+; Path=\/; HttpOnly; Secure; SameSite=Strict; Max-Age=43200$/,
    );
    ownerCookie = cookie!;
    expect(await session(ownerCookie)).toMatchObject({
      signedIn: true,
      person: { name: 'Olivia Owner', role: 'owner' },
    });
    // An owner now exists: no second bootstrap, even with the secret.
    expect(await session()).toEqual({ signedIn: false, bootstrap: false });
    const again = await staffRegister(
      post('/api/staff/register', { step: 'options', via: 'bootstrap', name: 'Mallory' }, admin),
    );
    expect(again.status).toBe(409);
  });

  it('signs out on the server: the old cookie stops working', async () => {
    const out = await staffSession(asSession(ownerCookie, '/api/staff/session', { method: 'DELETE' }));
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    const after = await contacts(asSession(ownerCookie, '/api/contacts', { method: 'GET' }));
    expect(after.status).toBe(401);
  });

  it('signs in with the passkey alone', async () => {
    const { response, cookie } = await signIn(owner);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ person: { name: 'Olivia Owner', role: 'owner' } });
    ownerCookie = cookie!;
    expect((await contacts(asSession(ownerCookie, '/api/contacts', { method: 'GET' }))).status).toBe(200);
  });

  it('refuses a replayed assertion, a forged one, another origin and an unknown passkey', async () => {
    const { assertion } = await signIn(owner);
    const replay = await staffSignin(post('/api/staff/signin', { step: 'verify', response: assertion }));
    expect(replay.status).toBe(401);

    const forged = await signIn(owner, (a) => {
      // Another signature over the same data: a key that is not the registered one.
      a.response.signature = new SoftAuthenticator(ORIGIN).assert({ challenge: 'x' }).response.signature;
    });
    expect(forged.response.status).toBe(401);
    expect(forged.cookie).toBeUndefined();

    const phished = await signIn(owner, (a) => {
      const data = JSON.parse(Buffer.from(a.response.clientDataJSON, 'base64url').toString());
      a.response.clientDataJSON = Buffer.from(JSON.stringify({ ...data, origin: 'https://evil.example' })).toString(
        'base64url',
      );
    });
    expect(phished.response.status).toBe(401);

    expect((await signIn(new SoftAuthenticator(ORIGIN))).response.status).toBe(401);
  });

  it('rate limits failed passkey sign-ins per address, on every instance', async () => {
    const stranger = new SoftAuthenticator(ORIGIN);
    const from = { 'x-nf-client-connection-ip': '198.51.100.200' };
    for (let i = 0; i < PASSKEY_FAILURES.limit; i++)
      expect((await signIn(stranger, undefined, from)).response.status).toBe(401);
    // Another instance (nothing in memory) sees the same failures: they are kept in storage.
    resetRateLimits();
    expect((await signIn(owner, undefined, from)).response.status).toBe(429);
    expect((await signIn(owner)).response.status).toBe(200);
  });

  let viewerCookie = '';
  let inviteToken = '';
  const viewerDevice = new SoftAuthenticator(ORIGIN);

  it('invites a viewer with a one-time link that works once', async () => {
    const created = await staffInvites(
      asSession(ownerCookie, '/api/staff/invites', { body: { name: 'Victor Viewer', role: 'viewer' } }),
    );
    expect(created.status).toBe(201);
    const { link, expiresAt } = await created.json();
    expect(link).toMatch(/^http:\/\/localhost\/admin#invite=[A-Za-z0-9_-]{32}$/);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(INVITE_TTL_MS - 60_000);
    inviteToken = link.split('#invite=')[1];

    const { response, cookie } = await register(viewerDevice, { via: 'invite', invite: inviteToken });
    expect(response.status).toBe(201);
    viewerCookie = cookie!;
    expect(await session(viewerCookie)).toMatchObject({ person: { name: 'Victor Viewer', role: 'viewer' } });

    const reused = await staffRegister(
      post('/api/staff/register', { step: 'options', via: 'invite', invite: inviteToken }),
    );
    expect(reused.status).toBe(410);
  });

  it('refuses an invitation after 24 hours', async () => {
    const created = await staffInvites(
      asSession(ownerCookie, '/api/staff/invites', { body: { name: 'Late Larry', role: 'manager' } }),
    );
    const token = (await created.json()).link.split('#invite=')[1];
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + INVITE_TTL_MS + 1000);
    const late = await staffRegister(post('/api/staff/register', { step: 'options', via: 'invite', invite: token }));
    expect(late.status).toBe(410);
    expect(await late.json()).toEqual({ error: expect.stringMatching(/expired or was already used/) });
  });

  it('a viewer reads but cannot export, erase or read the audit log', async () => {
    const as = (path: string, method = 'GET') => asSession(viewerCookie, path, { method });
    expect((await contacts(as('/api/contacts'))).status).toBe(200);
    expect((await contacts(as('/api/contacts?export=1'))).status).toBe(403);
    expect((await records(as('/api/records?email=a%40b.co', 'DELETE'))).status).toBe(403);
    expect((await audit(as('/api/audit'))).status).toBe(403);
  });

  it('a person may add a second passkey (another device) and sign in with either', async () => {
    const laptop = new SoftAuthenticator(ORIGIN);
    const { response, cookie } = await register(laptop, { via: 'self' }, { cookie: viewerCookie });
    expect(response.status).toBe(201);
    // Already signed in: no new session.
    expect(cookie).toBeUndefined();
    expect((await signIn(laptop)).response.status).toBe(200);
  });

  it('revoking a person ends their session on the next request', async () => {
    const people = await (await staffPeople(asSession(ownerCookie, '/api/staff/people', { method: 'GET' }))).json();
    const victor = people.find((p: { name: string }) => p.name === 'Victor Viewer');
    expect(victor.passkeys).toHaveLength(2);
    const revoke = await staffPeople(
      asSession(ownerCookie, `/api/staff/people?person=${victor.id}`, { method: 'DELETE' }),
    );
    expect(revoke.status).toBe(200);
    const next = await contacts(asSession(viewerCookie, '/api/contacts', { method: 'GET' }));
    expect(next.status).toBe(401);
    expect(await next.json()).toMatchObject({ reason: 'revoked' });
    expect((await signIn(viewerDevice)).response.status).toBe(401);
    // An owner cannot revoke themselves.
    const me = people.find((p: { name: string }) => p.name === 'Olivia Owner');
    expect(
      (await staffPeople(asSession(ownerCookie, `/api/staff/people?person=${me.id}`, { method: 'DELETE' }))).status,
    ).toBe(409);
  });

  it('revoking one passkey ends the sessions it opened; the person keeps their other one', async () => {
    const phone = new SoftAuthenticator(ORIGIN);
    const { cookie: phoneCookie } = await register(phone, { via: 'self' }, { cookie: ownerCookie }).then(() =>
      signIn(phone),
    );
    const people = await (await staffPeople(asSession(ownerCookie, '/api/staff/people', { method: 'GET' }))).json();
    const olivia = people.find((p: { name: string }) => p.name === 'Olivia Owner');
    expect(olivia.passkeys).toHaveLength(2);
    const phoneHash = secretHash(phone.credentialId);
    expect(olivia.passkeys.map((k: { hash: string }) => k.hash)).toContain(phoneHash);
    const revoked = await staffPeople(
      asSession(ownerCookie, `/api/staff/people?passkey=${phoneHash}`, { method: 'DELETE' }),
    );
    expect(revoked.status).toBe(200);
    const status = async (c: string) => (await contacts(asSession(c, '/api/contacts', { method: 'GET' }))).status;
    expect(await status(phoneCookie!)).toBe(401);
    expect(await status(ownerCookie)).toBe(200);
    expect((await signIn(phone)).response.status).toBe(401);
    expect((await signIn(owner)).response.status).toBe(200);
  });

  it('ends a session after 30 idle minutes, and after 12 hours even when active', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { cookie } = await signIn(owner);
    const get = () => contacts(asSession(cookie!, '/api/contacts', { method: 'GET' }));
    vi.setSystemTime(Date.now() + STAFF_SESSION.idleMs - 60_000);
    expect((await get()).status).toBe(200);
    // Active every 25 minutes up to the 12-hour mark.
    const started = Date.now() - (STAFF_SESSION.idleMs - 60_000);
    while (Date.now() + 25 * 60_000 < started + STAFF_SESSION.absoluteMs) {
      vi.setSystemTime(Date.now() + 25 * 60_000);
      expect((await get()).status).toBe(200);
    }
    vi.setSystemTime(started + STAFF_SESSION.absoluteMs + 1000);
    expect((await get()).status).toBe(401);

    const { cookie: idle } = await signIn(owner);
    vi.setSystemTime(Date.now() + STAFF_SESSION.idleMs + 1000);
    expect((await contacts(asSession(idle!, '/api/contacts', { method: 'GET' }))).status).toBe(401);
  });

  it('audits every step under the right name, newest first', async () => {
    // An export page and an opened conversation, as the owner.
    expect((await contacts(asSession(ownerCookie, '/api/contacts?export=1&limit=5', { method: 'GET' }))).status).toBe(
      200,
    );
    const open = await chats(asSession(ownerCookie, '/api/chats?conversationId=conv-12345678', { method: 'GET' }));
    expect(open.status).toBe(200);
    await auditLog();
    const log = await auditLog();
    expect(log.find((e) => e.action === 'export')).toMatchObject({
      actor: { name: 'Olivia Owner' },
      target: 'contacts',
      detail: { rows: 0, limit: 5 },
    });
    expect(log.find((e) => e.action === 'open')).toMatchObject({
      actor: { name: 'Olivia Owner' },
      target: 'chats/conv-12345678',
    });
    const times = log.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
    const did = (name: string, action: string) => log.some((e) => e.actor.name === name && e.action === action);
    expect(did('Environment token', 'invite')).toBe(true);
    for (const action of [
      'passkey-added',
      'sign-in',
      'sign-out',
      'list',
      'invite',
      'revoke-person',
      'revoke-passkey',
      'read-staff',
    ])
      expect(did('Olivia Owner', action), action).toBe(true);
    expect(did('Victor Viewer', 'passkey-added')).toBe(true);
    // A failed response names a credential id nobody verified: it is never put on that passkey owner's record.
    expect(did('Olivia Owner', 'sign-in-failed')).toBe(false);
    expect(did('Unknown passkey', 'sign-in-failed')).toBe(true);
    expect(did('Environment token', 'read-audit')).toBe(true);
  });

  it('keeps an erase in the log without the address, and no API removes or changes an entry', async () => {
    const erase = await records(
      request('/api/records?email=erased%40example.com', { method: 'DELETE', headers: admin }),
    );
    expect(erase.status).toBe(200);
    const before = await auditLog();
    const erased = before.find((e) => e.action === 'erase');
    expect(erased?.target).toMatch(/^e-mail [0-9a-f]{32}$/);
    expect(JSON.stringify(before)).not.toContain('erased@example.com');

    for (const method of ['DELETE', 'PUT', 'POST', 'PATCH'])
      expect((await audit(request('/api/audit', { method, headers: admin, body: {} }))).status).toBe(405);
    // Every other staff endpoint's state-changing call, with full rights, leaves every entry in place.
    for (const call of STAFF.filter((c) => c.method !== 'GET'))
      await call.fn(request(call.path, { method: call.method, body: call.body, headers: admin }));
    const after = await auditLog();
    const ids = new Set(after.map((e) => JSON.stringify(e)));
    for (const entry of before) expect(ids.has(JSON.stringify(entry))).toBe(true);
  });
});
