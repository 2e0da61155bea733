/**
 * Personal unsubscribe links: /unsubscribe?t=<subscriberId>.<expires>.<signature>. The token names the
 * subscription record (its time key, never the address), when the link stops working (base-36 seconds), and an
 * HMAC-SHA256 of both under the unsubscribe secret. Links are valid 90 days (to the end of that UTC day), more than the 60 days Canada's
 * anti-spam law asks an unsubscribe mechanism to keep working after a message is sent; every e-mail and export
 * carries a fresh one. A token signed with the previous secret (UNSUBSCRIBE_SECRET_PREVIOUS) still works, so a
 * rotation does not break the links already sent. Signatures are compared in constant time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { serverSettings, siteConfig } from '~/config';
import type { Locale } from '~/i18n/locales';

const PURPOSE = 'newsletter-unsubscribe:v2';
/** How long a link works after it was made. */
export const UNSUBSCRIBE_TTL_MS = 90 * 24 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
const TOKEN = /^(\d{15}-[0-9a-f]{16})\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{43})$/;

const derived = (adminToken: string) => createHmac('sha256', adminToken).update(`derive:${PURPOSE}`).digest();

/** The signing keys, current first: UNSUBSCRIBE_SECRET (else one derived from ADMIN_TOKEN), then the previous. */
function signingKeys(): Buffer[] {
  const { unsubscribeSecret, unsubscribeSecretPrevious, adminToken } = serverSettings();
  const keys: Buffer[] = [];
  if (unsubscribeSecret) keys.push(Buffer.from(unsubscribeSecret, 'utf8'));
  else if (adminToken) keys.push(derived(adminToken));
  if (unsubscribeSecretPrevious) keys.push(Buffer.from(unsubscribeSecretPrevious, 'utf8'));
  return keys;
}

const signature = (key: Buffer, id: string, expires: string) =>
  createHmac('sha256', key).update(`${PURPOSE}:${id}:${expires}`).digest();

/** The token for one subscription record, or null when no secret is configured. */
export function unsubscribeToken(subscriberId: string, now = Date.now()): string | null {
  const [key] = signingKeys();
  if (!key) return null;
  // Rounded up to the end of a UTC day, so the links made for one subscriber on one day are the same link.
  const expires = (Math.ceil((now + UNSUBSCRIBE_TTL_MS) / DAY_MS) * (DAY_MS / 1000)).toString(36);
  return `${subscriberId}.${expires}.${signature(key, subscriberId, expires).toString('base64url')}`;
}

/**
 * The absolute personal link (for e-mails and the staff export), or null when no secret is configured. It opens
 * the unsubscribe page in the subscriber's language (/fr/unsubscribe for a French subscriber).
 */
export function unsubscribeUrl(subscriberId: string, locale: Locale = 'en', now = Date.now()): string | null {
  const token = unsubscribeToken(subscriberId, now);
  return token ? `${siteConfig.siteUrl}${locale === 'fr' ? '/fr' : ''}/unsubscribe?t=${token}` : null;
}

/** The subscription record a token names, when its signature is genuine and it has not expired; null otherwise. */
export function verifyUnsubscribeToken(token: string, now = Date.now()): string | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, id, expires, mac] = match;
  if (parseInt(expires, 36) * 1000 < now) return null;
  const given = Buffer.from(mac, 'base64url');
  // Base64url has more than one spelling of some byte strings: only the canonical one is accepted.
  if (given.toString('base64url') !== mac) return null;
  const genuine = signingKeys().some((key) => {
    const expected = signature(key, id, expires);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return genuine ? id : null;
}
