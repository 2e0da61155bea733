/** The break-glass secret's lockout is one for every staff endpoint and instance; a short secret is refused. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import audit from '../../netlify/functions/audit';
import contacts from '../../netlify/functions/contacts';
import staffPeople from '../../netlify/functions/staff-people';
import { ADMIN_FAILURES } from '../../netlify/lib/admin';
import { resetRateLimits, SHORT_ADMIN_TOKEN } from '../../netlify/lib/http';
import { admin, ADMIN_TOKEN, request, useTempBlobs } from './helpers/blobs';

const get = (path: string, ip: string, headers: Record<string, string> = {}) =>
  request(path, { method: 'GET', ip, headers });

describe('staff lockout', () => {
  useTempBlobs();
  beforeEach(() => resetRateLimits());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    process.env.ADMIN_TOKEN = ADMIN_TOKEN;
    delete process.env.CONTEXT;
  });

  it('locks every staff endpoint after wrong secrets on one, on every instance, until the window passes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const ip = '198.51.100.91';
    for (let i = 0; i < ADMIN_FAILURES.limit; i++) {
      expect((await audit(get('/api/audit', ip, { authorization: `Bearer guess-${i}` }))).status).toBe(401);
    }
    // A fresh instance: nothing in memory, the failures are in storage.
    resetRateLimits();
    expect((await contacts(get('/api/contacts', ip, admin))).status).toBe(429);
    expect((await staffPeople(get('/api/staff/people', ip, admin))).status).toBe(429);
    vi.setSystemTime(Date.now() + ADMIN_FAILURES.windowMs + 1000);
    expect((await staffPeople(get('/api/staff/people', ip, admin))).status).toBe(200);
  });

  it('does not count requests without any credential: nobody locks staff out with empty requests', async () => {
    const ip = '198.51.100.92';
    for (let i = 0; i < ADMIN_FAILURES.limit * 2; i++) {
      expect((await contacts(get('/api/contacts', ip))).status).toBe(401);
    }
    expect((await contacts(get('/api/contacts', ip, admin))).status).toBe(200);
  });

  it('refuses an ADMIN_TOKEN shorter than 32 characters on a deploy, with the fix; locally it only warns', async () => {
    process.env.ADMIN_TOKEN = 'sec-secret-123';
    const bearer = { authorization: 'Bearer sec-secret-123' };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect((await contacts(get('/api/contacts', '198.51.100.93', bearer))).status).toBe(200);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('shorter than 32 characters'));

    process.env.CONTEXT = 'production';
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const refused = await contacts(get('/api/contacts', '198.51.100.93', bearer));
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ error: SHORT_ADMIN_TOKEN });
    expect(SHORT_ADMIN_TOKEN).toMatch(/at least 32 characters/);
  });
});
