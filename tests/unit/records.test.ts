import { getStore } from '@netlify/blobs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import records from '../../netlify/functions/records';
import contact from '../../netlify/functions/contact';
import partnerships from '../../netlify/functions/partnerships';
import subscribe from '../../netlify/functions/subscribe';
import { allRecords, entryKey, eraseByEmail, saveRecord } from '../../netlify/lib/storage';
import { admin, request, useTempBlobs, withBrokenBlobs } from './helpers/blobs';

const erase = (email: string, headers: Record<string, string> = admin, ip = '203.0.113.30') =>
  records(request(`/api/records?email=${encodeURIComponent(email)}`, { method: 'DELETE', headers, ip }));

const contactBody = (email: string) => ({ firstName: 'Ana', lastName: 'Silva', email, phone: '1', message: 'Hi' });
const partnerBody = (email: string) => ({
  company: 'C',
  firstName: 'A',
  lastName: 'B',
  email,
  phone: '1',
  partnershipType: 'lender',
  partnershipGoals: 'g',
});

describe('DELETE /api/records?email= (erase one person everywhere)', () => {
  useTempBlobs();

  beforeAll(async () => {
    let i = 0;
    const ip = () => `192.0.2.${++i}`;
    await contact(request('/api/contact', { body: contactBody('Ana@Bakery.ca'), ip: ip() }));
    await contact(request('/api/contact', { body: contactBody('ana@bakery.ca'), ip: ip() }));
    await contact(request('/api/contact', { body: contactBody('other@bakery.ca'), ip: ip() }));
    await partnerships(request('/api/partnerships', { body: partnerBody('ana@bakery.ca'), ip: ip() }));
    await subscribe(request('/api/subscribe', { body: { email: 'ana@bakery.ca' }, ip: ip() }));
    await subscribe(request('/api/subscribe', { body: { email: 'other@bakery.ca' }, ip: ip() }));
  });

  it('is staff-only: 401 without or with a wrong secret, and nothing is removed', async () => {
    expect((await erase('ana@bakery.ca', {})).status).toBe(401);
    expect((await erase('ana@bakery.ca', { authorization: 'Bearer nope' })).status).toBe(401);
    expect(await allRecords('contacts')).toHaveLength(3);
  });

  it('validates the e-mail', async () => {
    const res = await erase('not-an-email');
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: expect.any(String),
      fields: { email: 'Please enter a valid email address' },
    });
    expect((await records(request('/api/records', { method: 'DELETE', headers: admin }))).status).toBe(422);
  });

  it('removes every record of the address in every store, whatever its case, and reports the count', async () => {
    const res = await erase('  ANA@bakery.ca ');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      removed: 4,
      byStore: { contacts: 2, partnerships: 1, subscribers: 1, chats: 0, prequalifications: 0, accessibility: 0 },
    });
    expect((await allRecords('contacts')).map((r) => r.email)).toEqual(['other@bakery.ca']);
    expect(await allRecords('partnerships')).toEqual([]);
    expect((await allRecords('subscribers')).map((r) => r.email)).toEqual(['other@bakery.ca']);
    // The subscription can be made again (its uniqueness marker went too).
    const again = await subscribe(request('/api/subscribe', { body: { email: 'ana@bakery.ca' }, ip: '192.0.2.99' }));
    expect(again.status).toBe(201);
  });

  it('reports 0 for an address it does not know', async () => {
    expect(await (await erase('nobody@nowhere.co')).json()).toEqual({
      removed: 0,
      byStore: { contacts: 0, partnerships: 0, subscribers: 0, chats: 0, prequalifications: 0, accessibility: 0 },
    });
  });

  it('does not count a marker whose record is gone (a write that failed half-way)', async () => {
    const kept = await saveRecord('contacts', contactBody('half@x.co'));
    const lost = await saveRecord('contacts', contactBody('half@x.co'));
    await getStore({ name: 'contacts', consistency: 'strong' }).delete(entryKey('rec', lost.id));
    expect(await eraseByEmail('half@x.co')).toMatchObject({ removed: 1, byStore: { contacts: 1 } });
    expect((await allRecords('contacts')).some((r) => r.id === kept.id)).toBe(false);
    expect((await eraseByEmail('half@x.co')).removed).toBe(0);
  });

  it('follows pointers that name a record id, and older ones that name its whole key', async () => {
    const s = getStore({ name: 'contacts', consistency: 'strong' });
    const fresh = await saveRecord('contacts', contactBody('both@x.co'));
    const pointers = await s.list({ prefix: 'by-email/' });
    const own = pointers.blobs.map((b) => b.key).filter((k) => k.endsWith(`/${fresh.id}`));
    expect(own).toHaveLength(1);
    expect(own[0].split('/')).toHaveLength(5);
    // A record stored with a pointer of the earlier form: by-email/…/<hash>/rec/YYYY/MM/DD/<id>.
    const older = await saveRecord('contacts', contactBody('someone-else@x.co'));
    const olderKey = entryKey('rec', older.id);
    await s.setJSON(olderKey, { ...older, email: 'both@x.co' });
    await s.set(own[0].replace(fresh.id, olderKey), '');
    expect(await eraseByEmail('both@x.co')).toMatchObject({ removed: 2, byStore: { contacts: 2 } });
    const left = (await allRecords('contacts')).map((r) => r.id);
    expect(left).not.toContain(fresh.id);
    expect(left).not.toContain(older.id);
    expect((await s.list({ prefix: own[0].slice(0, own[0].lastIndexOf('/') + 1) })).blobs).toEqual([]);
  });

  it('answers 503 when storage is unreachable', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await withBrokenBlobs(() => erase('ana@bakery.ca'));
    expect(res.status).toBe(503);
    log.mockRestore();
  });

  it('answers 405 to other methods', async () => {
    const res = await records(request('/api/records?email=a@b.co', { method: 'PUT', headers: admin }));
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, DELETE');
  });
});
