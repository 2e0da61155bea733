/** The audit log: refused calls counted per address and hour, and addresses only as keyed HMACs. */
import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import audit from '../../netlify/functions/audit';
import contacts from '../../netlify/functions/contacts';
import records from '../../netlify/functions/records';
import staffSignin from '../../netlify/functions/staff-signin';
import { auditedAddress } from '../../netlify/lib/admin';
import { resetRateLimits } from '../../netlify/lib/http';
import { emailHash } from '../../netlify/lib/storage';
import { listKeys, store } from '../../netlify/lib/storage/store';
import { admin, request, useTempBlobs } from './helpers/blobs';
import { asSession, signedIn } from './helpers/staff-sessions';

type Entry = { actor: { name: string }; action: string; target: string; ip: string; detail?: Record<string, unknown> };
const log = async (): Promise<Entry[]> =>
  (await audit(request('/api/audit?limit=500', { method: 'GET', headers: admin, ip: '192.0.2.250' }))).json();

describe('audit log privacy and refused calls', () => {
  useTempBlobs();
  beforeEach(() => resetRateLimits());

  it('records an erased address as a keyed HMAC, not a hash anyone can recompute', async () => {
    const email = 'victim@example.com';
    const erase = () =>
      records(request(`/api/records?email=${encodeURIComponent(email)}`, { method: 'DELETE', headers: admin }));
    expect((await erase()).status).toBe(200);
    expect((await erase()).status).toBe(200);
    const targets = (await log()).filter((e) => e.action === 'erase').map((e) => e.target);
    expect(targets).toEqual([auditedAddress(email), auditedAddress(email)]);
    const text = JSON.stringify(await log());
    for (const guess of [email, emailHash(email), createHash('sha256').update(email).digest('hex')])
      expect(text).not.toContain(guess.slice(0, 32));
    // Another key, another value: without the key a guessed address cannot be confirmed.
    const before = auditedAddress(email);
    process.env.STAFF_SESSION_SECRET = 'another-secret-for-this-one-test-only';
    expect(auditedAddress(email)).not.toBe(before);
    delete process.env.STAFF_SESSION_SECRET;
  });

  it('counts 401s, 403s and cross-site refusals per address and hour, in one counter each', async () => {
    const ip = '198.51.100.120';
    for (let i = 0; i < 5; i++)
      expect((await contacts(request('/api/contacts', { method: 'GET', ip }))).status).toBe(401);
    const wrong = { authorization: 'Bearer wrong-guess' };
    expect((await audit(request('/api/audit', { method: 'GET', ip, headers: wrong }))).status).toBe(401);
    const viewer = await signedIn('viewer');
    const forbidden = await audit(
      asSession(viewer.cookie, '/api/audit', { method: 'GET', headers: { 'x-nf-client-connection-ip': ip } }),
    );
    expect(forbidden.status).toBe(403);
    const crossSite = await staffSignin(
      request('/api/staff/signin', { body: { step: 'options' }, ip, headers: { origin: 'https://evil.example' } }),
    );
    expect(crossSite.status).toBe(403);
    // Another address has its own counter.
    expect((await contacts(request('/api/contacts', { method: 'GET', ip: '198.51.100.121' }))).status).toBe(401);

    const refused = (await log()).filter((e) => e.action === 'refused');
    const mine = refused.filter((e) => e.ip === ip);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      actor: { name: 'Refused caller' },
      target: `address ${ip}`,
      detail: { count: 8, statuses: '401×6 403×2' },
    });
    expect(String(mine[0].detail?.paths)).toContain('POST /api/staff/signin');
    expect(refused.filter((e) => e.ip === '198.51.100.121')[0].detail).toMatchObject({ count: 1 });
    expect(await listKeys(store('audit'), 'refused/')).toHaveLength(2);
  });
});
