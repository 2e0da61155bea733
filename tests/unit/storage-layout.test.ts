/**
 * The partitioned layout: what a page costs (list calls, keys listed, records read) does not grow with the
 * number of records; totals stay exact through new days, closed days, erasures; conversations list cheaply.
 * Record times are set with a fake Date (only Date is faked: the Blobs server's I/O runs normally).
 */
import { getStore } from '@netlify/blobs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  COUNT_GRACE_MS,
  eraseByEmail,
  getRecord,
  newTimeKey,
  listConversation,
  listConversations,
  listRecords,
  resetStorageStats,
  saveChatMessages,
  saveRecord,
  storageStats,
  type StoreName,
} from '../../netlify/lib/storage';
import { useTempBlobs } from './helpers/blobs';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 11, 10, 12); // 10 December 2026, noon UTC
const at = (ms: number) => vi.setSystemTime(ms);

/** `perDay` records a day for `days` days, ending the day before `NOW`; returns how many. */
async function seed(name: StoreName, days: number, perDay: number): Promise<number> {
  const lastDay = Date.UTC(2026, 10, 17, 9); // 17 November 2026
  for (let d = days - 1; d >= 0; d--) {
    const base = lastDay - d * DAY;
    for (let i = 0; i < perDay; i++) {
      at(base + i * 60_000);
      await saveRecord(name, {
        firstName: `D${d}`,
        lastName: `N${i}`,
        email: `d${d}-n${i}@x.co`,
      });
    }
  }
  return days * perDay;
}

/** Runs one page request at NOW and returns what it cost. */
async function cost(name: StoreName, page: { limit: number; cursor?: string }) {
  at(NOW);
  resetStorageStats();
  const result = await listRecords(name, page, NOW);
  return { result, stats: { ...storageStats } };
}

describe('page cost does not grow with the store', () => {
  useTempBlobs();
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // The same rate of 5 records a day: 20 days (100 records) against 200 days (1,000 records).
    await seed('contacts', 20, 5);
    await seed('partnerships', 200, 5);
  }, 120_000);
  afterAll(() => {
    vi.useRealTimers();
  });

  it('reads the same partitions and records for the first page at 100 and at 1,000 records', async () => {
    // The first request of each store counts its closed days once and caches the counts.
    const coldSmall = await cost('contacts', { limit: 20 });
    const coldBig = await cost('partnerships', { limit: 20 });
    expect(coldSmall.result.total).toBe(100);
    expect(coldBig.result.total).toBe(1000);
    expect(coldBig.stats.partitionKeys).toBe(1000);

    const small = await cost('contacts', { limit: 20 });
    const big = await cost('partnerships', { limit: 20 });
    expect(big.result.total).toBe(1000);
    expect(big.result.items.map((r) => r.firstName)).toEqual([
      ...Array(5).fill('D0'),
      ...Array(5).fill('D1'),
      ...Array(5).fill('D2'),
      ...Array(5).fill('D3'),
    ]);
    // Same list calls, same day partitions listed (the 5 newest days), same records read: 20.
    expect(big.stats.lists).toBe(small.stats.lists);
    expect(big.stats.partitionKeys).toBe(small.stats.partitionKeys);
    expect(big.stats.partitionKeys).toBeLessThanOrEqual(25);
    expect(big.stats.reads).toBe(20);
    expect(small.stats.reads).toBe(20);
    // What grows is the count listing (one key per day), not the records: 10× the records, a few keys more per day.
    expect(big.stats.listedKeys - small.stats.listedKeys).toBeLessThan(200 + 12);
  }, 120_000);

  it('reads a deep page by cursor at the same cost', async () => {
    const newest = (await listRecords('partnerships', { limit: 500 }, NOW)).nextCursor!;
    const deep = await cost('partnerships', { limit: 20, cursor: newest });
    expect(deep.result.items).toHaveLength(20);
    expect(deep.result.items.every((r) => r.id < newest)).toBe(true);
    expect(deep.stats.reads).toBe(20);
    // The cursor's own day (its newer records are skipped) plus the days of the page.
    expect(deep.stats.partitionKeys).toBeLessThanOrEqual(5 + 25);
    // Page by page to the end: every record exactly once, newest first.
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await listRecords('partnerships', { limit: 240, cursor }, NOW);
      seen.push(...page.items.map((r) => r.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(1000);
    expect(new Set(seen).size).toBe(1000);
    expect([...seen].sort().reverse()).toEqual(seen);
  }, 180_000);
});

describe('totals', () => {
  useTempBlobs();
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  const countKeys = async () =>
    (
      await getStore({ name: 'contacts', consistency: 'strong' }).list({
        prefix: 'count/rec/',
      })
    ).blobs.map((b) => b.key.slice('count/rec/'.length));

  it('counts today live, caches a day once it has closed, and follows erasures', async () => {
    const today = Date.UTC(2026, 11, 10, 8);
    at(today - DAY);
    await saveRecord('contacts', { email: 'ana@x.co' });
    await saveRecord('contacts', { email: 'bo@x.co' });
    at(today);
    await saveRecord('contacts', { email: 'ana@x.co' });
    expect((await listRecords('contacts', { limit: 10 }, today)).total).toBe(3);
    // Yesterday closed: its count is cached (the count is in the key); today is not.
    expect(await countKeys()).toEqual([expect.stringMatching(/^d20261209_\d{15}-[0-9a-f]{16}_2$/)]);

    at(today + HOUR);
    await saveRecord('contacts', { email: 'cy@x.co' });
    resetStorageStats();
    expect((await listRecords('contacts', { limit: 10 }, today + HOUR)).total).toBe(4);

    // Just after midnight today is still open (a write may still be landing); after the grace it is cached.
    const midnight = Date.UTC(2026, 11, 11);
    expect((await listRecords('contacts', { limit: 10 }, midnight + COUNT_GRACE_MS - 1)).total).toBe(4);
    // Records sit in hour folders: the open day's closed hours get their counts, the day none yet.
    expect((await countKeys()).sort()).toEqual([
      expect.stringMatching(/^d20261209_.*_2$/),
      expect.stringMatching(/^h2026121008_.*_1$/),
      expect.stringMatching(/^h2026121009_.*_1$/),
    ]);
    expect((await listRecords('contacts', { limit: 10 }, midnight + COUNT_GRACE_MS)).total).toBe(4);
    expect((await countKeys()).sort()).toEqual([
      expect.stringMatching(/^d20261209_.*_2$/),
      expect.stringMatching(/^d20261210_.*_2$/),
    ]);

    // Erasing records of closed days replaces their counts (one version each remains).
    at(midnight + HOUR);
    expect((await eraseByEmail('ANA@x.co')).removed).toBe(2);
    expect((await countKeys()).sort()).toEqual([
      expect.stringMatching(/^d20261209_.*_1$/),
      expect.stringMatching(/^d20261210_.*_1$/),
    ]);
    const after = await listRecords('contacts', { limit: 10 }, midnight + HOUR);
    expect(after.total).toBe(2);
    expect(after.items.map((r) => r.email)).toEqual(['cy@x.co', 'bo@x.co']);
  });

  it('erases one person among many with a few list calls, whatever the store holds', async () => {
    const start = Date.UTC(2026, 9, 1);
    for (let d = 0; d < 20; d++) {
      at(start + d * DAY);
      await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          saveRecord('subscribers', {
            email: i === 0 ? 'dana@x.co' : `s${d}-${i}@x.co`,
          }),
        ),
      );
    }
    at(NOW);
    resetStorageStats();
    expect(await eraseByEmail('dana@x.co', ['subscribers'])).toEqual({
      removed: 20,
      byStore: { subscribers: 20 },
    });
    // The pointers: one listing; then a recount of each day the records were in (a day listing each; the cached
    // counts are listed once).
    expect(storageStats.lists).toBe(1 + 1 + 20);
    expect((await listRecords('subscribers', { limit: 1 }, NOW)).total).toBe(20 * 9);
  });
});

describe('conversations', () => {
  useTempBlobs();
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it('lists conversations newest first with their first message and count, from one listing per start hour', async () => {
    const t0 = Date.UTC(2026, 11, 9, 10);
    for (let c = 0; c < 6; c++) {
      at(t0 + c * 20 * 60_000);
      await saveChatMessages(`visitor-conv-${c}`, [
        { role: 'user', message: `question ${c}` },
        { role: 'bot', message: `answer ${c}` },
      ]);
    }
    // Conversation 1 goes on the next day: its messages stay with it.
    at(t0 + DAY);
    await saveChatMessages('visitor-conv-1', [
      { role: 'user', message: 'one more' },
      { role: 'bot', message: 'sure' },
    ]);
    resetStorageStats();
    const page = await listConversations({ limit: 4 }, t0 + DAY);
    expect(page.total).toBe(6);
    expect(page.items.map((c) => [c.conversationId, c.firstMessage, c.messageCount])).toEqual([
      ['visitor-conv-5', 'question 5', 2],
      ['visitor-conv-4', 'question 4', 2],
      ['visitor-conv-3', 'question 3', 2],
      ['visitor-conv-2', 'question 2', 2],
    ]);
    const rest = await listConversations({ limit: 4, cursor: page.nextCursor }, t0 + DAY);
    expect(rest.items.map((c) => [c.conversationId, c.messageCount])).toEqual([
      ['visitor-conv-1', 4],
      ['visitor-conv-0', 2],
    ]);
    expect(rest.nextCursor).toBeUndefined();

    const messages = await listConversation('visitor-conv-1', { limit: 10 });
    expect(messages.items.map((m) => m.message)).toEqual(['question 1', 'answer 1', 'one more', 'sure']);
  });

  it('keeps every message of one conversation sent concurrently, one blob each', async () => {
    at(Date.UTC(2026, 11, 9, 15));
    await saveChatMessages('visitor-burst', [{ role: 'user', message: 'start' }]);
    at(Date.UTC(2026, 11, 9, 15, 1));
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => saveChatMessages('visitor-burst', [{ role: 'user', message: `m${i}` }])),
    );
    const messages = await listConversation('visitor-burst', { limit: 50 });
    expect(messages.total).toBe(11);
    expect(messages.items[0].message).toBe('start');
    expect(
      messages.items
        .slice(1)
        .map((m) => m.message)
        .sort(),
    ).toEqual(Array.from({ length: 10 }, (_, i) => `m${i}`).sort());
    const all = await listConversations({ limit: 50 }, Date.UTC(2026, 11, 10));
    expect(all.items.filter((c) => c.conversationId === 'visitor-burst')).toHaveLength(1);
  });
  it('lists a busy day by the hour: a page lists the newest hours it needs, whatever the day holds', async () => {
    // 30 conversations an hour on 12 December: 3 hours by 9:00, 12 hours by 18:00.
    const day = Date.UTC(2026, 11, 12);
    const start = async (hour: number, n: number) => {
      at(day + hour * HOUR + n * 60_000);
      await saveChatMessages(`busy-${hour}-${n}`, [{ role: 'user', message: `q ${hour}:${n}` }]);
    };
    for (let h = 6; h < 9; h++) for (let n = 0; n < 30; n++) await start(h, n);
    // The first request after those hours counts each closed hour once and caches it.
    await listConversations({ limit: 20 }, day + 9 * HOUR + COUNT_GRACE_MS);
    resetStorageStats();
    const early = await listConversations({ limit: 20 }, day + 9 * HOUR + COUNT_GRACE_MS);
    const earlyKeys = storageStats.partitionKeys;
    for (let h = 9; h < 18; h++) for (let n = 0; n < 30; n++) await start(h, n);
    await listConversations({ limit: 20 }, day + 18 * HOUR + COUNT_GRACE_MS);
    resetStorageStats();
    const late = await listConversations({ limit: 20 }, day + 18 * HOUR + COUNT_GRACE_MS);
    expect(early.items[0].conversationId).toBe('busy-8-29');
    expect(late.items.map((c) => c.conversationId)).toEqual(Array.from({ length: 20 }, (_, i) => `busy-17-${29 - i}`));
    expect(late.total - early.total).toBe(9 * 30);
    // The page listed its newest hour (30 entries) either way, not the day (90 against 360 entries).
    expect(storageStats.partitionKeys).toBe(earlyKeys);
    expect(storageStats.partitionKeys).toBe(30);

    // A cursor in the middle of the day lists that hour and the one before it.
    const deep = await listConversations(
      {
        limit: 20,
        cursor: newTimeKey(day + 12 * HOUR + 9.5 * 60_000),
      },
      day + 18 * HOUR + COUNT_GRACE_MS,
    );
    expect(deep.items.map((c) => c.conversationId)).toEqual([
      ...Array.from({ length: 10 }, (_, i) => `busy-12-${9 - i}`),
      ...Array.from({ length: 10 }, (_, i) => `busy-11-${29 - i}`),
    ]);

    // Once the day has closed it is counted once, and its hour counts go.
    const counts = () =>
      getStore({ name: 'chats', consistency: 'strong' })
        .list({ prefix: 'count/conv/' })
        .then((r) => r.blobs.map((b) => b.key.slice('count/conv/'.length)));
    expect((await counts()).filter((k) => k.startsWith('h20261212'))).toHaveLength(12);
    const closed = await listConversations({ limit: 5 }, day + DAY + COUNT_GRACE_MS);
    expect(closed.total).toBe(late.total);
    await listConversations({ limit: 5 }, day + DAY + COUNT_GRACE_MS);
    expect((await counts()).filter((k) => k.startsWith('h20261212'))).toEqual([]);
    expect((await counts()).filter((k) => k.startsWith('d20261212'))).toHaveLength(1);
  });

  it('still lists and reads conversations stored in the day folder before hour folders', async () => {
    const store = getStore({ name: 'chats', consistency: 'strong' });
    const old = newTimeKey(Date.UTC(2026, 11, 14, 8));
    await store.setJSON(`conv/2026/12/14/${old}`, {
      id: old,
      submittedAt: new Date(Date.UTC(2026, 11, 14, 8)).toISOString(),
      conversationId: 'day-folder',
      firstMessage: 'from before hours',
    });
    await store.set('conv-id/day-folder', old);
    at(Date.UTC(2026, 11, 14, 9));
    await saveChatMessages('hour-folder', [{ role: 'user', message: 'after hours' }]);
    at(Date.UTC(2026, 11, 14, 10));
    await saveChatMessages('day-folder', [{ role: 'user', message: 'a later message' }]);
    const page = await listConversations({ limit: 2 }, Date.UTC(2026, 11, 14, 11));
    expect(page.items.map((c) => [c.conversationId, c.firstMessage])).toEqual([
      ['hour-folder', 'after hours'],
      ['day-folder', 'from before hours'],
    ]);
    expect(await getRecord('chats', old)).toMatchObject({ conversationId: 'day-folder' });
    expect(await getRecord('chats', page.items[0].id)).toMatchObject({ conversationId: 'hour-folder' });
    const later = await listConversations({ limit: 50 }, Date.UTC(2026, 11, 16));
    expect(later.items.filter((c) => c.conversationId === 'day-folder')).toHaveLength(1);
    expect(later.total).toBe(page.total);
  });
});
