/**
 * Where every blob lives. Each store holds:
 *   rec/YYYY/MM/DD/HH/<timeKey>                  one record per submission, in the UTC hour it was written (a flood
 *                                                day lists an hour at a time; day-folder records still read)
 *   by-email/<h0h1>/<h2h3>/<emailHash>/<id>      empty pointer to a record, so one person's records are erased
 *                                                without listing the store (older pointers name the whole key)
 *   unique/<emailHash>                           subscribers only: a repeated subscription is idempotent
 *   count/<collection>/d<YYYYMMDD>_<version>_<n> cached count of a closed day (in the key: one listing reads all)
 *   count/conv/h<YYYYMMDDHH>_<version>_<n>       the same for a closed hour of the open day
 *   count/<collection>/m<YYYYMM>                 seal: every day of that closed month has a count
 *   idem/<keyHash>                               a client's Idempotency-Key and the answer it replays
 * The chats store keeps conversations instead of records:
 *   conv/YYYY/MM/DD/HH/<startKey>                index entry, written once in the hour the conversation started
 *                                                (entries of the day-folder layout before hours still read)
 *   conv-id/<conversationId>                     the visitor's conversation id → its startKey
 *   msg/YYYY/MM/DD/HH/<startKey>/<timeKey>       one blob per message
 * A timeKey is a zero-padded millisecond time plus randomness: unique, and sorting keys sorts by time. Every
 * blob is written once by the request that owns it; nothing is ever read, changed and written back.
 */
import { createHash, randomBytes } from 'node:crypto';

export const STORES = [
  'contacts',
  'partnerships',
  'subscribers',
  'chats',
  'prequalifications',
  'accessibility',
] as const;
export type StoreName = (typeof STORES)[number];
/** Stores of the staff side, never part of a privacy erase: accounts and sessions (staff.ts), the audit log. */
export type InternalStore = 'staff' | 'audit';

export type StoredRecord = {
  id: string;
  submittedAt: string;
  [field: string]: unknown;
};

/** The time-partitioned collections: records of every store, and the conversation index of the chats store. */
export type Collection = 'rec' | 'conv';
export const RECORDS: Collection = 'rec';
export const CONVERSATIONS: Collection = 'conv';
export const MESSAGES = 'msg';
export const CONVERSATION_IDS = 'conv-id/';
export const BY_EMAIL = 'by-email/';
export const UNIQUE = 'unique/';
export const COUNTS = 'count/';

/**
 * A day's count is cached only once the day ended this long ago: a write takes its key's time just before it
 * is sent, so no write that started before midnight can still land after this.
 */
export const COUNT_GRACE_MS = 10 * 60_000;

const TIME_KEY = /^(\d{15})-[0-9a-f]{16}$/;

export function newTimeKey(now = Date.now()): string {
  return `${now.toString().padStart(15, '0')}-${randomBytes(8).toString('hex')}`;
}

export const isTimeKey = (value: string): boolean => TIME_KEY.test(value);

export const timeOf = (timeKey: string): number => Number(timeKey.slice(0, 15));

export function emailHash(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
}

/** by-email/ab/cd/<hash>/: two levels of buckets keep every folder small, also for the local Blobs server. */
export const emailPrefix = (hash: string) => `${BY_EMAIL}${hash.slice(0, 2)}/${hash.slice(2, 4)}/${hash}/`;

/** 'YYYY/MM/DD' (UTC) of a millisecond time. */
export function dayOf(ms: number): string {
  const iso = new Date(ms).toISOString();
  return `${iso.slice(0, 4)}/${iso.slice(5, 7)}/${iso.slice(8, 10)}`;
}

export const hourOf = (ms: number): string => `${dayOf(ms)}/${new Date(ms).toISOString().slice(11, 13)}`;

/**
 * Collections whose entries sit in hour folders of their day: every one, so a page of a day with 20,000 entries
 * (a spam wave) lists the hours it shows, not the whole day.
 */
export const HOURLY: Record<Collection, boolean> = { rec: true, conv: true };

/** Where an entry of the layout before hours lives (still read and erased). */
export const dayEntryKey = (collection: Collection, id: string): string => `${collection}/${dayOf(timeOf(id))}/${id}`;

/** Where a time-keyed entry of a collection lives. */
export const entryKey = (collection: Collection, id: string): string =>
  `${collection}/${(HOURLY[collection] ? hourOf : dayOf)(timeOf(id))}/${id}`;

/** The last segment of a key: an entry's time key, whichever folder depth it sits at. */
export const idOf = (key: string): string => key.slice(key.lastIndexOf('/') + 1);

export const messagePrefix = (startKey: string): string => `${MESSAGES}/${hourOf(timeOf(startKey))}/${startKey}/`;

/** End of a 'YYYY/MM/DD/HH' hour, a 'YYYY/MM/DD' day or a 'YYYY/MM' month, in milliseconds. */
function endOf(period: string): number {
  const [y, m, d, h] = period.split('/').map(Number);
  if (d === undefined) return Date.UTC(y, m, 1);
  return h === undefined ? Date.UTC(y, m - 1, d + 1) : Date.UTC(y, m - 1, d, h + 1);
}

export const isHour = (period: string) => period.length === 13;

export const isClosed = (period: string, now: number) => endOf(period) + COUNT_GRACE_MS <= now;
