/**
 * Staff sessions: a random id in an `HttpOnly; Secure; SameSite=Strict` cookie, signed (HMAC-SHA256) so a forged
 * cookie is refused before any read, and stored (by its hash) so sign-out and revocation end it on the server.
 * A session ends after 30 idle minutes or 12 hours in all; each request also re-reads the person and the passkey
 * it signed in with, so revoking either takes effect on the next request.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { serverSettings } from '~/config';
import { STAFF_SESSION } from '~/data/staff-roles';
import { HttpError } from '../http';
import {
  deleteSession,
  readPasskey,
  readPerson,
  readSession,
  saveSession,
  secretHash,
  touchSession,
  type Person,
} from '../storage';

/** `__Host-`: the browser keeps it only if Secure, for this host, on every path. */
export const SESSION_COOKIE = '__Host-staff-session';
/** A request within this long of the last one does not write its time again. */
const TOUCH_EVERY_MS = 60_000;

function signingKey(): Buffer | null {
  const { staffSessionSecret, adminToken } = serverSettings();
  if (staffSessionSecret) return Buffer.from(staffSessionSecret, 'utf8');
  if (adminToken) return createHmac('sha256', adminToken).update('derive:staff-session:v1').digest();
  return null;
}

/**
 * The key of the audit log's address HMACs: derived from the session key (STAFF_SESSION_SECRET, else
 * ADMIN_TOKEN), so it exists wherever staff can sign in; a fixed fallback only where neither is set (tests).
 */
export function auditKey(): Buffer {
  return createHmac('sha256', signingKey() ?? Buffer.from('unconfigured'))
    .update('derive:audit-address:v1')
    .digest();
}

const sign = (key: Buffer, id: string) => createHmac('sha256', key).update(`staff-session:${id}`).digest('base64url');

/** The session id of a request's cookie when its signature holds; null otherwise. */
export function sessionIdOf(req: Request): string | null {
  const key = signingKey();
  const cookie = (req.headers.get('cookie') ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SESSION_COOKIE}=`));
  if (!key || !cookie) return null;
  const [id = '', signature = ''] = cookie.slice(SESSION_COOKIE.length + 1).split('.');
  const expected = Buffer.from(sign(key, id));
  const given = Buffer.from(signature);
  return /^[A-Za-z0-9_-]{43}$/.test(id) && given.length === expected.length && timingSafeEqual(given, expected)
    ? id
    : null;
}

const cookieLine = (value: string, maxAgeSeconds: number) =>
  `${SESSION_COOKIE}=${value}; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=${maxAgeSeconds}`;

export const clearedCookie = () => cookieLine('', 0);

/** Starts a session for a person signed in with one passkey; answers the Set-Cookie line. */
export async function startSession(personId: string, credentialHash: string, now = Date.now()): Promise<string> {
  const key = signingKey();
  if (!key) throw new HttpError(503, 'Staff sign-in is not configured on this site.');
  const id = randomBytes(32).toString('base64url');
  await saveSession(secretHash(id), { personId, credentialHash, createdAt: new Date(now).toISOString() }, now);
  return cookieLine(`${id}.${sign(key, id)}`, STAFF_SESSION.absoluteMs / 1000);
}

export type SignedIn = { person: Person; sessionHash: string };

/** Why a cookie did not sign anyone in (for the answer; the session itself is gone either way). */
export type SessionEnd = 'none' | 'expired' | 'revoked';

/** The person of a request's session, or why there is none. Ends idle, expired and revoked sessions. */
export async function resolveSession(req: Request, now = Date.now()): Promise<SignedIn | { ended: SessionEnd }> {
  const id = sessionIdOf(req);
  if (!id) return { ended: 'none' };
  const hash = secretHash(id);
  const found = await readSession(hash);
  if (!found) return { ended: 'expired' };
  const { session, seenAt } = found;
  const [person, passkey] = await Promise.all([readPerson(session.personId), readPasskey(session.credentialHash)]);
  const revoked = !person || person.revokedAt || !passkey || passkey.revokedAt;
  const expired = now - seenAt > STAFF_SESSION.idleMs || now - Date.parse(session.createdAt) > STAFF_SESSION.absoluteMs;
  if (revoked || expired) {
    await deleteSession(hash);
    return { ended: revoked ? 'revoked' : 'expired' };
  }
  if (now - seenAt > TOUCH_EVERY_MS) await touchSession(hash, now);
  return { person: person!, sessionHash: hash };
}

/** Sign-out: the session stops working on the server, whatever the browser keeps. */
export async function endSession(req: Request): Promise<boolean> {
  const id = sessionIdOf(req);
  if (!id) return false;
  await deleteSession(secretHash(id));
  return true;
}
