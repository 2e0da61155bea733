/** Records of every store: saved once under a time key, listed newest first, erased by e-mail. */
import { readCounts, recountEntries } from './counts';
import {
  CONVERSATIONS,
  emailHash,
  emailPrefix,
  entryKey,
  entryKeys,
  idOf,
  isTimeKey,
  newTimeKey,
  RECORDS,
  STORES,
  UNIQUE,
  type StoredRecord,
  type StoreName,
} from './keys';
import { conversationKeyOf } from './handoff';
import { eraseConversation } from './mentions';
import { pageOf, type Page } from './listing';
import { guard, listKeys, readFirst, readJson, store } from './store';

/** Stores one submission under its own time-ordered key and returns it with its id and submittedAt. */
export async function saveRecord(name: StoreName, data: Record<string, unknown>): Promise<StoredRecord> {
  // One clock reading for both, so sorting by key is sorting by submittedAt.
  const now = Date.now();
  const id = newTimeKey(now);
  const record: StoredRecord = {
    id,
    submittedAt: new Date(now).toISOString(),
    ...data,
  };
  const key = entryKey(RECORDS, id);
  await guard(async () => {
    const s = store(name);
    // Pointer first: a failure between the two writes leaves at worst a pointer without a record, never a
    // record that an erase request cannot find.
    if (typeof data.email === 'string') await s.set(emailPrefix(emailHash(data.email)) + id, '');
    await s.setJSON(key, record);
  });
  return record;
}

/** Subscribes an e-mail once; a repeat answers `created: false` and stores nothing new. */
export async function saveUnique(
  name: StoreName,
  email: string,
  data: Record<string, unknown>,
): Promise<{ created: boolean; record?: StoredRecord }> {
  const marker = `${UNIQUE}${emailHash(email)}`;
  const { modified } = await guard(() => store(name).set(marker, '', { onlyIfNew: true }));
  if (!modified) return { created: false };
  try {
    return { created: true, record: await saveRecord(name, data) };
  } catch (err) {
    await store(name)
      .delete(marker)
      .catch(() => {});
    throw err;
  }
}

/** Newest first; `total` counts every record of the store. */
export function listRecords(
  name: StoreName,
  page: { limit: number; cursor?: string },
  now = Date.now(),
): Promise<Page> {
  return guard(async () => {
    const { keys: _keys, sizeOf: _sizeOf, ...result } = await pageOf(store(name), RECORDS, page, now);
    return result;
  });
}

/** Every record of a store, newest first, fetched page by page (tests and scripts). */
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

/** Erases every record of one e-mail address in the given stores (all by default); returns how many went. */
export async function eraseByEmail(
  email: string,
  stores: readonly StoreName[] = STORES,
): Promise<{ removed: number; byStore: Record<StoreName, number> }> {
  const hash = emailHash(email);
  const byStore = {} as Record<StoreName, number>;
  await guard(() =>
    Promise.all(
      stores.map(async (name) => {
        const s = store(name);
        const prefix = emailPrefix(hash);
        // A pointer names the record's id (its record in the id's minute, or in its hour or day if written
        // before minutes or hours), or (written before that) its whole key.
        const targets = (await listKeys(s, prefix)).map((k) => {
          const rest = k.slice(prefix.length);
          return { marker: k, keys: isTimeKey(rest) ? entryKeys(RECORDS, rest) : [rest] };
        });
        // Count records that really existed (a pointer can outlive a failed write).
        const existed = await Promise.all(
          targets.map(async ({ keys }) =>
            (await Promise.all(keys.map((key) => s.get(key, { type: 'text' })))).some((text) => text !== null),
          ),
        );
        // A chat hand-off's contact record names its conversation, which goes with it.
        const conversations =
          name === 'chats'
            ? (
                await Promise.all(
                  targets.flatMap(({ keys }) => keys.map((key) => readJson<StoredRecord>(s, key).catch(() => null))),
                )
              )
                .map((r) => r?.conversationId)
                .filter((id): id is string => typeof id === 'string')
            : [];
        const keys = await Promise.all(conversations.map((id) => conversationKeyOf(id)));
        await Promise.all(keys.filter((k): k is string => !!k).map((k) => eraseConversation(k)));
        await Promise.all(targets.flatMap(({ keys }) => keys.map((key) => s.delete(key))));
        await Promise.all([...targets.map(({ marker }) => s.delete(marker)), s.delete(`${UNIQUE}${hash}`)]);
        const ids = targets
          .filter(({ keys }) => keys[0].startsWith(`${RECORDS}/`))
          .map(({ keys }) => idOf(keys[0]))
          .filter(isTimeKey);
        // One listing of the cached counts serves every period recounted here.
        const known = ids.length > 1 ? await readCounts(s, RECORDS) : undefined;
        await recountEntries(s, RECORDS, ids, known);
        byStore[name] = existed.filter(Boolean).length;
      }),
    ),
  );
  const ordered = Object.fromEntries(stores.map((n) => [n, byStore[n]])) as Record<StoreName, number>;
  return {
    removed: Object.values(ordered).reduce((a, b) => a + b, 0),
    byStore: ordered,
  };
}

/**
 * Unsubscribes one e-mail: deletes its subscriber record(s) and the marker that made the subscription unique,
 * in the subscribers store only. Returns whether a subscription existed.
 */
export async function removeSubscriber(email: string): Promise<boolean> {
  return (await eraseByEmail(email, ['subscribers'])).removed > 0;
}

/** One stored record by id, or null when it does not exist (never stored, or erased). */
export function getRecord(name: StoreName, id: string): Promise<StoredRecord | null> {
  // A chat "record" is a conversation (its index entry). Either is in its minute's folder or, if older, its
  // hour's or its day's.
  const collection = name === 'chats' ? CONVERSATIONS : RECORDS;
  return guard(() => readFirst<StoredRecord>(store(name), entryKeys(collection, id)));
}

/** Every record of one e-mail address in the given stores (a person's data export), found by its pointers. */
export async function recordsByEmail(
  email: string,
  stores: readonly StoreName[] = STORES,
): Promise<Record<StoreName, StoredRecord[]>> {
  const prefix = emailPrefix(emailHash(email));
  const found = await guard(() =>
    Promise.all(
      stores.map(async (name) => {
        const s = store(name);
        const records = await Promise.all(
          (await listKeys(s, prefix)).map(async (k) => {
            const rest = k.slice(prefix.length);
            return readFirst<StoredRecord>(s, isTimeKey(rest) ? entryKeys(RECORDS, rest) : [rest]);
          }),
        );
        return [name, records.filter((r): r is StoredRecord => r !== null)] as const;
      }),
    ),
  );
  return Object.fromEntries(found) as Record<StoreName, StoredRecord[]>;
}
