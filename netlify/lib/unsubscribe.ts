/**
 * Personal unsubscribe links: /unsubscribe?t=<token>, where the token is the subscriber's e-mail (base64url)
 * and an HMAC-SHA256 of it under the unsubscribe secret. Only the server can make one; any change to the
 * e-mail or the signature makes it invalid. Signatures are compared in constant time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { serverSettings, siteConfig } from '~/config';
import type { Locale } from '~/i18n/locales';

const PURPOSE = 'newsletter-unsubscribe:v1';

/** The signing key: UNSUBSCRIBE_SECRET, else one derived from ADMIN_TOKEN; null when neither is set. */
function signingKey(): Buffer | null {
  const { unsubscribeSecret, adminToken } = serverSettings();
  if (unsubscribeSecret) return Buffer.from(unsubscribeSecret, 'utf8');
  if (adminToken) return createHmac('sha256', adminToken).update(`derive:${PURPOSE}`).digest();
  return null;
}

const normalize = (email: string) => email.trim().toLowerCase();

function signature(key: Buffer, email: string): Buffer {
  return createHmac('sha256', key)
    .update(`${PURPOSE}:${normalize(email)}`)
    .digest();
}

/** The token for one subscriber, or null when no secret is configured. */
export function unsubscribeToken(email: string): string | null {
  const key = signingKey();
  if (!key) return null;
  return `${Buffer.from(normalize(email), 'utf8').toString('base64url')}.${signature(key, email).toString('base64url')}`;
}

/**
 * The absolute personal link (for the admin export and e-mails), or null when no secret is configured. It opens
 * the unsubscribe page in the subscriber's language (/fr/unsubscribe for a French subscriber).
 */
export function unsubscribeUrl(email: string, locale: Locale = 'en'): string | null {
  const token = unsubscribeToken(email);
  return token ? `${siteConfig.siteUrl}${locale === 'fr' ? '/fr' : ''}/unsubscribe?t=${token}` : null;
}

/** The e-mail a token was made for, when its signature is genuine; null for anything forged or altered. */
export function verifyUnsubscribeToken(token: string): string | null {
  const key = signingKey();
  const match = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!key || !match) return null;
  const email = Buffer.from(match[1], 'base64url').toString('utf8');
  // Base64url has more than one spelling of some byte strings: only the canonical one is accepted.
  if (Buffer.from(email, 'utf8').toString('base64url') !== match[1] || email !== normalize(email)) return null;
  const given = Buffer.from(match[2], 'base64url');
  const expected = signature(key, email);
  const canonical = given.toString('base64url') === match[2];
  return canonical && given.length === expected.length && timingSafeEqual(given, expected) ? email : null;
}
