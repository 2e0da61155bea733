/**
 * What lets a visitor, and only that visitor, read a conversation handed to a person:
 * - the visitor key: an HMAC of the conversation id, handed to the browser that started the conversation and
 *   required on every later request, so knowing a conversation id alone reads nothing;
 * - the reopen link e-mailed with a staff reply: the conversation id and an expiry, signed; it gives the browser
 *   that opens it the visitor key of that conversation only.
 * Both are signed with CHAT_SECRET, else a key derived from ADMIN_TOKEN; signatures compare in constant time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { serverSettings } from '~/config';

const KEY_PURPOSE = 'chat-visitor-key:v1';
const LINK_PURPOSE = 'chat-reopen-link:v1';
const CONVERSATION_ID = /^[A-Za-z0-9-]{8,64}$/;

/** Whether conversations can be handed to a person: a signing secret is configured (always, once deployed). */
export function handoffConfigured(): boolean {
  const { chatSecret, adminToken } = serverSettings();
  return Boolean(chatSecret || adminToken);
}

function signingKey(): Buffer {
  const { chatSecret, adminToken } = serverSettings();
  if (chatSecret) return Buffer.from(chatSecret, 'utf8');
  if (adminToken) return createHmac('sha256', adminToken).update('derive:chat').digest();
  throw new Error('CHAT_SECRET or ADMIN_TOKEN must be set to hand conversations to a person');
}

const mac = (purpose: string, value: string) =>
  createHmac('sha256', signingKey()).update(`${purpose}:${value}`).digest();

function sameBytes(given: string, expected: Buffer): boolean {
  const bytes = Buffer.from(given, 'base64url');
  // Only the canonical spelling: base64url has more than one for some byte strings.
  return bytes.toString('base64url') === given && bytes.length === expected.length && timingSafeEqual(bytes, expected);
}

/** The visitor key of a conversation. */
export const visitorKey = (conversationId: string): string => mac(KEY_PURPOSE, conversationId).toString('base64url');

/** Whether `key` is the visitor key of `conversationId`. */
export const isVisitorKey = (conversationId: string, key: string | null | undefined): boolean =>
  typeof key === 'string' && key.length > 0 && key.length <= 64 && sameBytes(key, mac(KEY_PURPOSE, conversationId));

/** A link token that reopens `conversationId` until `expiresAt` (ms). */
export function reopenToken(conversationId: string, expiresAt: number): string {
  const payload = `${conversationId}.${Math.floor(expiresAt / 1000).toString(36)}`;
  return `${payload}.${mac(LINK_PURPOSE, payload).toString('base64url')}`;
}

export type ReopenCheck = { conversationId: string } | { error: 'invalid' | 'expired' };

/** The conversation a token reopens; `invalid` for anything altered or malformed, `expired` after its time. */
export function readReopenToken(token: string, now = Date.now()): ReopenCheck {
  const match = /^([A-Za-z0-9-]{8,64})\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match || !CONVERSATION_ID.test(match[1])) return { error: 'invalid' };
  const payload = `${match[1]}.${match[2]}`;
  if (!sameBytes(match[3], mac(LINK_PURPOSE, payload))) return { error: 'invalid' };
  if (parseInt(match[2], 36) * 1000 <= now) return { error: 'expired' };
  return { conversationId: match[1] };
}
