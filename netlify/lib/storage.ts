/**
 * The only module that talks to Netlify Blobs.
 *
 * Layout of every store (README "Storage layout" explains the why):
 *   rec/YYYY/MM/DD/<timeKey>                  one JSON record per submission, in the UTC day it was written
 *   by-email/<h0h1>/<h2h3>/<emailHash>/<id>   empty pointer to a record (its key follows from its id), written
 *                                             with the record, so one person's records are found and erased
 *                                             without listing a store (older pointers name the whole record key)
 *   unique/<emailHash>                        subscribers only: makes a repeated subscription idempotent
 *   count/<collection>/d<YYYYMMDD>_<version>_<n>  cached record count of a closed day (the count is in the key,
 *                                             so one listing reads every cached count)
 *   count/conv/h<YYYYMMDDHH>_<version>_<n>    the same for a closed hour of the open day (removed once the day
 *                                             has its own count)
 *   count/<collection>/m<YYYYMM>              seal: every day of that closed month has a cached count
 * The chats store keeps conversations instead of records:
 *   conv/YYYY/MM/DD/HH/<startKey>             the conversation index entry, written once when it starts, in the
 *                                             hour it started: the open partition stays small at any time of day
 *                                             (entries of the layout before, conv/YYYY/MM/DD/<startKey>, still read)
 *   conv-id/<conversationId>                  the visitor's conversation id → its startKey
 *   msg/YYYY/MM/DD/HH/<startKey>/<timeKey>    one blob per message, under the hour the conversation started
 * A timeKey is a zero-padded millisecond time plus randomness: unique, and sorting keys sorts by time. Every
 * blob is written once by the request that owns it; nothing is ever read, changed and written back.
 *
 * This file stays free of relative imports so plain Node (type stripping) can load it for scripts.
 */
import { createHash, randomBytes } from 'node:crypto';
import { getDeployStore, getStore, type Store } from '@netlify/blobs';

export const STORES = ['contacts', 'partnerships', 'subscribers', 'chats', 'prequalifications'] as const;
export type StoreName = (typeof STORES)[number];

export type StoredRecord = {
  id: string;
  submittedAt: string;
  [field: string]: unknown;
};

export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super('Blob storage unavailable', { cause });
  }
}

/** The time-partitioned collections: records of every store, and the conversation index of the chats store. */
type Collection = 'rec' | 'conv';
const RECORDS: Collection = 'rec';
const CONVERSATIONS: Collection = 'conv';
const MESSAGES = 'msg';
const CONVERSATION_IDS = 'conv-id/';
const BY_EMAIL = 'by-email/';
const UNIQUE = 'unique/';
const COUNTS = 'count/';

/**
 * A day's count is cached only once the day ended this long ago: a write takes its key's time just before it
 * is sent, so no write that started before midnight can still land after this.
 */
export const COUNT_GRACE_MS = 10 * 60_000;

const TIME_KEY = /^(\d{15})-[0-9a-f]{16}$/;

/** List calls, keys they returned (all, and those of day partitions), record reads: what a request cost. */
export const storageStats = {
  lists: 0,
  listedKeys: 0,
  partitionKeys: 0,
  reads: 0,
};
export function resetStorageStats(): void {
  storageStats.lists = 0;
  storageStats.listedKeys = 0;
  storageStats.partitionKeys = 0;
  storageStats.reads = 0;
}

function deployContext(): string | undefined {
  const netlify = (globalThis as { Netlify?: { context?: { deploy?: { context?: string } } } }).Netlify;
  return netlify?.context?.deploy?.context ?? process.env.CONTEXT;
}

/** Production and local runs share the site-wide store; deploy previews and branch deploys get their own. */
function store(name: StoreName): Store {
  const context = deployContext();
  const isolated = context === 'deploy-preview' || context === 'branch-deploy';
  return isolated ? getDeployStore({ name, consistency: 'strong' }) : getStore({ name, consistency: 'strong' });
}

async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw new StorageUnavailableError(err);
  }
}

export function newTimeKey(now = Date.now()): string {
  return `${now.toString().padStart(15, '0')}-${randomBytes(8).toString('hex')}`;
}

export const isTimeKey = (value: string): boolean => TIME_KEY.test(value);

const timeOf = (timeKey: string): number => Number(timeKey.slice(0, 15));

export function emailHash(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
}

/** by-email/ab/cd/<hash>/: two levels of buckets keep every folder small, also for the local Blobs server. */
const emailPrefix = (hash: string) => `${BY_EMAIL}${hash.slice(0, 2)}/${hash.slice(2, 4)}/${hash}/`;

/** 'YYYY/MM/DD' (UTC) of a millisecond time. */
function dayOf(ms: number): string {
  const iso = new Date(ms).toISOString();
  return `${iso.slice(0, 4)}/${iso.slice(5, 7)}/${iso.slice(8, 10)}`;
}

const hourOf = (ms: number): string => `${dayOf(ms)}/${new Date(ms).toISOString().slice(11, 13)}`;

/** Collections whose entries sit in hour folders of their day (conversations: many a day, listed newest first). */
const HOURLY: Record<Collection, boolean> = { rec: false, conv: true };

/** Where a time-keyed entry of a collection lives. */
export const entryKey = (collection: Collection, id: string): string =>
  `${collection}/${(HOURLY[collection] ? hourOf : dayOf)(timeOf(id))}/${id}`;

/** The last segment of a key: an entry's time key, whichever folder depth it sits at. */
const idOf = (key: string): string => key.slice(key.lastIndexOf('/') + 1);

const messagePrefix = (startKey: string): string => `${MESSAGES}/${hourOf(timeOf(startKey))}/${startKey}/`;

/** End of a 'YYYY/MM/DD/HH' hour, a 'YYYY/MM/DD' day or a 'YYYY/MM' month, in milliseconds. */
function endOf(period: string): number {
  const [y, m, d, h] = period.split('/').map(Number);
  if (d === undefined) return Date.UTC(y, m, 1);
  return h === undefined ? Date.UTC(y, m - 1, d + 1) : Date.UTC(y, m - 1, d, h + 1);
}

const isHour = (period: string) => period.length === 13;

const isClosed = (period: string, now: number) => endOf(period) + COUNT_GRACE_MS <= now;

// ---------------------------------------------------------------------------------------------------------
// Listing: every list call goes through these two, page by page (Netlify returns at most 1,000 keys a call).

async function listKeys(s: Store, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const page of s.list({ prefix, paginate: true })) {
    storageStats.lists += 1;
    storageStats.listedKeys += page.blobs.length;
    for (const b of page.blobs) keys.push(b.key);
  }
  return keys;
}

/** The names of the folders directly under `prefix` (bounded: years, 12 months, 31 days). */
async function listDirs(s: Store, prefix: string): Promise<string[]> {
  const names: string[] = [];
  for await (const page of s.list({
    prefix,
    directories: true,
    paginate: true,
  })) {
    storageStats.lists += 1;
    storageStats.listedKeys += page.directories.length;
    for (const dir of page.directories) names.push(dir.replace(/\/$/, '').slice(prefix.length));
  }
  return names;
}

async function readJson<T>(s: Store, key: string): Promise<T | null> {
  storageStats.reads += 1;
  return (await s.get(key, { type: 'json' })) as T | null;
}

// ---------------------------------------------------------------------------------------------------------
// Counts of closed days, cached in their own blobs. The version is the time the counting listing started: of
// two counts of one day, the later listing saw every deletion the earlier one saw, so the highest version wins.

const COUNT_KEY = /^([dh])(\d{8}|\d{10})_(\d{15}-[0-9a-f]{16})_(\d+)$/;
const SEAL_KEY = /^m(\d{6})$/;

type CachedCount = { version: string; n: number; keys: string[] };
/** Cached counts by period: 'YYYY/MM/DD' days and 'YYYY/MM/DD/HH' hours. */
type CountIndex = { periods: Map<string, CachedCount>; sealed: Set<string> };

const compactPeriod = (period: string) => period.replaceAll('/', '');

async function readCounts(s: Store, collection: Collection): Promise<CountIndex> {
  const prefix = `${COUNTS}${collection}/`;
  const keys = await listKeys(s, prefix);
  const periods = new Map<string, CachedCount>();
  const sealed = new Set<string>();
  for (const key of keys) {
    const name = key.slice(prefix.length);
    const count = COUNT_KEY.exec(name);
    if (count) {
      const [, , p, version, n] = count;
      const period = [p.slice(0, 4), p.slice(4, 6), p.slice(6, 8), p.slice(8)].filter(Boolean).join('/');
      const known = periods.get(period);
      const keys = [...(known?.keys ?? []), key];
      periods.set(period, !known || known.version < version ? { version, n: Number(n), keys } : { ...known, keys });
      continue;
    }
    const seal = SEAL_KEY.exec(name);
    if (seal) sealed.add(`${seal[1].slice(0, 4)}/${seal[1].slice(4, 6)}`);
  }
  return { periods, sealed };
}

/**
 * Caches a closed day's or hour's count, then removes the versions it supersedes (`known`: the period's count
 * keys, if listed) and, for a day, the counts of its hours (`hours`), which it replaces.
 */
async function writeCount(
  s: Store,
  collection: Collection,
  period: string,
  n: number,
  version: string,
  known?: string[],
  hours: string[] = [],
): Promise<void> {
  const prefix = `${COUNTS}${collection}/${isHour(period) ? 'h' : 'd'}${compactPeriod(period)}_`;
  await s.set(`${prefix}${version}_${n}`, '');
  const older = (known ?? (await listKeys(s, prefix))).filter((k) => {
    const v = COUNT_KEY.exec(k.slice(`${COUNTS}${collection}/`.length))?.[3];
    return v !== undefined && v < version;
  });
  await Promise.all([...older, ...hours].map((k) => s.delete(k)));
}

/** Counts a closed day afresh (after an erase changed it). */
async function recountDay(
  s: Store,
  collection: Collection,
  day: string,
  known?: CountIndex,
  now = Date.now(),
): Promise<void> {
  if (!isClosed(day, now)) return;
  const version = newTimeKey();
  const n = (await listKeys(s, `${collection}/${day}/`)).filter((k) => isTimeKey(idOf(k))).length;
  // With the counts already listed, a day missing from them has no older version to remove.
  await writeCount(s, collection, day, n, version, known ? (known.periods.get(day)?.keys ?? []) : undefined);
}

/** An entry found by a listing: its time key and the key it is stored under. */
type Entry = { id: string; key: string };

/**
 * One request's view of a collection: which days hold entries (newest first) and how many, each partition (a
 * day, or an hour of an hourly collection) listed at most once. Cost: the count listing, the year and month
 * folders, the day folders of months not sealed yet, plus the open partitions (today, or this hour's folder and
 * any hour of today not counted yet) and days not counted yet. It does not grow with the number of records.
 */
class CollectionView {
  private listings = new Map<string, Promise<{ entries: Entry[]; version: string }>>();
  private dayParts = new Map<string, Promise<string[]>>();
  private s: Store;
  private collection: Collection;
  private now: number;
  days: string[] = [];
  counts = new Map<string, number>();

  // Plain fields, not parameter properties: Node's type stripping cannot run those.
  constructor(s: Store, collection: Collection, now: number) {
    this.s = s;
    this.collection = collection;
    this.now = now;
  }

  /** The entries of one day or hour (everything under its folder), newest first. */
  private entries(period: string) {
    let found = this.listings.get(period);
    if (!found) {
      const version = newTimeKey();
      found = listKeys(this.s, `${this.collection}/${period}/`).then((keys) => {
        storageStats.partitionKeys += keys.length;
        const entries = keys
          .map((key) => ({ id: idOf(key), key }))
          .filter((e) => isTimeKey(e.id))
          .sort((x, y) => (x.id < y.id ? 1 : -1));
        return { entries, version };
      });
      this.listings.set(period, found);
    }
    return found;
  }

  /**
   * The partitions a day is listed by, newest first: its hours in an hourly collection (one folder listing),
   * else the day itself. A day that still holds entries of the layout before hours is listed whole.
   */
  private partitions(day: string): Promise<string[]> {
    if (!HOURLY[this.collection]) return Promise.resolve([day]);
    let found = this.dayParts.get(day);
    if (!found) {
      found = (async () => {
        const prefix = `${this.collection}/${day}/`;
        let legacy = false;
        const hours: string[] = [];
        for await (const page of this.s.list({ prefix, directories: true, paginate: true })) {
          storageStats.lists += 1;
          storageStats.listedKeys += page.blobs.length + page.directories.length;
          if (page.blobs.some((b) => isTimeKey(idOf(b.key)))) legacy = true;
          for (const dir of page.directories) {
            const hour = dir.replace(/\/$/, '').slice(prefix.length);
            if (/^\d{2}$/.test(hour)) hours.push(`${day}/${hour}`);
          }
        }
        return legacy ? [day] : hours.sort().reverse();
      })();
      this.dayParts.set(day, found);
    }
    return found;
  }

  /** How many entries a day not counted yet holds: its hours, each closed one counted once and cached. */
  private async countOpenDay(day: string, cached: CountIndex): Promise<number> {
    const { s, collection, now } = this;
    const counts = await Promise.all(
      (await this.partitions(day)).map(async (period) => {
        const known = cached.periods.get(period);
        const closed = isHour(period) && isClosed(period, now);
        let n = known?.n ?? 0;
        if (!known || !closed) {
          const { entries, version } = await this.entries(period);
          n = entries.length;
          if (closed) await writeCount(s, collection, period, n, version, known?.keys ?? []);
        }
        this.counts.set(period, n);
        return n;
      }),
    );
    return counts.reduce((a, b) => a + b, 0);
  }

  /** Finds the days and their counts, caching the count of every closed day that has none yet. */
  async load(): Promise<number> {
    const { s, collection, now } = this;
    const [cached, years] = await Promise.all([readCounts(s, collection), listDirs(s, `${collection}/`)]);
    const months = (
      await Promise.all(
        years
          .filter((y) => /^\d{4}$/.test(y))
          .map(async (y) =>
            (await listDirs(s, `${collection}/${y}/`)).filter((m) => /^\d{2}$/.test(m)).map((m) => `${y}/${m}`),
          ),
      )
    ).flat();
    const open = months.filter((m) => !cached.sealed.has(m));
    const walked = (
      await Promise.all(
        open.map(async (m) =>
          (await listDirs(s, `${collection}/${m}/`)).filter((d) => /^\d{2}$/.test(d)).map((d) => `${m}/${d}`),
        ),
      )
    ).flat();

    const days = new Set(walked);
    for (const period of cached.periods.keys())
      if (!isHour(period) && cached.sealed.has(period.slice(0, 7))) days.add(period);

    let total = 0;
    await Promise.all(
      [...days].map(async (day) => {
        const known = cached.periods.get(day);
        // Hour counts of a day that has its own count (or gets one now) are left over: they go.
        const hourKeys = [...cached.periods]
          .filter(([period]) => isHour(period) && period.startsWith(`${day}/`))
          .flatMap(([, c]) => c.keys);
        let n: number;
        if (known && isClosed(day, now)) {
          n = known.n;
          if (hourKeys.length > 0) await Promise.all(hourKeys.map((k) => s.delete(k)));
        } else if (isClosed(day, now)) {
          const { entries, version } = await this.entries(day);
          n = entries.length;
          await writeCount(s, collection, day, n, version, known?.keys ?? [], hourKeys);
        } else {
          n = await this.countOpenDay(day, cached);
        }
        this.counts.set(day, n);
        total += n;
      }),
    );
    // A closed month whose every day now has a count is sealed: later requests skip walking its folders.
    await Promise.all(
      open.filter((m) => isClosed(m, now)).map((m) => s.set(`${COUNTS}${collection}/m${m.replace('/', '')}`, '')),
    );
    this.days = [...days]
      .filter((d) => (this.counts.get(d) ?? 0) > 0)
      .sort()
      .reverse();
    return total;
  }

  /** Entries of one page, newest first, strictly older than `cursor`; `more` when older entries remain. */
  async page(limit: number, cursor?: string): Promise<{ entries: Entry[]; more: boolean }> {
    const startDay = cursor ? dayOf(timeOf(cursor)) : undefined;
    const startHour = cursor ? hourOf(timeOf(cursor)) : undefined;
    const days = startDay ? this.days.filter((d) => d <= startDay) : this.days;
    const found: Entry[] = [];
    let i = 0;
    while (i < days.length && found.length <= limit) {
      // As many days at once as the known counts say the page needs.
      const batch = [days[i]];
      let expected = this.counts.get(days[i]) ?? 0;
      while (expected < limit + 1 - found.length && i + batch.length < days.length && batch.length < 16) {
        expected += this.counts.get(days[i + batch.length]) ?? 0;
        batch.push(days[i + batch.length]);
      }
      const periods = (await Promise.all(batch.map((d) => this.partitions(d))))
        .flat()
        .filter((p) => !startHour || !isHour(p) || p <= startHour);
      // Listed a group at a time until the page is full: as many as the known counts say it needs (an hour
      // whose count is not known closes its group), so a page lists about the hours it shows.
      let j = 0;
      while (j < periods.length && found.length <= limit) {
        const group = [periods[j]];
        let more = this.counts.get(periods[j]) ?? limit;
        while (more < limit + 1 - found.length && j + group.length < periods.length) {
          const next = periods[j + group.length];
          group.push(next);
          more += this.counts.get(next) ?? limit;
        }
        for (const { entries } of await Promise.all(group.map((p) => this.entries(p)))) {
          for (const e of entries) if (!cursor || e.id < cursor) found.push(e);
        }
        j += group.length;
      }
      i += batch.length;
    }
    const more = found.length > limit || i < days.length;
    return { entries: found.slice(0, limit), more };
  }
}

export type Page = {
  items: StoredRecord[];
  total: number;
  nextCursor?: string;
};

async function pageOf(
  s: Store,
  collection: Collection,
  { limit, cursor }: { limit: number; cursor?: string },
  now = Date.now(),
) {
  const view = new CollectionView(s, collection, now);
  const total = await view.load();
  const { entries, more } = await view.page(limit, cursor);
  const items = (await Promise.all(entries.map((e) => readJson<StoredRecord>(s, e.key)))).filter(
    (r): r is StoredRecord => r !== null,
  );
  return {
    items,
    total,
    nextCursor: more && entries.length ? entries[entries.length - 1].id : undefined,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Records (every store)

/** Stores one submission under its own time-ordered key and returns it with its id and submittedAt. */
export async function saveRecord(name: StoreName, data: Record<string, unknown>): Promise<StoredRecord> {
  // One clock reading for both, so sorting by key is sorting by submittedAt.
  const now = Date.now();
  const id = newTimeKey(now);
  const record: StoredRecord = {
    id,
    submittedAt: new Date(now).toISOString(),
    ...data,
  };
  const key = entryKey(RECORDS, id);
  await guard(async () => {
    const s = store(name);
    // Pointer first: a failure between the two writes leaves at worst a pointer without a record, never a
    // record that an erase request cannot find.
    if (typeof data.email === 'string') await s.set(emailPrefix(emailHash(data.email)) + id, '');
    await s.setJSON(key, record);
  });
  return record;
}

/** Subscribes an e-mail once; a repeat answers `created: false` and stores nothing new. */
export async function saveUnique(
  name: StoreName,
  email: string,
  data: Record<string, unknown>,
): Promise<{ created: boolean; record?: StoredRecord }> {
  const marker = `${UNIQUE}${emailHash(email)}`;
  const { modified } = await guard(() => store(name).set(marker, '', { onlyIfNew: true }));
  if (!modified) return { created: false };
  try {
    return { created: true, record: await saveRecord(name, data) };
  } catch (err) {
    await store(name)
      .delete(marker)
      .catch(() => {});
    throw err;
  }
}

/** Newest first; `total` counts every record of the store. */
export function listRecords(
  name: StoreName,
  page: { limit: number; cursor?: string },
  now = Date.now(),
): Promise<Page> {
  return guard(() => pageOf(store(name), RECORDS, page, now));
}

/** Every record of a store, newest first, fetched page by page (tests and scripts). */
export async function allRecords(name: StoreName): Promise<StoredRecord[]> {
  const out: StoredRecord[] = [];
  let cursor: string | undefined;
  do {
    const page = await listRecords(name, { limit: 500, cursor });
    out.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return out;
}

/** Erases every record of one e-mail address in the given stores (all by default); returns how many went. */
export async function eraseByEmail(
  email: string,
  stores: readonly StoreName[] = STORES,
): Promise<{ removed: number; byStore: Record<StoreName, number> }> {
  const hash = emailHash(email);
  const byStore = {} as Record<StoreName, number>;
  await guard(() =>
    Promise.all(
      stores.map(async (name) => {
        const s = store(name);
        const prefix = emailPrefix(hash);
        // A pointer names the record's id, or (written before) its whole key.
        const targets = (await listKeys(s, prefix)).map((k) => {
          const rest = k.slice(prefix.length);
          return { marker: k, key: isTimeKey(rest) ? entryKey(RECORDS, rest) : rest };
        });
        // Count records that really existed (a pointer can outlive a failed write).
        const existed = await Promise.all(
          targets.map(({ key }) => s.get(key, { type: 'text' }).then((text) => text !== null)),
        );
        await Promise.all(targets.map(({ key }) => s.delete(key)));
        await Promise.all([...targets.map(({ marker }) => s.delete(marker)), s.delete(`${UNIQUE}${hash}`)]);
        const days = new Set(
          targets.map(({ key }) => /^rec\/(\d{4}\/\d{2}\/\d{2})\//.exec(key)?.[1]).filter((d): d is string => !!d),
        );
        // One listing of the cached counts serves every day recounted here.
        const known = days.size > 1 ? await readCounts(s, RECORDS) : undefined;
        await Promise.all([...days].map((day) => recountDay(s, RECORDS, day, known)));
        byStore[name] = existed.filter(Boolean).length;
      }),
    ),
  );
  const ordered = Object.fromEntries(stores.map((n) => [n, byStore[n]])) as Record<StoreName, number>;
  return {
    removed: Object.values(ordered).reduce((a, b) => a + b, 0),
    byStore: ordered,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Chat conversations

export type ChatRole = 'user' | 'bot';
export type ChatEntry = {
  role: ChatRole;
  message: string;
  [field: string]: unknown;
};

/** The index entry of a conversation plus its message count, as GET /api/chats lists it. */
export type ConversationSummary = StoredRecord & {
  conversationId: string;
  firstMessage: string;
  messageCount: number;
};

/** The conversation's startKey, creating its index entry (with the first message) when it starts now. */
async function conversationStart(s: Store, conversationId: string, first: ChatEntry, now: number): Promise<string> {
  const pointer = `${CONVERSATION_IDS}${conversationId}`;
  const existing = await s.get(pointer, { type: 'text' });
  if (existing) return existing;
  const startKey = newTimeKey(now);
  // Index first, then claim the id: a conversation is never claimed without its index entry.
  const index = entryKey(CONVERSATIONS, startKey);
  await s.setJSON(index, {
    id: startKey,
    submittedAt: new Date(now).toISOString(),
    conversationId,
    firstMessage: first.message,
  });
  const { modified } = await s.set(pointer, startKey, { onlyIfNew: true });
  if (modified) return startKey;
  // Another request started the same conversation a moment earlier: use its entry, drop ours.
  await s.delete(index);
  return (await s.get(pointer, { type: 'text' })) ?? startKey;
}

/**
 * Stores the messages of one exchange in order (each gets a later time key than the one before). Answers the
 * stored messages and `conversationKey`, the conversation's id in GET /api/chats.
 */
export async function saveChatMessages(
  conversationId: string,
  entries: ChatEntry[],
  now = Date.now(),
): Promise<{ messages: StoredRecord[]; conversationKey: string }> {
  const messages = entries.map((entry, i) => {
    const id = newTimeKey(now + i);
    return {
      id,
      submittedAt: new Date(now + i).toISOString(),
      conversationId,
      ...entry,
    } as StoredRecord;
  });
  const conversationKey = await guard(async () => {
    const s = store('chats');
    const startKey = await conversationStart(s, conversationId, entries[0], now);
    await Promise.all(messages.map((r) => s.setJSON(messagePrefix(startKey) + r.id, r)));
    return startKey;
  });
  return { messages, conversationKey };
}

/** Conversations, newest first, each with its first message and how many messages it has. */
export function listConversations(page: { limit: number; cursor?: string }, now = Date.now()): Promise<Page> {
  return guard(async () => {
    const s = store('chats');
    const result = await pageOf(s, CONVERSATIONS, page, now);
    // One listing per hour the page's conversations started in gives every message count at once.
    const hours = [...new Set(result.items.map((c) => hourOf(timeOf(c.id))))];
    const perConversation = new Map<string, number>();
    for (const keys of await Promise.all(hours.map((h) => listKeys(s, `${MESSAGES}/${h}/`)))) {
      for (const key of keys) {
        const startKey = key.split('/')[5];
        perConversation.set(startKey, (perConversation.get(startKey) ?? 0) + 1);
      }
    }
    const items = result.items.map((c) => ({
      ...c,
      messageCount: perConversation.get(c.id) ?? 0,
    }));
    return { ...result, items };
  });
}

/** One conversation's messages in the order they were sent, paged (the cursor is the last message's id). */
export function listConversation(
  conversationId: string,
  { limit, cursor }: { limit: number; cursor?: string },
): Promise<Page> {
  return guard(async () => {
    const s = store('chats');
    const startKey = await s.get(`${CONVERSATION_IDS}${conversationId}`, {
      type: 'text',
    });
    if (!startKey || !isTimeKey(startKey)) return { items: [], total: 0 };
    const prefix = messagePrefix(startKey);
    const ids = (await listKeys(s, prefix))
      .map((k) => k.slice(prefix.length))
      .filter(isTimeKey)
      .sort();
    const after = cursor ? ids.filter((id) => id > cursor) : ids;
    const pageIds = after.slice(0, limit);
    const items = (await Promise.all(pageIds.map((id) => readJson<StoredRecord>(s, prefix + id)))).filter(
      (r): r is StoredRecord => r !== null,
    );
    return {
      items,
      total: ids.length,
      nextCursor: after.length > limit ? pageIds[pageIds.length - 1] : undefined,
    };
  });
}

/**
 * Unsubscribes one e-mail: deletes its subscriber record(s) and the marker that made the subscription unique,
 * in the subscribers store only. Returns whether a subscription existed.
 */
export async function removeSubscriber(email: string): Promise<boolean> {
  return (await eraseByEmail(email, ['subscribers'])).removed > 0;
}

// ---------------------------------------------------------------------------------------------------------------
// Alert outbox. Each alerted record gets its own entry in the record's own store, keyed by the record id:
//   alert/pending/<recordId>  waiting for delivery (the sweep lists only this prefix, so it stays small)
//   alert/done/<recordId>     the final state (sent or failed), read by the admin
// Entries hold delivery state only, never the visitor's data: the alert is built from the record when sent,
// and an erased record is never alerted. Every change to a pending entry is a conditional write on its etag,
// so two workers can never both own it.
// ---------------------------------------------------------------------------------------------------------------
export const ALERT_STORES = ['contacts', 'partnerships', 'chats'] as const satisfies readonly StoreName[];
export type AlertStore = (typeof ALERT_STORES)[number];
export type AlertChannel = 'email' | 'webhook';

export type OutboxEntry = {
  recordId: string;
  /** When this delivery was queued (the submission, or a staff resend); retries stop 24 h after it. */
  createdAt: string;
  attempts: number;
  nextAttemptAt: string;
  /** The worker delivering it right now, until its lease runs out. */
  lease?: { owner: string; until: string };
  /** Channels already delivered (time), so a retry never repeats them. */
  sent: Partial<Record<AlertChannel, string>>;
  lastError?: string;
};

export type AlertOutcome = {
  recordId: string;
  state: 'sent' | 'failed';
  at: string;
  attempts: number;
  sent: Partial<Record<AlertChannel, string>>;
  lastError?: string;
  /** createdAt of the delivery this closes, so a crash between "done" and "unqueue" is recognised. */
  queuedAt: string;
};

const PENDING = 'alert/pending/';
const DONE = 'alert/done/';

export type Versioned<T> = { value: T; etag: string };

/** One stored record by id, or null when it does not exist (never stored, or erased). */
export function getRecord(name: StoreName, id: string): Promise<StoredRecord | null> {
  if (name !== 'chats') return guard(() => readJson<StoredRecord>(store(name), entryKey(RECORDS, id)));
  // A chat "record" is a conversation (its index entry), in its hour's folder or, if older, in its day's.
  return guard(async () => {
    const s = store(name);
    return (
      (await readJson<StoredRecord>(s, entryKey(CONVERSATIONS, id))) ??
      (await readJson<StoredRecord>(s, `${CONVERSATIONS}/${dayOf(timeOf(id))}/${id}`))
    );
  });
}

/** Queues an entry only when the record has none pending; answers its etag, or null when one existed. */
export async function createOutboxEntry(name: AlertStore, entry: OutboxEntry): Promise<string | null> {
  const result = await guard(() => store(name).setJSON(PENDING + entry.recordId, entry, { onlyIfNew: true }));
  return result.modified ? (result.etag ?? null) : null;
}

export async function readOutboxEntry(name: AlertStore, recordId: string): Promise<Versioned<OutboxEntry> | null> {
  const key = PENDING + recordId;
  return guard(async () => {
    const s = store(name);
    const found = await s.getWithMetadata(key, { type: 'json' });
    if (!found) return null;
    if (found.etag) return { value: found.data as OutboxEntry, etag: found.etag };
    // The local Blobs server sends no ETag with reads: take it from a listing, then read again. A change in
    // between only makes the conditional write fail; it can never pair an etag with older data.
    const { blobs } = await s.list({ prefix: key });
    const etag = blobs.find((b) => b.key === key)?.etag;
    const value = etag ? ((await s.get(key, { type: 'json' })) as OutboxEntry | null) : null;
    return etag && value ? { value, etag } : null;
  });
}

/** Replaces a pending entry only if nobody changed it since `etag`; answers the new etag, or null when beaten. */
export async function replaceOutboxEntry(name: AlertStore, entry: OutboxEntry, etag: string): Promise<string | null> {
  const result = await guard(() => store(name).setJSON(PENDING + entry.recordId, entry, { onlyIfMatch: etag }));
  return result.modified ? (result.etag ?? null) : null;
}

/** Record ids with a pending alert (every page of the listing). */
export async function listPendingAlerts(name: AlertStore): Promise<string[]> {
  return guard(async () => {
    const ids: string[] = [];
    for await (const page of store(name).list({ prefix: PENDING, paginate: true })) {
      for (const blob of page.blobs) ids.push(blob.key.slice(PENDING.length));
    }
    return ids;
  });
}

/** Records the final state, then removes the pending entry (in that order: a crash between leaves both). */
export async function closeOutboxEntry(name: AlertStore, outcome: AlertOutcome): Promise<void> {
  await guard(async () => {
    const s = store(name);
    await s.setJSON(DONE + outcome.recordId, outcome);
    await s.delete(PENDING + outcome.recordId);
  });
}

/** Removes a pending entry whose record is gone (erased before its alert went out). */
export function dropOutboxEntry(name: AlertStore, recordId: string): Promise<void> {
  return guard(() => store(name).delete(PENDING + recordId));
}

export function readAlertOutcome(name: AlertStore, recordId: string): Promise<AlertOutcome | null> {
  return guard(() => store(name).get(DONE + recordId, { type: 'json' }) as Promise<AlertOutcome | null>);
}
