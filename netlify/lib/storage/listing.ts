/**
 * Paged listing of a time-partitioned collection, newest first, with exact totals from the cached counts of
 * closed days, hours and minutes (counts.ts).
 */
import type { Store } from '@netlify/blobs';
import { readCounts, sealMonth, writeCount, type CachedCount, type CountIndex } from './counts';
import {
  idOf,
  isClosed,
  isDay,
  isMinute,
  isSecond,
  isTimeKey,
  secondOf,
  newTimeKey,
  timeOf,
  type Collection,
  type StoredRecord,
} from './keys';
import { listDirs, listKeys, readJson, storageStats } from './store';

/** The most entries a closed period may hold to be listed whole (one list call on Netlify) rather than by part. */
const WHOLE_MAX = 1000;
/** How many entries more than a page needs an open hour or a minute may hold to be listed whole. */
const WHOLE_SPARE = 200;
/** The most periods a page lists at once (an hour's minutes). */
const GROUP_MAX = 60;

/** An entry found by a listing: its time key and the key it is stored under. */
type Entry = { id: string; key: string };
type Listing = { entries: Entry[]; version: string };
/** A period's count as this request knows it: the version it is as of, and the cached count keys it replaces. */
type Known = { n: number; version: string; covers: string[] };

/**
 * One request's view of a collection: which days hold entries (newest first) and how many, each period listed
 * at most once. A day is made of hour folders and an hour of minute folders; a folder of a layout before these
 * (entries right in a day's or an hour's folder) is listed whole. Cost: the count listing, the year and month
 * folders, the day folders of months not sealed yet, the hour folders of the open day and the minute folders of
 * the open hour, and the listing of each minute still within the count grace (plus, once, whatever closed since
 * the last request). It does not grow with the number of entries, nor with a busy hour's.
 */
class CollectionView {
  private listings = new Map<string, Promise<Listing>>();
  private partLists = new Map<string, Promise<string[] | null>>();
  private counted = new Map<string, Promise<Known>>();
  /** Sizes of periods whose count is not known, from their period's count (sizing a page's listings only). */
  private estimates = new Map<string, number>();
  /** The entries of each period listed whole so far. */
  private listed = new Map<string, Entry[]>();
  private index: CountIndex = { periods: new Map(), sealed: new Set() };
  /** The cached counts of the periods inside each period (a day's hours and minutes, an hour's minutes). */
  private inside = new Map<string, { period: string; count: CachedCount }[]>();
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

  /** The entries of one period (everything under its folder), newest first. */
  private entries(period: string): Promise<Listing> {
    let found = this.listings.get(period);
    if (!found) {
      const version = newTimeKey();
      found = listKeys(this.s, `${this.collection}/${period}/`).then((keys) => {
        storageStats.partitionKeys += keys.length;
        const entries = keys
          .map((key) => ({ id: idOf(key), key }))
          .filter((e) => isTimeKey(e.id))
          .sort((x, y) => (x.id < y.id ? 1 : -1));
        this.listed.set(period, entries);
        return { entries, version };
      });
      this.listings.set(period, found);
    }
    return found;
  }

  /**
   * The parts of a day (its hours), an hour (its minutes) or a minute (its seconds), newest first, from one folder
   * listing; null for a second, and for a folder that holds entries itself (a layout before these), which is
   * listed whole.
   */
  private parts(period: string): Promise<string[] | null> {
    if (isSecond(period)) return Promise.resolve(null);
    let found = this.partLists.get(period);
    if (!found) {
      found = (async () => {
        const prefix = `${this.collection}/${period}/`;
        let legacy = false;
        const parts: string[] = [];
        for await (const page of this.s.list({ prefix, directories: true, paginate: true })) {
          storageStats.lists += 1;
          storageStats.listedKeys += page.blobs.length + page.directories.length;
          if (page.blobs.some((b) => isTimeKey(idOf(b.key)))) legacy = true;
          for (const dir of page.directories) {
            const part = dir.replace(/\/$/, '').slice(prefix.length);
            if (/^\d{2}$/.test(part)) parts.push(`${period}/${part}`);
          }
        }
        return legacy ? null : parts.sort().reverse();
      })();
      this.partLists.set(period, found);
    }
    return found;
  }

  /**
   * How many entries a period holds. A closed period's count is cached once (`persist`; a closed period's parts are
   * not: its own count replaces them), from the cached counts of its parts where they exist (in a spam wave's
   * hour, the minutes counted while it was open), else from one listing of the period.
   */
  private count(period: string, persist = true): Promise<Known> {
    let found = this.counted.get(period);
    if (!found) {
      found = this.countAfresh(period, persist);
      this.counted.set(period, found);
    }
    return found;
  }

  private async countAfresh(period: string, persist: boolean): Promise<Known> {
    const { s, collection, now } = this;
    const closed = isClosed(period, now);
    const cached = this.index.periods.get(period);
    const below = this.inside.get(period) ?? [];
    const belowKeys = below.flatMap((c) => c.count.keys);
    // A count made before a part of it was counted again (an erase) no longer holds.
    const current = cached !== undefined && below.every((c) => c.count.version <= cached.version);
    let known: Known;
    if (closed && cached && current) {
      // The counts of its parts are left over (their deletion did not finish): they go.
      if (persist && belowKeys.length) await Promise.all(belowKeys.map((k) => s.delete(k)));
      known = { n: cached.n, version: cached.version, covers: [...cached.keys, ...belowKeys] };
    } else {
      const parts = isMinute(period) || (closed && below.length === 0) ? null : await this.parts(period);
      if (parts === null) {
        const { entries, version } = await this.entries(period);
        known = { n: entries.length, version, covers: [...(cached?.keys ?? []), ...belowKeys] };
      } else {
        const each = await Promise.all(parts.map((p) => this.count(p, !closed)));
        const versions = each.map((k) => k.version).sort();
        // Counts of parts whose folder is gone (emptied by erasures) count nothing and go with the rest.
        const gone = below.filter((c) => !parts.some((p) => c.period.startsWith(p))).flatMap((c) => c.count.keys);
        known = {
          n: each.reduce((sum, k) => sum + k.n, 0),
          // A sum is as old as the oldest count in it.
          version: versions[0] ?? newTimeKey(),
          covers: [...(cached?.keys ?? []), ...each.flatMap((k) => k.covers), ...gone],
        };
      }
      if (closed && persist)
        await writeCount(s, collection, period, known.n, known.version, cached?.keys ?? [], known.covers, !current);
    }
    this.counts.set(period, known.n);
    return known;
  }

  /** Finds the days and their counts, caching the count of every closed period that has none yet. */
  async load(): Promise<number> {
    const { s, collection, now } = this;
    const [cached, years] = await Promise.all([readCounts(s, collection), listDirs(s, `${collection}/`)]);
    this.index = cached;
    for (const [period, count] of cached.periods)
      for (const outer of [period.slice(0, 10), period.slice(0, 13)])
        if (outer.length < period.length)
          this.inside.set(outer, [...(this.inside.get(outer) ?? []), { period, count }]);
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
      if (period.length === 10 && cached.sealed.has(period.slice(0, 7))) days.add(period);

    const counts = await Promise.all([...days].map((day) => this.count(day)));
    // A closed month whose every day now has a count is sealed: later requests skip walking its folders.
    await Promise.all(open.filter((m) => isClosed(m, now)).map((m) => sealMonth(s, collection, m)));
    this.days = [...days]
      .filter((d) => (this.counts.get(d) ?? 0) > 0)
      .sort()
      .reverse();
    return counts.reduce((sum, k) => sum + k.n, 0);
  }

  /** A period's entries when it is listed whole, else its parts (newest first, empty ones left out). */
  private async open(period: string, need: number): Promise<{ entries: Entry[] } | { parts: string[] }> {
    const known = this.counts.get(period);
    // A closed day or hour that one list call returns whole is cheaper whole than part by part (a quiet store's
    // days are sparse), and so is an open hour or any minute that holds not many more entries than the page still
    // needs (a busy hour goes by minute, a minute holding a wave by second); one listed whole already (to count
    // it) is read from that listing.
    const small = known !== undefined && known <= WHOLE_MAX;
    const whole =
      this.listings.has(period) ||
      (small && !isMinute(period) && isClosed(period, this.now)) ||
      (small && !isDay(period) && known <= need + WHOLE_SPARE);
    const parts = whole ? null : await this.parts(period);
    if (!parts) return { entries: (await this.entries(period)).entries };
    const kept = parts.filter((p) => this.counts.get(p) !== 0);
    // Parts whose count is not known (the hours of a day counted whole, the minutes of an hour) share what the
    // period's count leaves, for sizing the next listings.
    const size = known ?? this.estimates.get(period);
    const unknown = kept.filter((p) => !this.counts.has(p));
    if (size !== undefined && unknown.length > 0) {
      const left = kept.reduce((n, p) => n - (this.counts.get(p) ?? 0), size);
      for (const p of unknown) this.estimates.set(p, Math.max(1, left / unknown.length));
    }
    return { parts: kept };
  }

  /**
   * How many entries a period holds, as far as this request knows: its count, else from a listing of the day,
   * hour or minute it is in, else its share of its period's count; undefined when none of these was needed.
   */
  sizeOf(period: string): number | undefined {
    const known = this.counts.get(period);
    if (known !== undefined) return known;
    const prefix = `${this.collection}/${period}/`;
    for (const outer of [period.slice(0, 10), period.slice(0, 13), period.slice(0, 16)]) {
      const entries = outer.length < period.length ? this.listed.get(outer) : undefined;
      if (entries) return entries.filter((e) => e.key.startsWith(prefix)).length;
    }
    return this.estimates.get(period);
  }

  /** Entries of one page, newest first, strictly older than `cursor`; `more` when older entries remain. */
  async page(limit: number, cursor?: string): Promise<{ entries: Entry[]; more: boolean }> {
    // The cursor's second names where to resume: every period after it is skipped unlisted.
    const last = cursor ? secondOf(timeOf(cursor)) : undefined;
    const within = (period: string) => !last || period <= last.slice(0, period.length);
    const queue = this.days.filter(within);
    const found: Entry[] = [];
    while (queue.length > 0 && found.length <= limit) {
      // As many periods at once as their counts (or estimates) say the page needs (one with neither closes the
      // group), so a page lists about the minutes it shows.
      const size = (p: string) => this.counts.get(p) ?? this.estimates.get(p) ?? limit;
      const group = [queue[0]];
      let expected = size(queue[0]);
      while (expected < limit + 1 - found.length && group.length < queue.length && group.length < GROUP_MAX) {
        const next = queue[group.length];
        group.push(next);
        expected += size(next);
      }
      const opened = await Promise.all(group.map((p) => this.open(p, limit + 1 - found.length)));
      let done = 0;
      for (const result of opened) {
        if ('parts' in result) {
          // Its parts take its place, newest first; the periods after it wait for the next round.
          queue.splice(done, 1, ...result.parts.filter(within));
          break;
        }
        for (const e of result.entries) if (!cursor || e.id < cursor) found.push(e);
        done += 1;
        if (found.length > limit) break;
      }
      queue.splice(0, done);
    }
    return { entries: found.slice(0, limit), more: found.length > limit };
  }
}

/**
 * Counts a collection the way a list request does, caching every closed minute, hour and day not counted yet;
 * answers the total.
 */
export const countCollection = (s: Store, collection: Collection, now = Date.now()): Promise<number> =>
  new CollectionView(s, collection, now).load();

export type Page = {
  items: StoredRecord[];
  total: number;
  nextCursor?: string;
};

/**
 * One page of a collection and its total, with the key each item was read from and what the request learnt of
 * the size of the periods (`sizeOf`, see CollectionView).
 */
export async function pageOf(
  s: Store,
  collection: Collection,
  { limit, cursor }: { limit: number; cursor?: string },
  now = Date.now(),
): Promise<Page & { keys: string[]; sizeOf: (period: string) => number | undefined }> {
  const view = new CollectionView(s, collection, now);
  const total = await view.load();
  const { entries, more } = await view.page(limit, cursor);
  const read = await Promise.all(
    entries.map(async (e) => ({ key: e.key, item: await readJson<StoredRecord>(s, e.key) })),
  );
  const kept = read.filter((r): r is { key: string; item: StoredRecord } => r.item !== null);
  return {
    items: kept.map((r) => r.item),
    keys: kept.map((r) => r.key),
    sizeOf: (period: string) => view.sizeOf(period),
    total,
    nextCursor: more && entries.length ? entries[entries.length - 1].id : undefined,
  };
}
