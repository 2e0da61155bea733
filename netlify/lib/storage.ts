/**
 * The only module that talks to Netlify Blobs.
 *
 * Layout of every store:
 *   rec/<timeKey>              one JSON record per submission (never a shared list, so no lost writes)
 *   email/<emailHash>/<timeKey> empty marker, so one person's records can be found and erased
 *   unique/<emailHash>         subscribers only: makes a repeated subscription idempotent
 * A timeKey is a zero-padded millisecond time plus randomness: unique, and sorting keys sorts by time.
 */
import { createHash, randomBytes } from 'node:crypto';
import { getDeployStore, getStore, type Store } from '@netlify/blobs';

export const STORES = ['contacts', 'partnerships', 'subscribers', 'chats', 'prequalifications'] as const;
export type StoreName = (typeof STORES)[number];

export type StoredRecord = { id: string; submittedAt: string; [field: string]: unknown };

export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super('Blob storage unavailable', { cause });
  }
}

const RECORD = 'rec/';

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

export function emailHash(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
}

/** Stores one submission under its own time-ordered key and returns it with its id and submittedAt. */
export async function saveRecord(name: StoreName, data: Record<string, unknown>): Promise<StoredRecord> {
  // One clock reading for both, so sorting by key is sorting by submittedAt.
  const now = Date.now();
  const id = newTimeKey(now);
  const record: StoredRecord = { id, submittedAt: new Date(now).toISOString(), ...data };
  await guard(async () => {
    const s = store(name);
    // Marker first: a failure between the two writes leaves at worst a marker without a record, never a
    // record that an erase request cannot find.
    if (typeof data.email === 'string') await s.set(`email/${emailHash(data.email)}/${id}`, '');
    await s.setJSON(RECORD + id, record);
  });
  return record;
}

/** Subscribes an e-mail once; a repeat answers `created: false` and stores nothing new. */
export async function saveUnique(
  name: StoreName,
  email: string,
  data: Record<string, unknown>,
): Promise<{ created: boolean; record?: StoredRecord }> {
  const marker = `unique/${emailHash(email)}`;
  const { modified } = await guard(() => store(name).set(marker, '', { onlyIfNew: true }));
  if (!modified) return { created: false };
  try {
    return { created: true, record: await saveRecord(name, data) };
  } catch (err) {
    await store(name).delete(marker).catch(() => {});
    throw err;
  }
}

export type Page = { items: StoredRecord[]; total: number; nextCursor?: string };

/** Newest first. Lists keys only, then fetches just the requested page of records. */
export function listRecords(name: StoreName, page: { limit: number; cursor?: string }): Promise<Page> {
  return listByKeyPrefix(name, RECORD, page);
}

/** Pages the time keys found under `prefix` (newest first) and fetches the records they point at. */
function listByKeyPrefix(name: StoreName, prefix: string, { limit, cursor }: { limit: number; cursor?: string }): Promise<Page> {
  return guard(async () => {
    const s = store(name);
    const { blobs } = await s.list({ prefix });
    const keys = blobs.map((b) => b.key.slice(prefix.length)).sort().reverse();
    const start = cursor ? keys.findIndex((k) => k < cursor) : 0;
    const pageKeys = start < 0 ? [] : keys.slice(start, start + limit);
    const items = (await Promise.all(pageKeys.map((k) => s.get(RECORD + k, { type: 'json' })))) as (StoredRecord | null)[];
    const more = start >= 0 && start + limit < keys.length;
    return {
      items: items.filter((r): r is StoredRecord => r !== null),
      total: keys.length,
      nextCursor: more ? pageKeys[pageKeys.length - 1] : undefined,
    };
  });
}

/** Every record of every store, newest first (admin exports and tests). */
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

/** Erases every record of one e-mail address across all stores; returns how many records went. */
export async function eraseByEmail(email: string): Promise<{ removed: number; byStore: Record<StoreName, number> }> {
  const hash = emailHash(email);
  const byStore = {} as Record<StoreName, number>;
  let removed = 0;
  await guard(async () => {
    for (const name of STORES) {
      const s = store(name);
      const { blobs } = await s.list({ prefix: `email/${hash}/` });
      let count = 0;
      for (const { key } of blobs) {
        const id = key.slice(key.lastIndexOf('/') + 1);
        // Count records that really existed (a marker can outlive a failed write).
        if (await s.getMetadata(RECORD + id)) count += 1;
        await s.delete(RECORD + id);
        await s.delete(key);
      }
      await s.delete(`unique/${hash}`);
      byStore[name] = count;
      removed += count;
    }
  });
  return { removed, byStore };
}

// Chat transcripts: one record per message under rec/<timeKey> (so GET /api/chats pages them like every other
// list), plus an empty conv/<conversationId>/<timeKey> marker, so one conversation can be read back in order.
const CONVERSATION = 'conv/';

export type ChatRole = 'user' | 'bot';
export type ChatEntry = { role: ChatRole; message: string; [field: string]: unknown };

/** Stores the messages of one exchange in order (each gets a later time key than the one before). */
export async function saveChatMessages(conversationId: string, entries: ChatEntry[], now = Date.now()): Promise<StoredRecord[]> {
  const records = entries.map((entry, i) => {
    const id = newTimeKey(now + i);
    return { id, submittedAt: new Date(now + i).toISOString(), conversationId, ...entry } as StoredRecord;
  });
  await guard(async () => {
    const s = store('chats');
    await Promise.all(
      records.map(async (r) => {
        await s.setJSON(RECORD + r.id, r);
        await s.set(`${CONVERSATION}${conversationId}/${r.id}`, '');
      }),
    );
  });
  return records;
}

/** One conversation's messages, newest first, paged like listRecords. */
export function listConversation(conversationId: string, page: { limit: number; cursor?: string }): Promise<Page> {
  return listByKeyPrefix('chats', `${CONVERSATION}${conversationId}/`, page);
}
