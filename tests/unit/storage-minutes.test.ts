/**
 * Minute folders: a spam wave's hour costs a page no more than a quiet hour; pages run newest first across
 * minutes, hours and days; counts of closed minutes are cached once, then replaced by their hour's and their
 * day's; an erase recounts what held the record; records and conversations of the layouts before minutes still
 * list, read and erase. Record times are set with a fake Date (only Date is faked: the Blobs server runs normally).
 */
import { getStore } from '@netlify/blobs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  COUNT_GRACE_MS,
  emailHash,
  eraseByEmail,
  eraseConversation,
  getRecord,
  listConversation,
  listConversations,
  listRecords,
  newTimeKey,
  readConversation,
  recordsByEmail,
  resetStorageStats,
  saveChatMessages,
  saveRecord,
  storageStats,
  type StoreName,
} from '../../netlify/lib/storage';
import { useTempBlobs } from './helpers/blobs';

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
const at = (ms: number) => vi.setSystemTime(ms);
const blobs = (name: string) => getStore({ name, consistency: 'strong' });

/** The cached count keys of a store's records, without their prefix, sorted. */
async function countKeys(name: StoreName): Promise<string[]> {
  const { blobs: found } = await blobs(name).list({ prefix: 'count/rec/' });
  return found.map((b) => b.key.slice('count/rec/'.length)).sort();
}

/** `perMinute` records in each minute `from` to `to` (exclusive) of the hour starting at `hour`. */
async function fill(name: StoreName, hour: number, from: number, to: number, perMinute: number) {
  for (let m = from; m < to; m++) {
    await Promise.all(
      Array.from({ length: perMinute }, (_, i) => {
        // saveRecord reads the clock as it is called: each record its own millisecond, in order.
        at(hour + m * MINUTE + i * 100);
        return saveRecord(name, { email: `m${m}-${i}@x.co`, minute: m, i });
      }),
    );
  }
}

/** One page request at `now` and what it cost. */
async function cost(name: StoreName, page: { limit: number; cursor?: string }, now: number) {
  at(now);
  resetStorageStats();
  const result = await listRecords(name, page, now);
  return { result, stats: { ...storageStats } };
}

/** Every record of a store page by page at `now`: the ids in the order the pages gave them. */
async function walk(name: StoreName, limit: number, now: number): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await listRecords(name, { limit, cursor }, now);
    ids.push(...page.items.map((r) => r.id));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}

describe('a spam wave', () => {
  useTempBlobs();
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it('costs the first page the same at 600 and at 1,200 records in the open hour', async () => {
    const hour = Date.UTC(2026, 11, 10, 14);
    const perMinute = 20;
    const grace = COUNT_GRACE_MS / MINUTE;
    const newest = (minute: number, n: number) =>
      Array.from({ length: n }, (_, i) => [minute, perMinute - 1 - i] as [number, number]);
    await fill('contacts', hour, 0, 30, perMinute);
    // The first request counts the minutes that closed (ended over COUNT_GRACE_MS ago) and caches them.
    const half = hour + 30 * MINUTE;
    expect((await cost('contacts', { limit: 30 }, half)).stats.partitionKeys).toBe(30 * perMinute);
    const keys = await countKeys('contacts');
    expect(keys).toHaveLength(30 - grace);
    expect(keys.every((k) => /^i2026121014\d{2}_\d{15}-[0-9a-f]{16}_20$/.test(k))).toBe(true);

    const early = await cost('contacts', { limit: 30 }, half);
    expect(early.result.total).toBe(600);
    expect(early.result.items.map((r) => [r.minute, r.i])).toEqual([...newest(29, 20), ...newest(28, 10)]);
    // Only the minutes still within the grace are listed, not the hour.
    expect(early.stats.partitionKeys).toBe(grace * perMinute);
    expect(early.stats.reads).toBe(30);

    await fill('contacts', hour, 30, 60, perMinute);
    const full = hour + 60 * MINUTE;
    await cost('contacts', { limit: 30 }, full);
    const late = await cost('contacts', { limit: 30 }, full);
    expect(late.result.total).toBe(1200);
    expect(late.result.items.map((r) => [r.minute, r.i])).toEqual([...newest(59, 20), ...newest(58, 10)]);
    expect(late.stats.partitionKeys).toBe(early.stats.partitionKeys);
    expect(late.stats.lists).toBe(early.stats.lists);
    expect(late.stats.reads).toBe(30);

    // Once the hour has closed, its count is the sum of its minutes' (only those without one are listed), and
    // replaces them.
    const closed = await cost('contacts', { limit: 30 }, full + COUNT_GRACE_MS);
    expect(closed.result.total).toBe(1200);
    expect(closed.stats.partitionKeys).toBe(grace * perMinute);
    expect(await countKeys('contacts')).toEqual([expect.stringMatching(/^h2026121014_\d{15}-[0-9a-f]{16}_1200$/)]);
    // A page of the closed hour (over 1,000 entries) lists the minutes it shows.
    const next = await cost('contacts', { limit: 30 }, full + COUNT_GRACE_MS);
    expect(next.stats.partitionKeys).toBe(2 * perMinute);
    expect(next.result.items.map((r) => [r.minute, r.i])).toEqual([...newest(59, 20), ...newest(58, 10)]);
    const deeper = await cost('contacts', { limit: 30, cursor: next.result.nextCursor }, full + COUNT_GRACE_MS);
    expect(deeper.result.items.map((r) => [r.minute, r.i])).toEqual([...newest(58, 20).slice(10), ...newest(57, 20)]);
    // At most the cursor's minute (10 left), the one before (20) and one more to know whether more remain.
    expect(deeper.stats.partitionKeys).toBeLessThanOrEqual(3 * perMinute);
    expect(deeper.result.nextCursor).toBeDefined();
  }, 120_000);

  it('lists a minute that holds a wave by the seconds a page shows', async () => {
    const minute = Date.UTC(2026, 11, 11, 9, 30);
    const perSecond = 20;
    for (let sec = 0; sec < 60; sec++)
      await Promise.all(
        Array.from({ length: perSecond }, (_, i) => {
          at(minute + sec * 1000 + i * 10);
          return saveRecord('partnerships', { email: `s${sec}-${i}@x.co`, second: sec, i });
        }),
      );
    const now = minute + 10 * MINUTE;
    // The first request counts the minute once (one listing of its 1,200 entries) and caches the count.
    expect((await cost('partnerships', { limit: 30 }, now)).stats.partitionKeys).toBe(1200);
    const newest = (second: number, n: number) =>
      Array.from({ length: n }, (_, i) => [second, perSecond - 1 - i] as [number, number]);
    const first = await cost('partnerships', { limit: 30 }, now);
    expect(first.result.total).toBe(1200);
    expect(first.result.items.map((r) => [r.second, r.i])).toEqual([...newest(59, 20), ...newest(58, 10)]);
    expect(first.stats.partitionKeys).toBe(2 * perSecond);
    const next = await cost('partnerships', { limit: 30, cursor: first.result.nextCursor }, now);
    expect(next.result.items.map((r) => [r.second, r.i])).toEqual([...newest(58, 20).slice(10), ...newest(57, 20)]);
    expect(next.stats.partitionKeys).toBe(3 * perSecond);
  }, 120_000);
});

describe('paging and counts across minutes, hours and days', () => {
  useTempBlobs();
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it('pages newest first across minutes, hours and days, each record once, before and after counts are cached', async () => {
    const times = [
      Date.UTC(2026, 11, 9, 9, 15, 1),
      Date.UTC(2026, 11, 9, 9, 15, 2),
      Date.UTC(2026, 11, 9, 9, 15, 3),
      Date.UTC(2026, 11, 9, 9, 40),
      Date.UTC(2026, 11, 9, 22, 59, 10),
      Date.UTC(2026, 11, 9, 22, 59, 50),
      Date.UTC(2026, 11, 10, 10, 0, 5),
      Date.UTC(2026, 11, 10, 10, 0, 6),
      Date.UTC(2026, 11, 10, 10, 1),
      Date.UTC(2026, 11, 10, 10, 59, 59),
      Date.UTC(2026, 11, 10, 11, 0, 1),
      Date.UTC(2026, 11, 10, 11, 0, 2),
      Date.UTC(2026, 11, 10, 11, 0, 3),
      Date.UTC(2026, 11, 10, 11, 3),
      Date.UTC(2026, 11, 10, 11, 3, 30),
      Date.UTC(2026, 11, 10, 11, 4, 59),
    ];
    const saved: string[] = [];
    for (const t of times) {
      at(t);
      saved.push((await saveRecord('partnerships', { email: `p${t}@x.co` })).id);
    }
    const newestFirst = [...saved].reverse();
    const now = Date.UTC(2026, 11, 10, 11, 5, 30);
    for (const limit of [1, 3, 7, 16, 50]) expect(await walk('partnerships', limit, now)).toEqual(newestFirst);
    // With the counts cached (closed days, hours and minutes), the same again; and the total at every page.
    expect((await countKeys('partnerships')).map((k) => k.slice(0, k.indexOf('_')))).toEqual([
      'd20261209',
      'h2026121010',
      'i202612101100',
    ]);
    for (const limit of [1, 4, 16]) expect(await walk('partnerships', limit, now)).toEqual(newestFirst);
    expect((await listRecords('partnerships', { limit: 2, cursor: saved[12] }, now)).items.map((r) => r.id)).toEqual([
      saved[11],
      saved[10],
    ]);
    expect((await listRecords('partnerships', { limit: 2, cursor: saved[12] }, now)).total).toBe(16);
  });

  it('caches closed minutes of the open hour, then the hour from them, then the day', async () => {
    const hour = Date.UTC(2026, 11, 12, 14);
    for (const [m, email] of [
      [0, 'a@x.co'],
      [1, 'b@x.co'],
      [5, 'c@x.co'],
    ] as const) {
      at(hour + m * MINUTE + 1_000);
      await saveRecord('subscribers', { email });
    }
    const open = hour + 6 * MINUTE + 30_000;
    expect((await listRecords('subscribers', { limit: 10 }, open)).total).toBe(3);
    // 14:00 and 14:01 ended over the grace ago; 14:05 is still open, so it is listed each time.
    expect((await countKeys('subscribers')).map((k) => k.replace(/_\d{15}-[0-9a-f]{16}_/, ' '))).toEqual([
      'i202612121400 1',
      'i202612121401 1',
    ]);

    // The hour closed: its count is the cached minutes plus the one minute that had none (one listing, one key).
    const { result, stats } = await cost('subscribers', { limit: 10 }, hour + HOUR + COUNT_GRACE_MS);
    expect(result.total).toBe(3);
    expect(result.items.map((r) => r.email)).toEqual(['c@x.co', 'b@x.co', 'a@x.co']);
    expect(stats.partitionKeys).toBe(1 + 3);
    expect((await countKeys('subscribers')).map((k) => k.replace(/_\d{15}-[0-9a-f]{16}_/, ' '))).toEqual([
      'h2026121214 3',
    ]);

    // The day closed: one count for it, the hour's goes.
    const nextDay = Date.UTC(2026, 11, 13) + COUNT_GRACE_MS;
    expect((await listRecords('subscribers', { limit: 10 }, nextDay)).total).toBe(3);
    expect((await countKeys('subscribers')).map((k) => k.replace(/_\d{15}-[0-9a-f]{16}_/, ' '))).toEqual([
      'd20261212 3',
    ]);
  });
});

describe('erase', () => {
  useTempBlobs();
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  const counts = async () => (await countKeys('contacts')).map((k) => k.replace(/_\d{15}-[0-9a-f]{16}_/, ' ')).sort();

  it('recounts the closed minute, hour or day that held an erased record', async () => {
    const hour = Date.UTC(2026, 11, 10, 14);
    const put = async (ms: number, email: string) => {
      at(ms);
      await saveRecord('contacts', { email });
    };
    await put(hour - 30 * MINUTE, 'dee@x.co');
    await put(hour + 10_000, 'ann@x.co');
    await put(hour + 20_000, 'ann.other@x.co');
    await put(hour + MINUTE + 10_000, 'bob@x.co');
    const t1 = hour + 10 * MINUTE;
    expect((await listRecords('contacts', { limit: 10 }, t1)).total).toBe(4);
    expect(await counts()).toEqual(['h2026121013 1', 'i202612101400 2', 'i202612101401 1']);

    // A closed minute of the open hour: that minute is counted again.
    at(t1);
    expect((await eraseByEmail('ann@x.co', ['contacts'])).removed).toBe(1);
    expect(await counts()).toEqual(['h2026121013 1', 'i202612101400 1', 'i202612101401 1']);
    expect((await listRecords('contacts', { limit: 10 }, t1)).total).toBe(3);

    // A closed hour of the open day: that hour.
    await put(hour + 20 * MINUTE, 'cy@x.co');
    const t2 = hour + HOUR + COUNT_GRACE_MS;
    expect((await listRecords('contacts', { limit: 10 }, t2)).total).toBe(4);
    expect(await counts()).toEqual(['h2026121013 1', 'h2026121014 3']);
    at(t2);
    expect((await eraseByEmail('bob@x.co', ['contacts'])).removed).toBe(1);
    expect(await counts()).toEqual(['h2026121013 1', 'h2026121014 2']);
    const afterHour = await listRecords('contacts', { limit: 10 }, t2);
    expect(afterHour.total).toBe(3);
    expect(afterHour.items.map((r) => r.email)).toEqual(['cy@x.co', 'ann.other@x.co', 'dee@x.co']);

    // A closed day: the day.
    const t3 = Date.UTC(2026, 11, 11) + COUNT_GRACE_MS;
    expect((await listRecords('contacts', { limit: 10 }, t3)).total).toBe(3);
    at(t3);
    expect((await eraseByEmail('cy@x.co', ['contacts'])).removed).toBe(1);
    expect(await counts()).toEqual(['d20261210 2']);
    expect((await listRecords('contacts', { limit: 10 }, t3)).total).toBe(2);
  });

  it('does not trust a count made before a part of it was counted again', async () => {
    // As if a request summed the hour from minute counts read just before an erase recounted one of them.
    const hour = Date.UTC(2026, 11, 20, 9);
    for (const m of [0, 1, 2]) {
      at(hour + m * MINUTE);
      await saveRecord('partnerships', { email: `r${m}@x.co` });
    }
    const s = blobs('partnerships');
    await s.set(`count/rec/h2026122009_${newTimeKey(hour + 70 * MINUTE)}_5`, '');
    await s.set(`count/rec/i202612200901_${newTimeKey(hour + 80 * MINUTE)}_1`, '');
    const now = hour + 2 * HOUR;
    expect((await listRecords('partnerships', { limit: 10 }, now)).total).toBe(3);
    expect((await countKeys('partnerships')).map((k) => k.replace(/_\d{15}-[0-9a-f]{16}_/, ' '))).toEqual([
      'h2026122009 3',
    ]);
    expect((await listRecords('partnerships', { limit: 10 }, now)).total).toBe(3);
  });
});

describe('the layouts before minutes', () => {
  useTempBlobs();
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  /** A record as the hour layout stored it (with its by-email pointer), returning its id. */
  async function hourLayout(name: StoreName, ms: number, email: string): Promise<string> {
    const id = newTimeKey(ms);
    const iso = new Date(ms).toISOString();
    const hour = `${iso.slice(0, 4)}/${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(11, 13)}`;
    const h = emailHash(email);
    const s = blobs(name);
    await s.set(`by-email/${h.slice(0, 2)}/${h.slice(2, 4)}/${h}/${id}`, '');
    await s.setJSON(`rec/${hour}/${id}`, { id, submittedAt: iso, email });
    return id;
  }

  it('lists, pages, reads, exports and erases records of the hour folders', async () => {
    const day = Date.UTC(2026, 11, 10);
    // Yesterday's and this morning's hours in the old layout; the hour of the change holds both layouts.
    const old1 = await hourLayout('prequalifications', day - HOUR, 'old1@x.co');
    const old2 = await hourLayout('prequalifications', day + 9 * HOUR, 'old2@x.co');
    const old3 = await hourLayout('prequalifications', day + 10 * HOUR + 5 * MINUTE, 'old3@x.co');
    at(day + 10 * HOUR + 7 * MINUTE);
    const new1 = (await saveRecord('prequalifications', { email: 'new1@x.co' })).id;
    at(day + 10 * HOUR + 40 * MINUTE);
    const new2 = (await saveRecord('prequalifications', { email: 'old2@x.co' })).id;
    const everything = [new2, new1, old3, old2, old1];

    const open = day + 10 * HOUR + 50 * MINUTE;
    for (const limit of [1, 2, 5]) expect(await walk('prequalifications', limit, open)).toEqual(everything);
    const closed = day + 11 * HOUR + COUNT_GRACE_MS;
    for (const limit of [1, 3]) expect(await walk('prequalifications', limit, closed)).toEqual(everything);
    expect((await listRecords('prequalifications', { limit: 1 }, closed)).total).toBe(5);

    expect(await getRecord('prequalifications', old2)).toMatchObject({ email: 'old2@x.co' });
    expect(
      (await recordsByEmail('old2@x.co', ['prequalifications'])).prequalifications.map((r) => r.id).sort(),
    ).toEqual([old2, new2].sort());

    at(closed);
    expect((await eraseByEmail('old2@x.co', ['prequalifications'])).removed).toBe(2);
    expect(await getRecord('prequalifications', old2)).toBeNull();
    expect(await walk('prequalifications', 2, closed)).toEqual([new1, old3, old1]);
    expect((await listRecords('prequalifications', { limit: 1 }, closed)).total).toBe(3);
    const nextDay = day + DAY + COUNT_GRACE_MS;
    expect((await listRecords('prequalifications', { limit: 1 }, nextDay)).total).toBe(3);
  });

  it('keeps a conversation stored before minutes whole: older messages under its hour, newer under its minute', async () => {
    const started = Date.UTC(2026, 11, 10, 8, 30);
    const startKey = newTimeKey(started);
    const s = blobs('chats');
    await s.setJSON(`conv/2026/12/10/08/${startKey}`, {
      id: startKey,
      submittedAt: new Date(started).toISOString(),
      conversationId: 'before-minutes',
      firstMessage: 'hello from before',
    });
    await s.set('conv-id/before-minutes', startKey);
    for (const [i, message] of ['hello from before', 'my address is old@x.co'].entries()) {
      const id = newTimeKey(started + i * 1000);
      await s.setJSON(`msg/2026/12/10/08/${startKey}/${id}`, {
        id,
        submittedAt: new Date(started + i * 1000).toISOString(),
        conversationId: 'before-minutes',
        role: 'user',
        message,
      });
    }
    at(Date.UTC(2026, 11, 10, 9, 15));
    await saveChatMessages('after-minutes', [{ role: 'user', message: 'new one' }]);
    at(Date.UTC(2026, 11, 10, 9, 20));
    await saveChatMessages('before-minutes', [
      { role: 'user', message: 'still there?' },
      { role: 'bot', message: 'yes' },
    ]);

    const now = Date.UTC(2026, 11, 10, 10);
    const page = await listConversations({ limit: 10 }, now);
    expect(page.total).toBe(2);
    expect(page.items.map((c) => [c.conversationId, c.messageCount])).toEqual([
      ['after-minutes', 1],
      ['before-minutes', 4],
    ]);
    const messages = await listConversation('before-minutes', { limit: 3 });
    expect(messages.total).toBe(4);
    expect(messages.items.map((m) => m.message)).toEqual([
      'hello from before',
      'my address is old@x.co',
      'still there?',
    ]);
    const rest = await listConversation('before-minutes', { limit: 3, cursor: messages.nextCursor });
    expect(rest.items.map((m) => m.message)).toEqual(['yes']);
    expect((await readConversation(startKey)).messages).toHaveLength(4);

    at(now);
    expect(await eraseConversation(startKey)).toBe(true);
    // Both folders of its messages are empty: the hour's (before seconds) and its second's, inside the hour.
    expect((await s.list({ prefix: 'msg/2026/12/10/08/' })).blobs).toEqual([]);
    const after = await listConversations({ limit: 10 }, now);
    expect(after.items.map((c) => c.conversationId)).toEqual(['after-minutes']);
    expect(after.total).toBe(1);
  });
});
