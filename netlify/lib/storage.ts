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

export const STORES = ['contacts', 'partnerships', 'subscribers', 'chats'] as const;
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

// ---------------------------------------------------------------------------------------------------------------
// Alert outbox. Each alerted record gets its own entry in the record's own store, keyed by the record id:
//   alert/pending/<recordId>  waiting for delivery (the sweep lists only this prefix, so it stays small)
//   alert/done/<recordId>     the final state (sent or failed), read by the admin
// Entries hold delivery state only, never the visitor's data: the alert is built from the record when sent,
// and an erased record is never alerted. Every change to a pending entry is a conditional write on its etag,
// so two workers can never both own it.
// ---------------------------------------------------------------------------------------------------------------
export const ALERT_STORES = ['contacts', 'partnerships', 'chats'] as const satisfies readonly StoreName[];
export type AlertStore = (typeof ALERT_STORES)[number];
export type AlertChannel = 'email' | 'webhook';

export type OutboxEntry = {
  recordId: string;
  /** When this delivery was queued (the submission, or a staff resend); retries stop 24 h after it. */
  createdAt: string;
  attempts: number;
  nextAttemptAt: string;
  /** The worker delivering it right now, until its lease runs out. */
  lease?: { owner: string; until: string };
  /** Channels already delivered (time), so a retry never repeats them. */
  sent: Partial<Record<AlertChannel, string>>;
  lastError?: string;
};

export type AlertOutcome = {
  recordId: string;
  state: 'sent' | 'failed';
  at: string;
  attempts: number;
  sent: Partial<Record<AlertChannel, string>>;
  lastError?: string;
  /** createdAt of the delivery this closes, so a crash between "done" and "unqueue" is recognised. */
  queuedAt: string;
};

const PENDING = 'alert/pending/';
const DONE = 'alert/done/';

export type Versioned<T> = { value: T; etag: string };

/** One stored record by id, or null when it does not exist (never stored, or erased). */
export function getRecord(name: StoreName, id: string): Promise<StoredRecord | null> {
  return guard(() => store(name).get(RECORD + id, { type: 'json' }) as Promise<StoredRecord | null>);
}

/** Queues an entry only when the record has none pending; answers its etag, or null when one existed. */
export async function createOutboxEntry(name: AlertStore, entry: OutboxEntry): Promise<string | null> {
  const result = await guard(() => store(name).setJSON(PENDING + entry.recordId, entry, { onlyIfNew: true }));
  return result.modified ? (result.etag ?? null) : null;
}

export async function readOutboxEntry(name: AlertStore, recordId: string): Promise<Versioned<OutboxEntry> | null> {
  const key = PENDING + recordId;
  return guard(async () => {
    const s = store(name);
    const found = await s.getWithMetadata(key, { type: 'json' });
    if (!found) return null;
    if (found.etag) return { value: found.data as OutboxEntry, etag: found.etag };
    // The local Blobs server sends no ETag with reads: take it from a listing, then read again. A change in
    // between only makes the conditional write fail; it can never pair an etag with older data.
    const { blobs } = await s.list({ prefix: key });
    const etag = blobs.find((b) => b.key === key)?.etag;
    const value = etag ? ((await s.get(key, { type: 'json' })) as OutboxEntry | null) : null;
    return etag && value ? { value, etag } : null;
  });
}

/** Replaces a pending entry only if nobody changed it since `etag`; answers the new etag, or null when beaten. */
export async function replaceOutboxEntry(name: AlertStore, entry: OutboxEntry, etag: string): Promise<string | null> {
  const result = await guard(() => store(name).setJSON(PENDING + entry.recordId, entry, { onlyIfMatch: etag }));
  return result.modified ? (result.etag ?? null) : null;
}

/** Record ids with a pending alert (every page of the listing). */
export async function listPendingAlerts(name: AlertStore): Promise<string[]> {
  return guard(async () => {
    const ids: string[] = [];
    for await (const page of store(name).list({ prefix: PENDING, paginate: true })) {
      for (const blob of page.blobs) ids.push(blob.key.slice(PENDING.length));
    }
    return ids;
  });
}

/** Records the final state, then removes the pending entry (in that order: a crash between leaves both). */
export async function closeOutboxEntry(name: AlertStore, outcome: AlertOutcome): Promise<void> {
  await guard(async () => {
    const s = store(name);
    await s.setJSON(DONE + outcome.recordId, outcome);
    await s.delete(PENDING + outcome.recordId);
  });
}

/** Removes a pending entry whose record is gone (erased before its alert went out). */
export function dropOutboxEntry(name: AlertStore, recordId: string): Promise<void> {
  return guard(() => store(name).delete(PENDING + recordId));
}

export function readAlertOutcome(name: AlertStore, recordId: string): Promise<AlertOutcome | null> {
  return guard(() => store(name).get(DONE + recordId, { type: 'json' }) as Promise<AlertOutcome | null>);
}
