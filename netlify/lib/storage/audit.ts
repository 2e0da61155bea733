/**
 * The staff audit log, in the `audit` store: one blob per event under rec/YYYY/MM/DD/HH/MM/<timeKey>, written once
 * and never changed by any code path, listed newest first like the inboxes. No endpoint deletes an entry; the
 * retention schedule (src/data/retention.ts) removes whole days once they are older than the audit log's period.
 */
import { entryKey, newTimeKey, RECORDS, type StoredRecord } from './keys';
import { pageOf } from './listing';
import { guard, store } from './store';

export type AuditActor =
  | { kind: 'person'; id: string; name: string }
  | { kind: 'env'; name: string }
  /** A sign-in with a passkey nobody holds any more (or never did), or a refused caller. */
  | { kind: 'unknown'; name: string }
  /** A scheduled job of the site itself (the retention schedule). */
  | { kind: 'system'; name: string };

export type AuditEvent = {
  actor: AuditActor;
  action: string;
  /** What was acted on: a store, a record, a person, a passkey (never an e-mail address in clear). */
  target: string;
  ip: string;
  /** Facts of the action: a list's page and filter, rows exported, records erased. */
  detail?: Record<string, string | number | boolean>;
};

export type AuditEntry = AuditEvent & { id: string; at: string };

export async function saveAuditEntry(event: AuditEvent, now = Date.now()): Promise<AuditEntry> {
  const id = newTimeKey(now);
  const entry: AuditEntry = { id, at: new Date(now).toISOString(), ...event };
  await guard(() => store('audit').setJSON(entryKey(RECORDS, id), entry, { onlyIfNew: true }));
  return entry;
}

/** Newest first, paged like the inboxes. */
export async function listAudit(page: { limit: number; cursor?: string }, now = Date.now()) {
  const { keys: _keys, sizeOf: _sizeOf, ...result } = await guard(() => pageOf(store('audit'), RECORDS, page, now));
  return { ...result, items: result.items as (StoredRecord & AuditEntry)[] };
}
