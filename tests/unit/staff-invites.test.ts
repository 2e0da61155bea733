/** Invitations listed and cancelled, revoked people's pending invitations cancelled, one owner at bootstrap. */
import { beforeEach, describe, expect, it } from 'vitest';
import staffInvites from '../../netlify/functions/staff-invites';
import staffPeople from '../../netlify/functions/staff-people';
import staffRegister from '../../netlify/functions/staff-register';
import staffSession from '../../netlify/functions/staff-session';
import { resetRateLimits } from '../../netlify/lib/http';
import { listPeople } from '../../netlify/lib/storage';
import { admin, request, useTempBlobs } from './helpers/blobs';
import { SoftAuthenticator } from './helpers/soft-authenticator';
import { asSession, ORIGIN } from './helpers/staff-sessions';

type Options = { challenge: string };
type InviteRow = { id: string; name: string; role: string; state: string };
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  request(path, { body, headers: { origin: ORIGIN, ...headers } });
const options = async (start: Record<string, unknown>, headers: Record<string, string> = {}) =>
  (await (await staffRegister(post('/api/staff/register', { step: 'options', ...start }, headers))).json()) as Options;
const verify = (device: SoftAuthenticator, opts: Options, headers: Record<string, string> = {}) =>
  staffRegister(post('/api/staff/register', { step: 'verify', response: device.register(opts) }, headers));

async function invite(name: string, role = 'viewer') {
  const response = await staffInvites(post('/api/staff/invites', { name, role }, admin));
  expect(response.status).toBe(201);
  const { id, link } = (await response.json()) as { id: string; link: string };
  return { id, token: link.split('#invite=')[1] };
}
const invites = async () =>
  (await (await staffInvites(request('/api/staff/invites', { method: 'GET', headers: admin }))).json()) as InviteRow[];

describe('invitations and bootstrap', () => {
  useTempBlobs();
  beforeEach(() => resetRateLimits());

  it('completes only one of two bootstrap ceremonies started while no owner existed', async () => {
    const first = new SoftAuthenticator(ORIGIN);
    const second = new SoftAuthenticator(ORIGIN);
    // Both start while there is no owner yet.
    const [a, b] = await Promise.all([
      options({ via: 'bootstrap', name: 'Owner A' }, admin),
      options({ via: 'bootstrap', name: 'Owner B' }, admin),
    ]);
    const answers = await Promise.all([verify(first, a, admin), verify(second, b, admin)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 401]);
    expect((await listPeople()).filter((p) => p.role === 'owner')).toHaveLength(1);
  });

  it('lists invitations with their ids and cancels one: its link stops working, even mid-ceremony', async () => {
    const kept = await invite('Kim Kept');
    const dropped = await invite('Dana Dropped', 'manager');
    const started = await options({ via: 'invite', invite: dropped.token });

    expect(await invites()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: kept.id, name: 'Kim Kept', state: 'pending' }),
        expect.objectContaining({ id: dropped.id, name: 'Dana Dropped', role: 'manager', state: 'pending' }),
      ]),
    );
    const cancel = await staffInvites(
      request(`/api/staff/invites?invite=${dropped.id}`, { method: 'DELETE', headers: admin }),
    );
    expect(cancel.status).toBe(200);
    expect((await invites()).find((i) => i.id === dropped.id)?.state).toBe('cancelled');
    const again = await staffInvites(
      request(`/api/staff/invites?invite=${dropped.id}`, { method: 'DELETE', headers: admin }),
    );
    expect(again.status).toBe(409);

    // A new ceremony is refused, and one started before the cancellation cannot complete.
    expect(
      (await staffRegister(post('/api/staff/register', { step: 'options', via: 'invite', invite: dropped.token })))
        .status,
    ).toBe(410);
    expect((await verify(new SoftAuthenticator(ORIGIN), started)).status).toBe(401);
    expect((await listPeople()).map((p) => p.name)).not.toContain('Dana Dropped');
  });

  it('revoking a person cancels the pending invitations made out to their name', async () => {
    const first = await invite('Rita Revoked');
    const spare = await invite('rita revoked ');
    const device = new SoftAuthenticator(ORIGIN);
    const joined = await verify(device, await options({ via: 'invite', invite: first.token }));
    expect(joined.status).toBe(201);
    const rita = (await listPeople()).find((p) => p.name === 'Rita Revoked')!;

    const revoked = await staffPeople(
      request(`/api/staff/people?person=${rita.id}`, { method: 'DELETE', headers: admin }),
    );
    expect(await revoked.json()).toEqual({ revoked: 'person', id: rita.id, cancelledInvites: 1 });
    expect((await invites()).find((i) => i.id === spare.id)?.state).toBe('cancelled');
    // The spare link no longer registers a new viewer.
    const attempt = await staffRegister(
      post('/api/staff/register', { step: 'options', via: 'invite', invite: spare.token }),
    );
    expect(attempt.status).toBe(410);
    const session = await staffSession(asSession('', '/api/staff/session', { method: 'GET' }));
    expect(await session.json()).toMatchObject({ signedIn: false });
  });
});
