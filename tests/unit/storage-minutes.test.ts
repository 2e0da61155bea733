/**
 * Minute folders: a spam wave's hour costs a page no more than a quiet hour; pages run newest first across
 * minutes, hours and days; counts of closed minutes are cached once, then replaced by their hour's and their
 * day's. Record times are set with a fake Date (only Date is faked: the Blobs server runs normally).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COUNT_GRACE_MS, listRecords, saveRecord } from '../../netlify/lib/storage';
import { useTempBlobs } from './helpers/blobs';
import { MINUTE, HOUR, at, countKeys, fill, cost, walk } from './helpers/minutes';

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
