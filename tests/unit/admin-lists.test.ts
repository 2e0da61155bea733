import { beforeAll, describe, expect, it } from 'vitest';
import contacts from '../../netlify/functions/contacts';
import partnershipsList from '../../netlify/functions/partnerships-list';
import subscribers from '../../netlify/functions/subscribers';
import { saveRecord, type StoredRecord } from '../../netlify/lib/storage';
import { ADMIN_TOKEN, admin, request, useTempBlobs } from './helpers/blobs';

const get = (
  fn: (req: Request) => Promise<Response>,
  path: string,
  headers: Record<string, string> = admin,
  ip = '203.0.113.10',
) => fn(request(path, { method: 'GET', headers, ip }));

const nextLink = (res: Response) => res.headers.get('link')?.match(/^<([^>]+)>; rel="next"$/)?.[1];

describe('admin lists: GET /api/contacts, /api/partnerships, /api/subscribers', () => {
  useTempBlobs();
  const saved: StoredRecord[] = [];

  beforeAll(async () => {
    // Sequential, so each record has a later time key than the one before.
    for (let i = 0; i < 7; i++) {
      saved.push(
        await saveRecord('contacts', {
          firstName: `P${i}`,
          lastName: 'Test',
          email: `p${i}@x.co`,
          phone: '1',
          company: '',
          message: 'm',
        }),
      );
      await new Promise((r) => setTimeout(r, 2));
    }
    await saveRecord('partnerships', { company: 'C', email: 'c@x.co' });
    await saveRecord('subscribers', { email: 's@x.co' });
  });

  it.each([
    ['no Authorization header', {}],
    ['a wrong secret', { authorization: 'Bearer not-the-secret' }],
    ['the secret without the Bearer scheme', { authorization: ADMIN_TOKEN }],
    ['a Basic header', { authorization: `Basic ${btoa(`admin:${ADMIN_TOKEN}`)}` }],
  ])('answers 401 JSON to %s', async (_name, headers) => {
    for (const [fn, path] of [
      [contacts, '/api/contacts'],
      [partnershipsList, '/api/partnerships'],
      [subscribers, '/api/subscribers'],
    ] as const) {
      const res = await get(fn, path, headers, '203.0.113.20');
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      expect(await res.json()).toEqual({ error: 'Unauthorized' });
    }
  });

  it('refuses every request when no ADMIN_TOKEN is configured', async () => {
    const saved = process.env.ADMIN_TOKEN;
    try {
      process.env.ADMIN_TOKEN = '';
      expect((await get(contacts, '/api/contacts', { authorization: 'Bearer ' }, '203.0.113.21')).status).toBe(401);
      delete process.env.ADMIN_TOKEN;
      expect((await get(contacts, '/api/contacts', { authorization: 'Bearer undefined' }, '203.0.113.21')).status).toBe(
        401,
      );
    } finally {
      process.env.ADMIN_TOKEN = saved;
    }
  });

  it('answers the right secret with an array, newest first, and the total in X-Total-Count', async () => {
    const res = await get(contacts, '/api/contacts');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('7');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('link')).toBeNull();
    const body = await res.json();
    expect(Array.isArray(body)).toBe(true);
    expect(body.map((r: StoredRecord) => r.firstName)).toEqual(['P6', 'P5', 'P4', 'P3', 'P2', 'P1', 'P0']);
    expect(body[0]).toEqual(saved[6]);
    // The key's time and submittedAt are one reading: key order is submittedAt order.
    for (const r of body) expect(Number(r.id.split('-')[0])).toBe(Date.parse(r.submittedAt));
  });

  it('pages with ?limit= and the cursor of the Link header until the end', async () => {
    const names: string[] = [];
    let path: string | undefined = '/api/contacts?limit=3';
    const links: string[] = [];
    while (path) {
      const res = await get(contacts, path);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-total-count')).toBe('7');
      names.push(...(await res.json()).map((r: StoredRecord) => r.firstName));
      path = nextLink(res);
      if (path) links.push(path);
    }
    expect(names).toEqual(['P6', 'P5', 'P4', 'P3', 'P2', 'P1', 'P0']);
    expect(links).toHaveLength(2);
    expect(links[0]).toMatch(/^\/api\/contacts\?limit=3&cursor=\d{15}-[0-9a-f]{16}$/);
  });

  it.each(['0', '501', 'abc', '2.5'])('rejects ?limit=%s with 400', async (limit) => {
    const res = await get(contacts, `/api/contacts?limit=${limit}`);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(/limit/);
  });

  it('rejects a malformed cursor with 400 and an unknown one with an empty page', async () => {
    for (const cursor of ['../../etc', '0', 'rec/2026/01/01/000000000000000-0000000000000000']) {
      expect((await get(contacts, `/api/contacts?cursor=${encodeURIComponent(cursor)}`)).status).toBe(400);
    }
    // A well-formed cursor older than every record: nothing left.
    const res = await get(contacts, '/api/contacts?cursor=000000000000000-0000000000000000');
    expect(await res.json()).toEqual([]);
    expect(res.headers.get('x-total-count')).toBe('7');
  });

  it('lists partnerships and subscribers with the same contract', async () => {
    const p = await get(partnershipsList, '/api/partnerships');
    expect(p.headers.get('x-total-count')).toBe('1');
    expect(await p.json()).toEqual([
      expect.objectContaining({ company: 'C', id: expect.any(String), submittedAt: expect.any(String) }),
    ]);
    const s = await get(subscribers, '/api/subscribers');
    expect(await s.json()).toEqual([expect.objectContaining({ email: 's@x.co' })]);
  });

  it('answers 405 to a POST on a list function', async () => {
    const res = await partnershipsList(request('/api/partnerships', { body: {}, headers: admin }));
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
  });

  it('slows down a guesser: after 20 wrong secrets from one address even the right one waits (429)', async () => {
    const ip = '198.51.100.200';
    for (let i = 0; i < 20; i++) {
      expect((await get(contacts, '/api/contacts', { authorization: `Bearer guess-${i}` }, ip)).status).toBe(401);
    }
    const locked = await get(contacts, '/api/contacts', admin, ip);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await get(contacts, '/api/contacts', admin, '198.51.100.201')).status).toBe(200);
  });
});
