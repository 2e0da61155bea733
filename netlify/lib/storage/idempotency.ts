/**
 * Idempotency keys, one blob per key in the endpoint's own store:
 *   idem/<keyHash>   { fingerprint, state: 'running' | 'done', startedAt, answer? }
 * A key is claimed by a conditional create, so of many simultaneous requests with one key exactly one runs;
 * a stale claim (a crashed run) or an expired answer is taken over by a conditional write on its etag.
 */
import { createHash } from 'node:crypto';
import { IDEMPOTENCY, type StoreName } from './keys';
import { expireAt, unexpire } from './expiry';
import { guard, readVersioned, store, type Versioned } from './store';

/** The answer a retry replays: status and JSON body. */
export type StoredAnswer = { status: number; body: unknown };

export type IdempotencyEntry = {
  /** SHA-256 of the request body, so the same key with another body is refused. */
  fingerprint: string;
  state: 'running' | 'done';
  startedAt: string;
  answer?: StoredAnswer;
};

/** The blob name of a client's key: hashed, so any key the header allows makes a short, safe name. */
export const idempotencyBlob = (key: string): string =>
  IDEMPOTENCY + createHash('sha256').update(key).digest('hex').slice(0, 40);

/** Creates the entry only if the key is new; answers whether this request owns it. */
export async function claimIdempotencyKey(name: StoreName, key: string, entry: IdempotencyEntry): Promise<boolean> {
  const result = await guard(() => store(name).setJSON(idempotencyBlob(key), entry, { onlyIfNew: true }));
  if (result.modified) await registerExpiry(name, key, entry);
  return result.modified;
}

/** A day after its claim the entry answers nothing any more: the sweep may delete it (expiry.ts). */
const registerExpiry = (name: StoreName, key: string, entry: IdempotencyEntry) =>
  guard(() => expireAt(store(name), Date.parse(entry.startedAt) + IDEMPOTENCY_KEEP_MS, [idempotencyBlob(key)]));

/** How long an entry is kept: as long as a retry may replay it. */
export const IDEMPOTENCY_KEEP_MS = 24 * 60 * 60_000;

/** Replaces an entry only if nobody changed it since `etag` (taking over a stale or expired one). */
export async function takeOverIdempotencyKey(
  name: StoreName,
  key: string,
  entry: IdempotencyEntry,
  etag: string,
): Promise<boolean> {
  const result = await guard(() => store(name).setJSON(idempotencyBlob(key), entry, { onlyIfMatch: etag }));
  if (result.modified) await registerExpiry(name, key, entry);
  return result.modified;
}

export function readIdempotencyKey(name: StoreName, key: string): Promise<Versioned<IdempotencyEntry> | null> {
  return guard(() => readVersioned<IdempotencyEntry>(store(name), idempotencyBlob(key)));
}

/** The owner's final write: the answer that every retry with this key replays. */
export async function completeIdempotencyKey(name: StoreName, key: string, entry: IdempotencyEntry): Promise<void> {
  await guard(() => store(name).setJSON(idempotencyBlob(key), entry));
}

/**
 * Frees a key whose run stored nothing (refused or failed), so the client's retry runs again; with the claim it
 * made, its sweep pointer goes too (a refused request leaves nothing behind).
 */
export async function releaseIdempotencyKey(name: StoreName, key: string, claimed?: IdempotencyEntry): Promise<void> {
  await guard(async () => {
    const s = store(name);
    await s.delete(idempotencyBlob(key));
    if (claimed) await unexpire(s, Date.parse(claimed.startedAt) + IDEMPOTENCY_KEEP_MS, [idempotencyBlob(key)]);
  });
}
