import { describe, expect, it, vi } from 'vitest';
import contact from '../../netlify/functions/contact';
import { allRecords } from '../../netlify/lib/storage';
import { request, useTempBlobs, withBrokenBlobs } from './helpers/blobs';

const valid = {
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'ana@bakery.ca',
  phone: '+1 416 555 0100',
  company: 'Silva Bakery',
  message: 'Inquiry Type: funding\n\nWe need a $50K line of credit.',
};

let ipCounter = 0;
/** A fresh address per request, so the per-address rate limit stays out of tests that are not about it. */
const nextIp = () => `192.0.2.${(ipCounter++ % 250) + 1}`;
const post = (init: Parameters<typeof request>[1]) => contact(request('/api/contact', { ip: nextIp(), ...init }));
const count = async () => (await allRecords('contacts')).length;

describe('POST /api/contact', () => {
  useTempBlobs();

  it('stores one trimmed record with a server-made id and submittedAt, and answers 201 { id }', async () => {
    const before = Date.now();
    const res = await post({ body: { ...valid, firstName: '  Ana  ' } });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    expect(id).toMatch(/^[0-9]{15}-[0-9a-f]{16}$/);
    const [stored] = await allRecords('contacts');
    expect(stored).toEqual({ ...valid, id, submittedAt: expect.any(String) });
    expect(Date.parse(stored.submittedAt)).toBeGreaterThanOrEqual(before - 5);
  });

  it('stores company as empty when it is left out', async () => {
    const { company: _, ...noCompany } = valid;
    const res = await post({ body: noCompany });
    const { id } = await res.json();
    expect((await allRecords('contacts')).find((r) => r.id === id)).toMatchObject({ company: '' });
  });

  it.each([
    ['firstName', '', 'Please fill in this field'],
    ['lastName', '  ', 'Please fill in this field'],
    ['email', '', 'Please fill in this field'],
    ['email', 'ana@bakery', 'Please enter a valid email address'],
    ['phone', '', 'Please fill in this field'],
    ['message', '', 'Please fill in this field'],
    ['firstName', 'x'.repeat(101), 'Please use at most 100 characters'],
    ['email', `${'a'.repeat(250)}@x.co`, 'Please use at most 254 characters'],
    ['phone', '1'.repeat(41), 'Please use at most 40 characters'],
    ['company', 'x'.repeat(201), 'Please use at most 200 characters'],
    ['message', 'x'.repeat(5001), 'Please use at most 5,000 characters'],
    ['lastName', 'Sil\u0000va', 'Please remove unsupported characters'],
    ['message', 'esc \u001b[31m', 'Please remove unsupported characters'],
    ['phone', 4165550100, 'Please enter text'],
    ['isAdmin', true, 'Unknown field'],
  ])('rejects %s = %j with 422 and its message, storing nothing', async (field, value, message) => {
    const before = await count();
    const res = await post({ body: { ...valid, [field]: value } });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: expect.any(String), fields: { [field]: message } });
    expect(await count()).toBe(before);
  });

  it.each([
    ['malformed JSON', { raw: '{"firstName":' }, 400],
    ['a JSON array', { raw: '[]' }, 400],
    ['JSON null', { raw: 'null' }, 400],
    ['invalid UTF-8', { raw: undefined, bytes: true }, 400],
    ['a wrong content type', { raw: 'firstName=Ana', headers: { 'content-type': 'text/plain' } }, 415],
    ['no content type', { raw: JSON.stringify(valid), headers: { 'content-type': '' } }, 415],
    ['a body over 32 KB', { raw: JSON.stringify({ ...valid, message: 'x'.repeat(33_000) }) }, 413],
  ])('rejects %s with a JSON %i and stores nothing', async (_name, init, status) => {
    const before = await count();
    const req =
      'bytes' in init
        ? new Request('http://localhost/api/contact', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-nf-client-connection-ip': nextIp() },
            body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
          })
        : request('/api/contact', { ip: nextIp(), ...init });
    const res = await contact(req);
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect((await res.json()).error).toEqual(expect.any(String));
    expect(await count()).toBe(before);
  });

  it('answers 405 to other methods', async () => {
    const res = await contact(request('/api/contact', { method: 'GET' }));
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });

  it('answers a filled honeypot like a success and stores nothing, even when the rest is junk', async () => {
    const before = await count();
    for (const body of [
      { ...valid, website: 'http://spam.example' },
      { website: 'x', firstName: 12 },
    ]) {
      const res = await post({ body });
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual({ id: expect.any(String) });
    }
    expect(await count()).toBe(before);
  });

  it('rate-limits one address: the sixth message within a minute gets 429 with Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await contact(request('/api/contact', { body: valid, ip: '198.51.100.77' }));
      statuses.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        expect((await res.json()).error).toMatch(/Too many requests/);
      }
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    // Another address is not affected.
    expect((await post({ body: valid })).status).toBe(201);
  });

  it('answers 503 with a JSON error (and logs) when storage is unreachable', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await withBrokenBlobs(() => post({ body: valid }));
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect((await res.json()).error).toMatch(/temporarily unavailable/);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('keeps every one of 200 concurrent submissions', async () => {
    const before = await count();
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        contact(
          request('/api/contact', {
            body: { ...valid, message: `Message ${i}` },
            ip: `10.0.${Math.floor(i / 200)}.${i % 250}`,
          }),
        ),
      ),
    );
    expect(responses.map((r) => r.status).every((s) => s === 201)).toBe(true);
    const ids = new Set(await Promise.all(responses.map(async (r) => (await r.json()).id)));
    expect(ids.size).toBe(200);
    const stored = await allRecords('contacts');
    expect(stored.length).toBe(before + 200);
    const messages = new Set(stored.map((r) => r.message));
    for (let i = 0; i < 200; i++) expect(messages.has(`Message ${i}`)).toBe(true);
  });
});
