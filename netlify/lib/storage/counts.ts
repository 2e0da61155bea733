/**
 * Counts of closed periods, cached in their own blobs: days, hours of the open day, minutes of an open hour. The
 * version is the time the counting listing started (for a sum of cached counts, the oldest of theirs): of two
 * counts of one period the highest version wins, and a count is superseded by any newer count of a period inside
 * it (an erase recounted that part after it was made).
 */
import type { Store } from '@netlify/blobs';
import { COUNTS, idOf, isClosed, isDay, isHour, isTimeKey, newTimeKey, periodsOf, type Collection } from './keys';
import { listKeys } from './store';

const COUNT_KEY = /^([dhi])(\d{8}|\d{10}|\d{12})_(\d{15}-[0-9a-f]{16})_(\d+)$/;
const SEAL_KEY = /^m(\d{6})$/;

export type CachedCount = { version: string; n: number; keys: string[] };
/** Cached counts by period ('YYYY/MM/DD' days, 'YYYY/MM/DD/HH' hours, 'YYYY/MM/DD/HH/MM' minutes), sealed months. */
export type CountIndex = { periods: Map<string, CachedCount>; sealed: Set<string> };

const compactPeriod = (period: string) => period.replaceAll('/', '');
const letterOf = (period: string) => (isDay(period) ? 'd' : isHour(period) ? 'h' : 'i');
/** 'YYYYMMDDHHMM' (or shorter) back to 'YYYY/MM/DD/HH/MM'. */
const periodOf = (compact: string) =>
  [compact.slice(0, 4), compact.slice(4, 6), compact.slice(6, 8), compact.slice(8, 10), compact.slice(10, 12)]
    .filter(Boolean)
    .join('/');

export async function readCounts(s: Store, collection: Collection): Promise<CountIndex> {
  const prefix = `${COUNTS}${collection}/`;
  const keys = await listKeys(s, prefix);
  const periods = new Map<string, CachedCount>();
  const sealed = new Set<string>();
  for (const key of keys) {
    const name = key.slice(prefix.length);
    const count = COUNT_KEY.exec(name);
    if (count) {
      const [, , p, version, n] = count;
      const period = periodOf(p);
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

const versionOf = (collection: Collection, key: string) =>
  COUNT_KEY.exec(key.slice(`${COUNTS}${collection}/`.length))?.[3];

/**
 * Caches a closed period's count, then removes what it replaces: the period's own counts in `own` older than this
 * one (all of them with `replaceAll`: they are known to be out of date), and `consumed`, the counts of periods
 * inside it that it stands for.
 */
export async function writeCount(
  s: Store,
  collection: Collection,
  period: string,
  n: number,
  version: string,
  own?: string[],
  consumed: string[] = [],
  replaceAll = false,
): Promise<void> {
  const prefix = `${COUNTS}${collection}/${letterOf(period)}${compactPeriod(period)}_`;
  const key = `${prefix}${version}_${n}`;
  await s.set(key, '');
  const older = (own ?? (await listKeys(s, prefix))).filter((k) => {
    const v = versionOf(collection, k);
    return k !== key && v !== undefined && (replaceAll || v < version);
  });
  await Promise.all([...older, ...consumed.filter((k) => k !== key)].map((k) => s.delete(k)));
}

/** Marks a closed month whose every day has a count: later requests skip walking its folders. */
export function sealMonth(s: Store, collection: Collection, month: string): Promise<unknown> {
  return s.set(`${COUNTS}${collection}/m${month.replace('/', '')}`, '');
}

/**
 * Counts afresh, after an erase removed entries, the widest closed period holding each of them (its day, else its
 * hour, else its minute; nothing while its minute is still open). Call it after the deletions: whether a period
 * is closed is decided now, so a request that caches the period's count later lists it after the deletions.
 */
export async function recountEntries(
  s: Store,
  collection: Collection,
  ids: string[],
  known?: CountIndex,
  now = Date.now(),
): Promise<void> {
  const periods = new Set(
    ids.map((id) => periodsOf(id).find((p) => isClosed(p, now))).filter((p): p is string => p !== undefined),
  );
  await Promise.all(
    [...periods].map(async (period) => {
      const version = newTimeKey();
      const n = (await listKeys(s, `${collection}/${period}/`)).filter((k) => isTimeKey(idOf(k))).length;
      // With the counts already listed, a period missing from them has no older version to remove.
      await writeCount(s, collection, period, n, version, known ? (known.periods.get(period)?.keys ?? []) : undefined);
    }),
  );
}
