/**
 * Paged listing of a time-partitioned collection, newest first, with exact totals from the cached counts of
 * closed days and hours (counts.ts).
 */
import type { Store } from '@netlify/blobs';
import { readCounts, sealMonth, writeCount, type CountIndex } from './counts';
import {
  dayOf,
  hourOf,
  HOURLY,
  idOf,
  isClosed,
  isHour,
  isTimeKey,
  newTimeKey,
  timeOf,
  type Collection,
  type StoredRecord,
} from './keys';
import { listDirs, listKeys, readJson, storageStats } from './store';

/** The most entries a closed day may hold to be listed whole (one list call on Netlify) rather than by hour. */
const WHOLE_DAY_MAX = 1000;

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
    // A day listed whole already (to count it) is read from that listing, not hour by hour again; a closed day
    // that one list call returns whole is cheaper whole than hour by hour (a quiet store's days are sparse).
    const known = this.counts.get(day);
    const small = known !== undefined && known <= WHOLE_DAY_MAX && isClosed(day, this.now);
    if (!HOURLY[this.collection] || this.listings.has(day) || small) return Promise.resolve([day]);
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
    await Promise.all(open.filter((m) => isClosed(m, now)).map((m) => sealMonth(s, collection, m)));
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

/** One page of a collection and its total. */
export async function pageOf(
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
