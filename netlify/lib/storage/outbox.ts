/**
 * The alert outbox. Each alerted record gets its own entry in the record's own store, keyed by the record id:
 *   alert/pending/<recordId>  waiting for delivery (the sweep lists only this prefix, so it stays small)
 *   alert/done/<recordId>     the final state (sent or failed), read by the admin
 * Entries hold delivery state only, never the visitor's data: the alert is built from the record when sent,
 * and an erased record is never alerted. Every change to a pending entry is a conditional write on its etag,
 * so two workers can never both own it.
 */
import type { StoreName } from './keys';
import { guard, readVersioned, store, type Versioned } from './store';

export const ALERT_STORES = [
  'contacts',
  'partnerships',
  'chats',
  'accessibility',
] as const satisfies readonly StoreName[];
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

/** Queues an entry only when the record has none pending; answers its etag, or null when one existed. */
export async function createOutboxEntry(name: AlertStore, entry: OutboxEntry): Promise<string | null> {
  const result = await guard(() => store(name).setJSON(PENDING + entry.recordId, entry, { onlyIfNew: true }));
  return result.modified ? (result.etag ?? null) : null;
}

export function readOutboxEntry(name: AlertStore, recordId: string): Promise<Versioned<OutboxEntry> | null> {
  return guard(() => readVersioned<OutboxEntry>(store(name), PENDING + recordId));
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
