/** The hourly sweep: expired challenges, spent markers, sessions, invitations and idempotency entries go. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import contact from '../../netlify/functions/contact';
import contacts from '../../netlify/functions/contacts';
import staffInvites from '../../netlify/functions/staff-invites';
import staffSignin from '../../netlify/functions/staff-signin';
import storageSweep, { config } from '../../netlify/functions/storage-sweep';
import { resetRateLimits } from '../../netlify/lib/http';
import { listKeys, store } from '../../netlify/lib/storage/store';
import { admin, request, useTempBlobs } from './helpers/blobs';
import { asSession, ORIGIN, signedIn } from './helpers/staff-sessions';

const HOUR = 60 * 60_000;
const keys = async (name: 'staff' | 'contacts', prefix: string) => listKeys(store(name), prefix);
const sweep = async () => (await storageSweep()).json();

describe('storage sweep', () => {
  useTempBlobs();
  beforeEach(() => {
    resetRateLimits();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 10, 20, 10, 30));
  });
  afterEach(() => vi.useRealTimers());

  it('runs every hour, with no route', () => {
    expect(config).toEqual({ schedule: '@hourly' });
  });

  it('deletes each kind of blob once it expired, and nothing before', async () => {
    const start = Date.now();
    // A sign-in ceremony started and abandoned, a session, an invitation, a lead sent with an Idempotency-Key,
    // a wrong bearer token.
    const options = await staffSignin(
      request('/api/staff/signin', { body: { step: 'options' }, headers: { origin: ORIGIN } }),
    );
    expect(options.status).toBe(200);
    const { cookie } = await signedIn('viewer');
    expect(
      (await staffInvites(request('/api/staff/invites', { body: { name: 'Ivy', role: 'viewer' }, headers: admin })))
        .status,
    ).toBe(201);
    const lead = {
      firstName: 'Ana',
      lastName: 'Silva',
      email: 'ana@bakery.ca',
      phone: '+1 416 555 0100',
      company: 'Silva Bakery',
      message: 'We need a $50K line of credit.',
    };
    expect(
      (await contact(request('/api/contact', { body: lead, headers: { 'idempotency-key': 'sweep-test-1' } }))).status,
    ).toBe(201);
    expect(
      (await contacts(request('/api/contacts', { method: 'GET', headers: { authorization: 'Bearer wrong' } }))).status,
    ).toBe(401);

    expect(await keys('staff', 'challenge/')).toHaveLength(1);
    expect(await keys('staff', 'session/')).toHaveLength(1);
    expect(await keys('staff', 'lockout/')).toHaveLength(1);
    expect(await keys('contacts', 'idem/')).toHaveLength(1);

    // Within the hour: nothing has ended.
    expect(await sweep()).toEqual({ staff: 0, lockouts: 0, idempotency: 0 });

    // Two hours on: the challenge (5 minutes) and the failed token (an hour) are gone.
    vi.setSystemTime(start + 2 * HOUR);
    expect(await sweep()).toMatchObject({ lockouts: 1 });
    expect(await keys('staff', 'challenge/')).toHaveLength(0);
    expect(await keys('staff', 'lockout/')).toHaveLength(0);
    expect(await keys('staff', 'session/')).toHaveLength(1);

    // Thirteen hours on: the session (12 hours at most) is gone, and its cookie with it.
    vi.setSystemTime(start + 13 * HOUR);
    await sweep();
    expect(await keys('staff', 'session/')).toHaveLength(0);
    expect(await keys('staff', 'seen/')).toHaveLength(0);
    const after = await contacts(asSession(cookie, '/api/contacts', { method: 'GET' }));
    expect(after.status).toBe(401);
    expect(await keys('contacts', 'idem/')).toHaveLength(1);

    // A day on: the idempotency entry; the lead itself stays.
    vi.setSystemTime(start + 26 * HOUR);
    expect(await sweep()).toMatchObject({ idempotency: 1 });
    expect(await keys('contacts', 'idem/')).toHaveLength(0);
    expect(await keys('contacts', 'rec/')).toHaveLength(1);
    expect(await keys('staff', 'invite/')).toHaveLength(1);

    // 31 days after it expired: the invitation, and no pointer is left anywhere.
    vi.setSystemTime(start + 32 * 24 * HOUR);
    await sweep();
    expect(await keys('staff', 'invite/')).toHaveLength(0);
    expect(await keys('staff', 'exp/')).toHaveLength(0);
    expect(await keys('contacts', 'exp/')).toHaveLength(0);
  });
});
