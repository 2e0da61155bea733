import { afterEach, describe, expect, it } from 'vitest';
import subscribe from '../../netlify/functions/subscribe';
import subscribers from '../../netlify/functions/subscribers';
import unsubscribe from '../../netlify/functions/unsubscribe';
import { allRecords } from '../../netlify/lib/storage';
import {
  UNSUBSCRIBE_TTL_MS,
  unsubscribeToken,
  unsubscribeUrl,
  verifyUnsubscribeToken,
} from '../../netlify/lib/unsubscribe';
import { NEWSLETTER_CONSENT } from '~/data/newsletter';
import { en } from '~/i18n/en';
import { isUnsubscribeToken } from '~/components/site/UnsubscribeConfirm';
import { admin, request, useTempBlobs } from './helpers/blobs';

let ipCount = 0;
const ip = () => `198.51.100.${++ipCount}`;
const post = (fn: (r: Request) => Promise<Response>, path: string, body: unknown) =>
  fn(request(path, { body, ip: ip() }));
const subscribed = async (email: string) => (await allRecords('subscribers')).filter((r) => r.email === email);
/** The token of an address's subscription record. */
const tokenOf = async (email: string) => unsubscribeToken((await subscribed(email))[0].id)!;

/** Flips one character of a base64url string (keeps it well-formed). */
const flip = (s: string, at: number) => s.slice(0, at) + (s[at] === 'A' ? 'B' : 'A') + s.slice(at + 1);

const ID = '001795453619616-77e4ecb90bc25098';

describe('unsubscribe tokens', () => {
  useTempBlobs();
  afterEach(() => {
    delete process.env.UNSUBSCRIBE_SECRET;
    delete process.env.UNSUBSCRIBE_SECRET_PREVIOUS;
  });

  it('names the subscription record, never the address, and the browser knows its shape', () => {
    const token = unsubscribeToken(ID)!;
    expect(token.startsWith(`${ID}.`)).toBe(true);
    expect(token).not.toContain('@');
    expect(verifyUnsubscribeToken(token)).toBe(ID);
    expect(isUnsubscribeToken(token)).toBe(true);
    expect(isUnsubscribeToken(`${Buffer.from('ana@shop.ca').toString('base64url')}.${'A'.repeat(43)}`)).toBe(false);
    expect(unsubscribeUrl(ID)).toBe(`https://www.boundless-ai.com/unsubscribe?t=${token}`);
  });

  it('expires after 90 days', () => {
    const made = Date.now();
    const token = unsubscribeToken(ID, made)!;
    expect(verifyUnsubscribeToken(token, made + UNSUBSCRIBE_TTL_MS - 60_000)).toBe(ID);
    expect(verifyUnsubscribeToken(token, made + UNSUBSCRIBE_TTL_MS + 24 * 60 * 60_000)).toBeNull();
    expect(UNSUBSCRIBE_TTL_MS).toBeGreaterThanOrEqual(60 * 24 * 60 * 60_000);
  });

  it('survives a rotation with the previous secret, and only with it', () => {
    process.env.UNSUBSCRIBE_SECRET = 'first-unsubscribe-secret';
    const sent = unsubscribeToken(ID)!;
    process.env.UNSUBSCRIBE_SECRET = 'second-unsubscribe-secret';
    expect(verifyUnsubscribeToken(sent)).toBeNull();
    process.env.UNSUBSCRIBE_SECRET_PREVIOUS = 'first-unsubscribe-secret';
    expect(verifyUnsubscribeToken(sent)).toBe(ID);
    // New links are signed with the current secret.
    delete process.env.UNSUBSCRIBE_SECRET_PREVIOUS;
    expect(verifyUnsubscribeToken(unsubscribeToken(ID)!)).toBe(ID);
  });

  it('refuses an altered id, expiry or signature, another secret and junk', () => {
    const token = unsubscribeToken(ID)!;
    const [id, expires, mac] = token.split('.');
    const otherId = '001795453619617-77e4ecb90bc25098';
    expect(verifyUnsubscribeToken(`${otherId}.${expires}.${mac}`)).toBeNull();
    expect(verifyUnsubscribeToken(`${id}.${(parseInt(expires, 36) + 86_400).toString(36)}.${mac}`)).toBeNull();
    expect(verifyUnsubscribeToken(`${id}.${expires}.${flip(mac, 5)}`)).toBeNull();
    expect(verifyUnsubscribeToken(`${id}.${expires}.${mac.slice(0, -1)}`)).toBeNull();
    // The last character carries 4 unused bits: no other spelling of the same signature is accepted.
    const last = mac.at(-1)!;
    const twin = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
      .split('')
      .find((c) => c !== last && Buffer.from(mac.slice(0, -1) + c, 'base64url').equals(Buffer.from(mac, 'base64url')));
    expect(twin).toBeDefined();
    expect(verifyUnsubscribeToken(`${id}.${expires}.${mac.slice(0, -1)}${twin}`)).toBeNull();
    expect(verifyUnsubscribeToken('')).toBeNull();
    expect(verifyUnsubscribeToken('not a token')).toBeNull();
    process.env.UNSUBSCRIBE_SECRET = 'a-different-secret';
    expect(verifyUnsubscribeToken(token)).toBeNull();
  });

  it('makes no links when neither UNSUBSCRIBE_SECRET nor ADMIN_TOKEN is set', () => {
    const adminToken = process.env.ADMIN_TOKEN;
    delete process.env.ADMIN_TOKEN;
    try {
      expect(unsubscribeToken(ID)).toBeNull();
      expect(unsubscribeUrl(ID)).toBeNull();
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
    const real = await tokenOf('keep@shop.ca');
    const [id, expires, mac] = real.split('.');
    const forged = [
      // The old shape: the address and a signature.
      `${Buffer.from('keep@shop.ca').toString('base64url')}.${'A'.repeat(43)}`,
      `${id}.${expires}.${flip(mac, 10)}`,
      `${id}.${expires}.${'A'.repeat(43)}`,
      // Expired a second ago, validly signed.
      unsubscribeToken(id, Date.now() - UNSUBSCRIBE_TTL_MS - 24 * 60 * 60_000)!,
    ];
    for (const token of forged) {
      const res = await post(unsubscribe, '/api/unsubscribe', { token });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: en.site.unsubscribe.confirm.invalid });
    }
    expect(await subscribed('keep@shop.ca')).toHaveLength(1);
  });

  it('a valid token removes the subscription, says so, is harmless twice, and allows subscribing again', async () => {
    await post(subscribe, '/api/subscribe', { email: 'leave@shop.ca', consentVersion: NEWSLETTER_CONSENT.version });
    await post(subscribe, '/api/subscribe', { email: 'stay@shop.ca', consentVersion: NEWSLETTER_CONSENT.version });
    const token = await tokenOf('leave@shop.ca');
    const res = await post(unsubscribe, '/api/unsubscribe', { token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      message: 'Done: leave@shop.ca is unsubscribed and will not receive the Boundless AI newsletter any more.',
      email: 'leave@shop.ca',
      removed: true,
    });
    expect(await subscribed('leave@shop.ca')).toHaveLength(0);
    expect(await subscribed('stay@shop.ca')).toHaveLength(1);

    const again = await post(unsubscribe, '/api/unsubscribe', { token });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ message: en.site.unsubscribe.confirm.gone, removed: false });

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
    expect(verifyUnsubscribeToken(token)).toBe((await subscribed('listed@shop.ca'))[0].id);
    expect((await post(unsubscribe, '/api/unsubscribe', { token })).status).toBe(200);
    expect(await subscribed('listed@shop.ca')).toHaveLength(0);
  });
});
