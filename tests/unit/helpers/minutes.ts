// What the minute-folder tests share: a fake clock for record times, the raw store, and page walks.
import { getStore } from '@netlify/blobs';
import { vi } from 'vitest';
import { listRecords, resetStorageStats, saveRecord, storageStats, type StoreName } from '../../../netlify/lib/storage';

export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;
export const at = (ms: number) => vi.setSystemTime(ms);
export const blobs = (name: string) => getStore({ name, consistency: 'strong' });

/** The cached count keys of a store's records, without their prefix, sorted. */
export async function countKeys(name: StoreName): Promise<string[]> {
  const { blobs: found } = await blobs(name).list({ prefix: 'count/rec/' });
  return found.map((b) => b.key.slice('count/rec/'.length)).sort();
}

/** `perMinute` records in each minute `from` to `to` (exclusive) of the hour starting at `hour`. */
export async function fill(name: StoreName, hour: number, from: number, to: number, perMinute: number) {
  for (let m = from; m < to; m++) {
    await Promise.all(
      Array.from({ length: perMinute }, (_, i) => {
        // saveRecord reads the clock as it is called: each record its own millisecond, in order.
        at(hour + m * MINUTE + i * 100);
        return saveRecord(name, { email: `m${m}-${i}@x.co`, minute: m, i });
      }),
    );
  }
}

/** One page request at `now` and what it cost. */
export async function cost(name: StoreName, page: { limit: number; cursor?: string }, now: number) {
  at(now);
  resetStorageStats();
  const result = await listRecords(name, page, now);
  return { result, stats: { ...storageStats } };
}

/** Every record of a store page by page at `now`: the ids in the order the pages gave them. */
export async function walk(name: StoreName, limit: number, now: number): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await listRecords(name, { limit, cursor }, now);
    ids.push(...page.items.map((r) => r.id));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}
