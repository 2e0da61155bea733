import { describe, expect, it } from 'vitest';
import subscribe from '../../netlify/functions/subscribe';
import { allRecords } from '../../netlify/lib/storage';
import { validation } from '~/i18n/en/validation';
import { fieldErrors, subscribeSchema } from '~/lib/schemas';
import { request, useTempBlobs } from './helpers/blobs';

describe('subscribe schema (shared by the footer form and the function)', () => {
  it('trims and accepts a simple e-mail', () => {
    expect(subscribeSchema.parse({ email: '  ana@shop.ca ' })).toEqual({ email: 'ana@shop.ca' });
  });
  it.each([
    ['', 'Please enter your email'],
    ['   ', 'Please enter your email'],
    ['ana', 'Please enter a valid email address'],
    ['ana@shop', 'Please enter a valid email address'],
    ['a na@shop.ca', 'Please enter a valid email address'],
  ])('rejects %j with %s', (email, message) => {
    const result = subscribeSchema.safeParse({ email });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!, validation).email).toBe(message);
  });
});

describe('POST /api/subscribe', () => {
  useTempBlobs();

  it('stores a valid subscriber once and is idempotent for a repeat', async () => {
    const first = await subscribe(request('/api/subscribe', { body: { email: 'Owner@Bakery.ca' } }));
    expect(first.status).toBe(201);
    expect(first.headers.get('content-type')).toContain('application/json');
    const again = await subscribe(request('/api/subscribe', { body: { email: ' owner@bakery.ca ' } }));
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ message: 'Already subscribed' });
    const stored = await allRecords('subscribers');
    expect(stored.filter((r) => r.email === 'owner@bakery.ca')).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      email: 'owner@bakery.ca',
      id: expect.any(String),
      submittedAt: expect.any(String),
    });
  });

  it('answers 422 with the field message for an invalid e-mail and stores nothing', async () => {
    const before = (await allRecords('subscribers')).length;
    const res = await subscribe(request('/api/subscribe', { body: { email: 'not-an-email' } }));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: expect.any(String),
      fields: { email: 'Please enter a valid email address' },
    });
    expect((await allRecords('subscribers')).length).toBe(before);
  });

  it.each([
    ['malformed JSON', { raw: '{"email":' }, 400],
    ['a JSON array', { raw: '["a@b.co"]' }, 400],
    [
      'a wrong content type',
      { raw: 'email=a@b.co', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      415,
    ],
    ['an oversized body', { raw: JSON.stringify({ email: 'a@b.co', pad: 'x'.repeat(40_000) }) }, 413],
    ['an unknown field', { body: { email: 'x@y.co', admin: true } }, 422],
    ['a wrong type', { body: { email: 42 } }, 422],
  ])('rejects %s with a JSON 4xx', async (_name, init, status) => {
    const before = (await allRecords('subscribers')).length;
    const res = await subscribe(request('/api/subscribe', init));
    expect(res.status).toBe(status);
    expect((await res.json()).error).toEqual(expect.any(String));
    expect((await allRecords('subscribers')).length).toBe(before);
  });

  it('answers 405 for a wrong method', async () => {
    const res = await subscribe(request('/api/subscribe', { method: 'GET' }));
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(await res.json()).toEqual({ error: 'Method GET not allowed' });
  });

  it('answers success to a filled honeypot and stores nothing', async () => {
    const before = (await allRecords('subscribers')).length;
    const res = await subscribe(request('/api/subscribe', { body: { email: 'bot@spam.co', website: 'http://spam' } }));
    expect(res.status).toBe(201);
    expect((await allRecords('subscribers')).length).toBe(before);
  });

  it('answers success to a bot that fills the honeypot with a bad e-mail, and stores nothing', async () => {
    const before = (await allRecords('subscribers')).length;
    const res = await subscribe(
      request('/api/subscribe', { body: { email: 'not-an-email', website: 'http://spam' }, ip: '203.0.113.99' }),
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: 'Subscribed' });
    expect((await allRecords('subscribers')).length).toBe(before);
  });

  it('rate-limits one address with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await subscribe(request('/api/subscribe', { body: { email: `burst${i}@x.co` }, ip: '198.51.100.9' }));
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
