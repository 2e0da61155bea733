/**
 * Counts of closed days (and closed hours of the open day), cached in their own blobs. The version is the
 * time the counting listing started: of two counts of one period, the later listing saw every deletion the
 * earlier one saw, so the highest version wins.
 */
import type { Store } from '@netlify/blobs';
import { COUNTS, idOf, isClosed, isHour, isTimeKey, newTimeKey, type Collection } from './keys';
import { listKeys } from './store';

const COUNT_KEY = /^([dh])(\d{8}|\d{10})_(\d{15}-[0-9a-f]{16})_(\d+)$/;
const SEAL_KEY = /^m(\d{6})$/;

export type CachedCount = { version: string; n: number; keys: string[] };
/** Cached counts by period: 'YYYY/MM/DD' days and 'YYYY/MM/DD/HH' hours. */
export type CountIndex = { periods: Map<string, CachedCount>; sealed: Set<string> };

const compactPeriod = (period: string) => period.replaceAll('/', '');

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
export async function writeCount(
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

/** Marks a closed month whose every day has a count: later requests skip walking its folders. */
export function sealMonth(s: Store, collection: Collection, month: string): Promise<unknown> {
  return s.set(`${COUNTS}${collection}/m${month.replace('/', '')}`, '');
}

/** Counts a closed day afresh (after an erase changed it). */
export async function recountDay(
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
