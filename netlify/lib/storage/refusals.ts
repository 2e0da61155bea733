/**
 * Refused staff calls (401, 403, cross-site), grouped per address and hour, in the `audit` store:
 *   refused/YYYY/MM/DD/HH/<addressHash>   { ip, hour, count, statuses, paths, firstAt, lastAt }
 * One counter blob per address and hour, so a flood of refusals costs a bounded number of blobs. It is
 * updated by a conditional write on its etag (a lost race retries), never blindly overwritten. The first
 * refusal of an address in an hour also writes one audit entry ("refused") that points at the counter.
 */
import { createHash } from 'node:crypto';
import { hourOf } from './keys';
import { guard, readVersioned, store } from './store';

export type RefusalCounter = {
  ip: string;
  hour: string;
  count: number;
  statuses: Record<string, number>;
  /** The first few paths refused (at most 10), to see what was tried. */
  paths: string[];
  firstAt: string;
  lastAt: string;
};

export const REFUSED = 'refused/';
const MAX_PATHS = 10;
const addressHash = (ip: string) => createHash('sha256').update(`refused:${ip}`).digest('hex').slice(0, 32);
export const refusalKey = (ip: string, hour: string) => `${REFUSED}${hour}/${addressHash(ip)}`;

/** Counts one refusal; answers true when it is the first of this address in this hour. */
export async function countRefusal(ip: string, status: number, path: string, now = Date.now()): Promise<boolean> {
  const hour = hourOf(now);
  const key = refusalKey(ip, hour);
  const at = new Date(now).toISOString();
  return guard(async () => {
    const s = store('audit');
    const fresh: RefusalCounter = {
      ip,
      hour,
      count: 1,
      statuses: { [status]: 1 },
      paths: [path],
      firstAt: at,
      lastAt: at,
    };
    for (let attempt = 0; attempt < 5; attempt++) {
      const found = await readVersioned<RefusalCounter>(s, key);
      if (!found) {
        if ((await s.setJSON(key, fresh, { onlyIfNew: true })).modified) return true;
        continue;
      }
      const c = found.value;
      const next: RefusalCounter = {
        ...c,
        count: c.count + 1,
        statuses: { ...c.statuses, [status]: (c.statuses[status] ?? 0) + 1 },
        paths: c.paths.includes(path) || c.paths.length >= MAX_PATHS ? c.paths : [...c.paths, path],
        lastAt: at,
      };
      if ((await s.setJSON(key, next, { onlyIfMatch: found.etag })).modified) return false;
    }
    // Five lost races in a row: a burst is being counted by others; this one is dropped, not overwritten.
    return false;
  });
}

export const readRefusals = (ip: string, hour: string) =>
  guard(async () => (await readVersioned<RefusalCounter>(store('audit'), refusalKey(ip, hour)))?.value ?? null);
