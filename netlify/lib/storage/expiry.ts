/**
 * Blobs that outlive their use (WebAuthn challenges and their spent markers, sessions, invitations, idempotency
 * entries) are registered when written, in the store that holds them:
 *   exp/<YYYYMMDDHH>/<key>   empty pointer: `key` may be deleted once that UTC hour has ended
 * The sweep lists the hour folders that ended (a handful) and deletes what they name, so it never lists a
 * whole store. Failed sign-ins (`lockout/<kind>/<YYYYMMDDHH>/…`) are already in hour folders and go by folder.
 */
import type { Store } from '@netlify/blobs';
import { LOCKOUT, type LockoutKind } from './lockout';
import { hourOf, IDEMPOTENCY, type StoreName } from './keys';
import { guard, listDirs, listKeys, readJson, store } from './store';

export const EXPIRY = 'exp/';
const compactHour = (ms: number) => hourOf(ms).replaceAll('/', '');

/** Registers `keys` of a store for deletion after `at` (written in the hour after, never before). */
export async function expireAt(s: Store, at: number, keys: string[]): Promise<void> {
  const hour = compactHour(at);
  await Promise.all(keys.map((key) => s.set(`${EXPIRY}${hour}/${key}`, '')));
}

/** Withdraws a registration (the blob was deleted at once, so the sweep has nothing to do). */
export async function unexpire(s: Store, at: number, keys: string[]): Promise<void> {
  const hour = compactHour(at);
  await Promise.all(keys.map((key) => s.delete(`${EXPIRY}${hour}/${key}`)));
}

/**
 * Deletes what the ended hour folders name. `keep` may spare a blob that was renewed after it was registered
 * (an idempotency key taken over later has a later pointer of its own). Answers how many blobs went.
 */
async function sweepStore(
  s: Store,
  now: number,
  keep: (key: string) => Promise<boolean> = async () => false,
): Promise<number> {
  const current = compactHour(now);
  const hours = (await listDirs(s, EXPIRY)).filter((h) => /^\d{10}$/.test(h) && h < current);
  let removed = 0;
  for (const hour of hours) {
    const prefix = `${EXPIRY}${hour}/`;
    for (const pointer of await listKeys(s, prefix)) {
      const key = pointer.slice(prefix.length);
      if (!(await keep(key))) {
        await s.delete(key);
        removed += 1;
      }
      await s.delete(pointer);
    }
  }
  return removed;
}

const LOCKOUT_KINDS: LockoutKind[] = ['token', 'passkey'];

/** Failed-credential hour folders older than the longest window (an hour is plenty). */
async function sweepLockouts(s: Store, now: number): Promise<number> {
  const cutoff = compactHour(now - 60 * 60_000);
  let removed = 0;
  for (const kind of LOCKOUT_KINDS) {
    const prefix = `${LOCKOUT}${kind}/`;
    for (const hour of (await listDirs(s, prefix)).filter((h) => h < cutoff)) {
      const keys = await listKeys(s, `${prefix}${hour}/`);
      await Promise.all(keys.map((k) => s.delete(k)));
      removed += keys.length;
    }
  }
  return removed;
}

export type SweepCounts = { staff: number; lockouts: number; idempotency: number };

/** One sweep of every store: what expired goes. Safe to overlap (deleting twice is harmless). */
export async function sweepExpired(
  stores: readonly StoreName[],
  ttlMs: number,
  now = Date.now(),
): Promise<SweepCounts> {
  return guard(async () => {
    const staff = store('staff');
    const [swept, lockouts] = await Promise.all([sweepStore(staff, now), sweepLockouts(staff, now)]);
    let idempotency = 0;
    for (const name of stores) {
      const s = store(name);
      idempotency += await sweepStore(s, now, async (key) => {
        if (!key.startsWith(IDEMPOTENCY)) return false;
        // Only its start matters here (idempotency.ts has the whole entry, and imports this module).
        const entry = await readJson<{ startedAt: string }>(s, key);
        return entry !== null && now - Date.parse(entry.startedAt) < ttlMs;
      });
    }
    return { staff: swept, lockouts, idempotency };
  });
}
