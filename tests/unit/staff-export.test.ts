/** Export is decided by the server: a big page is an export, and a reader never gets unsubscribe links. */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import audit from '../../netlify/functions/audit';
import contacts from '../../netlify/functions/contacts';
import subscribers from '../../netlify/functions/subscribers';
import { READ_PAGE_MAX } from '../../netlify/lib/admin';
import { resetRateLimits } from '../../netlify/lib/http';
import { saveRecord, saveUnique } from '../../netlify/lib/storage';
import { admin, request, useTempBlobs } from './helpers/blobs';
import { asSession, signedIn } from './helpers/staff-sessions';

type Entry = { actor: { name: string }; action: string; target: string; detail?: Record<string, unknown> };
const auditLog = async (): Promise<Entry[]> =>
  (await audit(request('/api/audit?limit=500', { method: 'GET', headers: admin }))).json();

describe('export restricted at the server', () => {
  useTempBlobs();
  beforeEach(() => resetRateLimits());
  beforeAll(async () => {
    for (let i = 0; i < 60; i++) await saveRecord('contacts', { email: `c${i}@example.com`, firstName: `C${i}` });
    await saveUnique('subscribers', 'sub@example.com', { email: 'sub@example.com', locale: 'en' });
  });

  it('refuses a viewer every page above 50 rows, and serves 50 by default', async () => {
    const { cookie } = await signedIn('viewer', 'Vera Viewer');
    for (const limit of [51, 500]) {
      const refused = await contacts(asSession(cookie, `/api/contacts?limit=${limit}`, { method: 'GET' }));
      expect(refused.status).toBe(403);
    }
    const page = await contacts(asSession(cookie, '/api/contacts', { method: 'GET' }));
    expect(page.status).toBe(200);
    expect(((await page.json()) as unknown[]).length).toBe(READ_PAGE_MAX);
    expect(page.headers.get('x-total-count')).toBe('60');
    expect(page.headers.get('link')).toMatch(/limit=50&cursor=/);
  });

  it('audits a manager’s large page as an export, and a search without its words', async () => {
    const { cookie } = await signedIn('manager', 'Mona Manager');
    const big = await contacts(asSession(cookie, '/api/contacts?limit=500', { method: 'GET' }));
    expect(((await big.json()) as unknown[]).length).toBe(60);
    const searched = await contacts(
      asSession(cookie, `/api/contacts?limit=50&search=${encodeURIComponent('victim@example.com')}`, {
        method: 'GET',
      }),
    );
    expect(searched.status).toBe(200);
    const log = (await auditLog()).filter((e) => e.actor.name === 'Mona Manager');
    expect(log.map((e) => e.action).sort()).toEqual(['export', 'list']);
    expect(log.find((e) => e.action === 'export')?.detail).toMatchObject({ rows: 60, limit: 500 });
    expect(log.find((e) => e.action === 'list')?.detail).toMatchObject({ searched: true });
    expect(JSON.stringify(await auditLog())).not.toContain('victim');
  });

  it('gives unsubscribe links to roles that may export, never to a viewer', async () => {
    const viewer = await signedIn('viewer');
    const seen = (await (
      await subscribers(asSession(viewer.cookie, '/api/subscribers', { method: 'GET' }))
    ).json()) as {
      email: string;
      unsubscribeUrl?: string;
    }[];
    expect(seen).toHaveLength(1);
    expect(seen[0]).not.toHaveProperty('unsubscribeUrl');
    const manager = await signedIn('manager');
    const full = (await (
      await subscribers(asSession(manager.cookie, '/api/subscribers', { method: 'GET' }))
    ).json()) as {
      unsubscribeUrl?: string;
    }[];
    expect(full[0].unsubscribeUrl).toMatch(/\/unsubscribe\?t=/);
  });
});
