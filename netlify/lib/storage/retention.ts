/**
 * Deleting what is older than a retention period, by whole day folders of a time-partitioned collection (a
 * day's hours and minutes go with it). Years, months and days are listed as folders (a bounded number), then only
 * the keys of the days that go. Each record's side blobs go with it: its by-e-mail pointer (records), its id
 * pointer and messages (conversations). Work per run is capped; what is left is picked up by the next run.
 */
import type { Store } from '@netlify/blobs';
import { COUNTS, CONVERSATION_IDS, dayOf, emailHash, emailPrefix, idOf, isTimeKey, MESSAGES } from './keys';
import { forgetHandoff } from './handoff';
import { forgetMentions } from './mentions';
import { REFUSED } from './refusals';
import { guard, listDirs, listKeys, readJson, store } from './store';

export type RetentionStore = 'contacts' | 'partnerships' | 'prequalifications' | 'chats' | 'accessibility' | 'audit';

/** The days (YYYY/MM/DD) under `root/` that ended before `cutoff`, oldest first. */
async function daysBefore(s: Store, root: string, cutoff: number): Promise<string[]> {
  const first = dayOf(cutoff);
  const last = dayOf(cutoff - 1);
  const days: string[] = [];
  const lastDay = (d: string) => d < first;
  for (const y of (await listDirs(s, `${root}/`)).filter((y) => /^\d{4}$/.test(y) && y <= last.slice(0, 4)).sort()) {
    for (const m of (await listDirs(s, `${root}/${y}/`)).filter((m) => /^\d{2}$/.test(m)).sort()) {
      if (`${y}/${m}` > last.slice(0, 7)) continue;
      for (const d of (await listDirs(s, `${root}/${y}/${m}/`)).filter((d) => /^\d{2}$/.test(d)).sort()) {
        if (lastDay(`${y}/${m}/${d}`)) days.push(`${y}/${m}/${d}`);
      }
    }
  }
  return days;
}

/** The cached counts of a day (and its hours and minutes), which must not outlive its records. */
async function dropCounts(s: Store, collection: string, day: string): Promise<void> {
  const compact = day.replaceAll('/', '');
  const keys = (
    await Promise.all(['d', 'h', 'i'].map((p) => listKeys(s, `${COUNTS}${collection}/${p}${compact}`)))
  ).flat();
  await Promise.all(keys.map((k) => s.delete(k)));
}

type Budget = { left: number };

/** Deletes every key under `root/<day>/` for the days before `cutoff`; `each` cleans a record's side blobs. */
async function dropDays(
  s: Store,
  root: string,
  cutoff: number,
  budget: Budget,
  each: (key: string) => Promise<void> = async () => {},
  countsOf?: string,
): Promise<number> {
  let removed = 0;
  for (const day of await daysBefore(s, root, cutoff)) {
    const keys = await listKeys(s, `${root}/${day}/`);
    const batch = keys.slice(0, Math.max(0, budget.left));
    for (const key of batch) {
      await each(key);
      await s.delete(key);
    }
    budget.left -= batch.length;
    removed += batch.filter((k) => isTimeKey(idOf(k))).length;
    if (batch.length < keys.length) break;
    if (countsOf) await dropCounts(s, countsOf, day);
  }
  return removed;
}

/** Deletes the records of `name` received before `cutoff`; answers how many went. */
export async function deleteRecordsBefore(name: RetentionStore, cutoff: number, budget: Budget): Promise<number> {
  return guard(async () => {
    const s = store(name);
    if (name === 'chats') return deleteConversationsBefore(s, cutoff, budget);
    if (name === 'audit') {
      const entries = await dropDays(s, 'rec', cutoff, budget, undefined, 'rec');
      await dropDays(s, REFUSED.slice(0, -1), cutoff, budget);
      return entries;
    }
    return dropDays(
      s,
      'rec',
      cutoff,
      budget,
      async (key) => {
        const record = await readJson<{ email?: unknown }>(s, key);
        if (typeof record?.email === 'string') await s.delete(emailPrefix(emailHash(record.email)) + idOf(key));
      },
      'rec',
    );
  });
}

/** Conversations that started before `cutoff`: their mention and id pointers and index entry, then messages. */
async function deleteConversationsBefore(s: Store, cutoff: number, budget: Budget): Promise<number> {
  const removed = await dropDays(
    s,
    'conv',
    cutoff,
    budget,
    async (key) => {
      const entry = await readJson<{ conversationId?: unknown }>(s, key);
      if (typeof entry?.conversationId === 'string') {
        await s.delete(`${CONVERSATION_IDS}${entry.conversationId}`);
        await forgetHandoff(s, entry.conversationId);
      }
      await forgetMentions(s, idOf(key));
    },
    'conv',
  );
  await dropDays(s, MESSAGES, cutoff, budget);
  return removed;
}
