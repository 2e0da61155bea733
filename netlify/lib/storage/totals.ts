/**
 * Keeps the cached counts of every staff list current: each run counts the minutes (hours, days) that closed
 * since the last one, so the first page after a spam wave nobody watched still lists only the minutes within the
 * count grace, never the wave.
 */
import { CONVERSATIONS, RECORDS, STORES, type Collection, type InternalStore, type StoreName } from './keys';
import { countCollection } from './listing';
import { guard, store } from './store';

/** Every collection a staff list pages through: the records of each store, the conversations, the audit log. */
export const LISTED: readonly [StoreName | InternalStore, Collection][] = [
  ...STORES.map((name) => [name, RECORDS] as [StoreName, Collection]),
  ['chats', CONVERSATIONS],
  ['audit', RECORDS],
];

/** Counts every listed collection once (the counts sweep); answers how many it counted. */
export async function refreshCounts(now = Date.now()): Promise<number> {
  await guard(() => Promise.all(LISTED.map(([name, collection]) => countCollection(store(name), collection, now))));
  return LISTED.length;
}
