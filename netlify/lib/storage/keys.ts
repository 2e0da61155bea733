/**
 * Where every blob lives. Each store holds:
 *   rec/YYYY/MM/DD/HH/MM/SS/<timeKey>            one record per submission, in the UTC second it was written (a
 *                                                spam wave's hour is counted and listed a minute at a time, and a
 *                                                minute that holds a wave a second at a time; records of the
 *                                                hour-folder and day-folder layouts before still read)
 *   by-email/<h0h1>/<h2h3>/<emailHash>/<id>      empty pointer to a record, so one person's records are erased
 *                                                without listing the store (older pointers name the whole key)
 *   unique/<emailHash>                           subscribers only: a repeated subscription is idempotent
 *   count/<collection>/d<YYYYMMDD>_<version>_<n> cached count of a closed day (in the key: one listing reads all)
 *   count/<collection>/h<YYYYMMDDHH>_<version>_<n>   the same for a closed hour of the open day
 *   count/<collection>/i<YYYYMMDDHHMM>_<version>_<n> the same for a closed minute of an hour still open
 *   count/<collection>/m<YYYYMM>                 seal: every day of that closed month has a count
 *   idem/<keyHash>                               a client's Idempotency-Key and the answer it replays
 * The chats store keeps conversations instead of records:
 *   conv/YYYY/MM/DD/HH/MM/SS/<startKey>          index entry, written once in the second the conversation started
 *                                                (entries of the hour and day layouts before still read)
 *   conv-id/<conversationId>                     the visitor's conversation id → its startKey
 *   msg/YYYY/MM/DD/HH/MM/SS/<startKey>/<timeKey> one blob per message, under the second its conversation started
 *                                                (messages stored before sit under its hour: read both)
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
export const IDEMPOTENCY = 'idem/';

/**
 * A minute's, hour's or day's count is cached only once it ended this long ago. A write takes its key's time just
 * before it is sent, from a function that Netlify stops after 60 seconds (synchronous; scheduled ones after 30,
 * and none of ours runs in the background), so no write that started inside the period can land after this; the
 * other minute covers two instances' clocks disagreeing (they are NTP-synchronised, to milliseconds).
 */
export const COUNT_GRACE_MS = 2 * 60_000;

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

/** 'YYYY/MM/DD/HH/MM' (UTC): the smallest period counted. */
export const minuteOf = (ms: number): string => `${hourOf(ms)}/${new Date(ms).toISOString().slice(14, 16)}`;

/** 'YYYY/MM/DD/HH/MM/SS' (UTC): the folder an entry is written in. */
export const secondOf = (ms: number): string => `${minuteOf(ms)}/${new Date(ms).toISOString().slice(17, 19)}`;

/**
 * Where a time-keyed entry of a collection lives: in its second, inside its minute, so the first page of a spam
 * wave's hour lists the newest minutes it shows, not the whole hour (the open hour is counted from its closed
 * minutes' counts), and a minute holding thousands lists the newest seconds it shows.
 */
export const entryKey = (collection: Collection, id: string): string => `${collection}/${secondOf(timeOf(id))}/${id}`;

/** Where an entry of the layout before minutes lives (still read and erased). */
export const hourEntryKey = (collection: Collection, id: string): string => `${collection}/${hourOf(timeOf(id))}/${id}`;

/** Where an entry of the layout before hours lives (still read and erased). */
export const dayEntryKey = (collection: Collection, id: string): string => `${collection}/${dayOf(timeOf(id))}/${id}`;

/** Every key an entry may have, the current layout first: reads try them in turn, an erase deletes them all. */
export const entryKeys = (collection: Collection, id: string): string[] => [
  entryKey(collection, id),
  hourEntryKey(collection, id),
  dayEntryKey(collection, id),
];

/** The last segment of a key: an entry's time key, whichever folder depth it sits at. */
export const idOf = (key: string): string => key.slice(key.lastIndexOf('/') + 1);

/** Where a conversation's messages are written: under the second it started. */
export const messagePrefix = (startKey: string): string => `${MESSAGES}/${secondOf(timeOf(startKey))}/${startKey}/`;

/**
 * Every folder a conversation's messages may sit in: its second's, and its hour's (messages stored before
 * seconds and minutes). A conversation that began before then keeps both; readers list both.
 */
export const messagePrefixes = (startKey: string): [string, string] => [
  messagePrefix(startKey),
  `${MESSAGES}/${hourOf(timeOf(startKey))}/${startKey}/`,
];

/** End of a second, a minute, an hour, a day ('YYYY/MM/DD[/HH[/MM[/SS]]]') or a month ('YYYY/MM'), in ms. */
function endOf(period: string): number {
  const [y, m, d, h, min, sec] = period.split('/').map(Number);
  if (d === undefined) return Date.UTC(y, m, 1);
  if (h === undefined) return Date.UTC(y, m - 1, d + 1);
  if (min === undefined) return Date.UTC(y, m - 1, d, h + 1);
  return sec === undefined ? Date.UTC(y, m - 1, d, h, min + 1) : Date.UTC(y, m - 1, d, h, min, sec + 1);
}

export const isDay = (period: string) => period.length === 10;
export const isHour = (period: string) => period.length === 13;
export const isMinute = (period: string) => period.length === 16;
export const isSecond = (period: string) => period.length === 19;

/** The day, hour and minute of an entry's time: the periods whose counts include it, widest first. */
export const periodsOf = (id: string): [string, string, string] => {
  const minute = minuteOf(timeOf(id));
  return [minute.slice(0, 10), minute.slice(0, 13), minute];
};

export const isClosed = (period: string, now: number) => endOf(period) + COUNT_GRACE_MS <= now;
