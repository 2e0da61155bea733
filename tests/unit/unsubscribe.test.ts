import { afterEach, describe, expect, it } from 'vitest';
import subscribe from '../../netlify/functions/subscribe';
import subscribers from '../../netlify/functions/subscribers';
import unsubscribe from '../../netlify/functions/unsubscribe';
import { allRecords } from '../../netlify/lib/storage';
import { unsubscribeToken, unsubscribeUrl, verifyUnsubscribeToken } from '../../netlify/lib/unsubscribe';
import { NEWSLETTER_CONSENT, UNSUBSCRIBE_MESSAGES } from '~/data/newsletter';
import { emailFromToken } from '~/components/site/UnsubscribeConfirm';
import { admin, request, useTempBlobs } from './helpers/blobs';

let ipCount = 0;
const ip = () => `198.51.100.${++ipCount}`;
const post = (fn: (r: Request) => Promise<Response>, path: string, body: unknown) =>
  fn(request(path, { body, ip: ip() }));
const subscribed = async (email: string) => (await allRecords('subscribers')).filter((r) => r.email === email);

/** Flips one character of a base64url string (keeps it well-formed). */
const flip = (s: string, at: number) => s.slice(0, at) + (s[at] === 'A' ? 'B' : 'A') + s.slice(at + 1);

describe('unsubscribe tokens', () => {
  useTempBlobs();
  afterEach(() => {
    delete process.env.UNSUBSCRIBE_SECRET;
  });

  it('round-trips the normalized e-mail, and the browser reads the same address', () => {
    const token = unsubscribeToken(' Ana@Shop.CA ')!;
    expect(verifyUnsubscribeToken(token)).toBe('ana@shop.ca');
    expect(emailFromToken(token)).toBe('ana@shop.ca');
    expect(unsubscribeUrl('ana@shop.ca')).toBe(`https://www.boundless-ai.com/unsubscribe?t=${token}`);
  });

  it('refuses an altered e-mail, an altered signature, another secret and junk', () => {
    const token = unsubscribeToken('ana@shop.ca')!;
    const [payload, mac] = token.split('.');
    const otherEmail = Buffer.from('bob@shop.ca').toString('base64url');
    expect(verifyUnsubscribeToken(`${otherEmail}.${mac}`)).toBeNull();
    expect(verifyUnsubscribeToken(`${payload}.${flip(mac, 5)}`)).toBeNull();
    expect(verifyUnsubscribeToken(`${payload}.${mac.slice(0, -1)}`)).toBeNull();
    // The last character carries 4 unused bits: no other spelling of the same signature is accepted.
    const last = mac.at(-1)!;
    const twin = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
      .split('')
      .find((c) => c !== last && Buffer.from(mac.slice(0, -1) + c, 'base64url').equals(Buffer.from(mac, 'base64url')));
    expect(twin).toBeDefined();
    expect(verifyUnsubscribeToken(`${payload}.${mac.slice(0, -1)}${twin}`)).toBeNull();
    expect(verifyUnsubscribeToken(`${payload}.`)).toBeNull();
    expect(verifyUnsubscribeToken('')).toBeNull();
    expect(verifyUnsubscribeToken('not a token')).toBeNull();
    process.env.UNSUBSCRIBE_SECRET = 'a-different-secret';
    expect(verifyUnsubscribeToken(token)).toBeNull();
    expect(verifyUnsubscribeToken(unsubscribeToken('ana@shop.ca')!)).toBe('ana@shop.ca');
  });

  it('makes no links when neither UNSUBSCRIBE_SECRET nor ADMIN_TOKEN is set', () => {
    const adminToken = process.env.ADMIN_TOKEN;
    delete process.env.ADMIN_TOKEN;
    try {
      expect(unsubscribeToken('ana@shop.ca')).toBeNull();
      expect(unsubscribeUrl('ana@shop.ca')).toBeNull();
    } finally {
      process.env.ADMIN_TOKEN = adminToken;
    }
  });
});

describe('POST /api/subscribe records consent; POST /api/unsubscribe removes it', () => {
  useTempBlobs();

  it('stores the consent wording version and the time with the subscription', async () => {
    const before = Date.now();
    const res = await post(subscribe, '/api/subscribe', {
      email: 'consent@shop.ca',
      consentVersion: NEWSLETTER_CONSENT.version,
    });
    expect(res.status).toBe(201);
    const [record] = await subscribed('consent@shop.ca');
    expect(record.consentVersion).toBe(NEWSLETTER_CONSENT.version);
    expect(Date.parse(String(record.consentedAt))).toBeGreaterThanOrEqual(before - 1000);
  });

  it('refuses an unknown consent version with 422 and stores nothing', async () => {
    const res = await post(subscribe, '/api/subscribe', { email: 'unknown@shop.ca', consentVersion: '1999-01' });
    expect(res.status).toBe(422);
    expect((await res.json()).fields).toEqual({ consentVersion: 'Unknown consent wording' });
    expect(await subscribed('unknown@shop.ca')).toHaveLength(0);
  });

  it('a forged or altered token removes nothing and says the link is not valid', async () => {
    await post(subscribe, '/api/subscribe', { email: 'keep@shop.ca', consentVersion: NEWSLETTER_CONSENT.version });
    const real = unsubscribeToken('keep@shop.ca')!;
    const [payload, mac] = real.split('.');
    const forged = [
      `${Buffer.from('keep@shop.ca').toString('base64url')}.${'A'.repeat(43)}`,
      `${payload}.${flip(mac, 10)}`,
      `${Buffer.from('other@shop.ca').toString('base64url')}.${mac}`,
    ];
    for (const token of forged) {
      const res = await post(unsubscribe, '/api/unsubscribe', { token });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: UNSUBSCRIBE_MESSAGES.invalid });
    }
    expect(await subscribed('keep@shop.ca')).toHaveLength(1);
  });

  it('a valid token removes the subscription, says so, is harmless twice, and allows subscribing again', async () => {
    await post(subscribe, '/api/subscribe', { email: 'leave@shop.ca', consentVersion: NEWSLETTER_CONSENT.version });
    await post(subscribe, '/api/subscribe', { email: 'stay@shop.ca', consentVersion: NEWSLETTER_CONSENT.version });
    const token = unsubscribeToken('leave@shop.ca')!;
    const res = await post(unsubscribe, '/api/unsubscribe', { token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      message: UNSUBSCRIBE_MESSAGES.done('leave@shop.ca'),
      email: 'leave@shop.ca',
      removed: true,
    });
    expect(await subscribed('leave@shop.ca')).toHaveLength(0);
    expect(await subscribed('stay@shop.ca')).toHaveLength(1);

    const again = await post(unsubscribe, '/api/unsubscribe', { token });
    expect(again.status).toBe(200);
    expect((await again.json()).removed).toBe(false);

    const back = await post(subscribe, '/api/subscribe', { email: 'leave@shop.ca' });
    expect(back.status).toBe(201);
  });

  it.each([
    ['no token', {}, 422],
    ['a token that is not text', { token: 42 }, 422],
    ['an unknown field', { token: 'x', email: 'a@b.co' }, 422],
  ])('answers %s with a JSON 4xx', async (_name, body, status) => {
    const res = await post(unsubscribe, '/api/unsubscribe', body);
    expect(res.status).toBe(status);
    expect(await res.json()).toHaveProperty('error');
  });

  it('the staff subscriber list carries each personal link, and the link works', async () => {
    await post(subscribe, '/api/subscribe', { email: 'listed@shop.ca', consentVersion: NEWSLETTER_CONSENT.version });
    const res = await subscribers(request('/api/subscribers', { method: 'GET', headers: admin, ip: ip() }));
    const items = (await res.json()) as { email: string; unsubscribeUrl: string }[];
    const listed = items.find((r) => r.email === 'listed@shop.ca')!;
    const token = new URL(listed.unsubscribeUrl).searchParams.get('t')!;
    expect(verifyUnsubscribeToken(token)).toBe('listed@shop.ca');
    expect((await post(unsubscribe, '/api/unsubscribe', { token })).status).toBe(200);
    expect(await subscribed('listed@shop.ca')).toHaveLength(0);
  });
});
