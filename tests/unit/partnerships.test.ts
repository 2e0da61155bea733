import { describe, expect, it, vi } from 'vitest';
import partnerships from '../../netlify/functions/partnerships';
import { allRecords } from '../../netlify/lib/storage';
import { request, useTempBlobs, withBrokenBlobs } from './helpers/blobs';
import { partnershipVisible } from './helpers/lead-fixtures';

const visible = partnershipVisible;
/** What the lenders page sends: the 12 fields with its defaults. */
const full = {
  ...visible,
  jobTitle: 'Not specified',
  businessDescription: 'Lending partnership inquiry',
  fundingRange: 'Not specified',
  clientVolume: 'Not specified',
  consent: true,
};

let n = 0;
const post = (body: unknown) => partnerships(request('/api/partnerships', { body, ip: `192.0.2.${(n++ % 250) + 1}` }));
const count = async () => (await allRecords('partnerships')).length;

describe('POST /api/partnerships', () => {
  useTempBlobs();

  it('stores the 12 fields with id and submittedAt and answers 201 { id }', async () => {
    const res = await post(full);
    expect(res.status).toBe(201);
    const { id } = await res.json();
    expect((await allRecords('partnerships')).find((r) => r.id === id)).toEqual({
      ...full,
      id,
      submittedAt: expect.any(String),
      // The evidence of the box's state: which wording, when, in which language.
      consentEvidence: { given: true, wording: 'partnerships/2026-11/en', at: expect.any(String), locale: 'en' },
    });
  });

  it("applies the defaults when fields are empty or missing: 'Not specified' and the type's description", async () => {
    const res = await post({ ...visible, partnershipType: 'api', jobTitle: '', fundingRange: '   ' });
    const { id } = await res.json();
    expect((await allRecords('partnerships')).find((r) => r.id === id)).toMatchObject({
      jobTitle: 'Not specified',
      fundingRange: 'Not specified',
      clientVolume: 'Not specified',
      businessDescription: 'API integration partnership inquiry',
      consent: false,
    });
  });

  it.each([
    ['company', '', 'Please fill in this field'],
    ['firstName', ' ', 'Please fill in this field'],
    ['lastName', '', 'Please fill in this field'],
    ['email', '', 'Please fill in this field'],
    ['email', 'sam@northwind', 'Please enter a valid email address'],
    ['phone', '', 'Please fill in this field'],
    ['partnershipGoals', '', 'Please fill in this field'],
    ['partnershipType', '', 'Please select a partnership type'],
    ['partnershipType', 'investor', 'Please select a partnership type'],
    ['company', 'x'.repeat(201), 'Please use at most 200 characters'],
    ['partnershipGoals', 'x'.repeat(5001), 'Please use at most 5,000 characters'],
    ['jobTitle', 'CFO\u0000', 'Please remove unsupported characters'],
    ['consent', 'yes', 'Please answer yes or no'],
    ['referrer', 'x', 'Unknown field'],
  ])('rejects %s = %j with 422 and stores nothing', async (field, value, message) => {
    const before = await count();
    const res = await post({ ...full, [field]: value });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: expect.any(String), fields: { [field]: message } });
    expect(await count()).toBe(before);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const before = await count();
    const res = await post({ ...full, website: 'https://spam.example' });
    expect(res.status).toBe(201);
    expect(await count()).toBe(before);
  });

  it('rejects a wrong content type, malformed JSON and oversized bodies', async () => {
    const base = { ip: '203.0.113.50' };
    expect((await partnerships(request('/api/partnerships', { ...base, raw: '{', headers: {} }))).status).toBe(400);
    expect(
      (
        await partnerships(
          request('/api/partnerships', { ...base, raw: 'a=b', headers: { 'content-type': 'text/plain' } }),
        )
      ).status,
    ).toBe(415);
    expect(
      (
        await partnerships(
          request('/api/partnerships', {
            ip: '203.0.113.51',
            raw: JSON.stringify({ ...full, partnershipGoals: 'x'.repeat(40_000) }),
          }),
        )
      ).status,
    ).toBe(413);
  });

  it('rate-limits one address with 429 and Retry-After', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await partnerships(request('/api/partnerships', { body: full, ip: '198.51.100.88' }))).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('answers 503 when storage is unreachable', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await withBrokenBlobs(() => post(full));
    expect(res.status).toBe(503);
    expect((await res.json()).error).toEqual(expect.any(String));
    spy.mockRestore();
  });

  it('keeps every one of 200 concurrent inquiries', async () => {
    const before = await count();
    const responses = await Promise.all(Array.from({ length: 200 }, (_, i) => post({ ...full, company: `Firm ${i}` })));
    expect(responses.every((r) => r.status === 201)).toBe(true);
    expect(await count()).toBe(before + 200);
  });
});
