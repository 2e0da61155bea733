/**
 * The counts sweep: run every minute, it counts the minutes that closed in every staff list, so the first page
 * after a spam wave nobody watched lists the minutes within the grace, not the wave.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import countsSweep, { config } from '../../netlify/functions/counts-sweep';
import contacts from '../../netlify/functions/contacts';
import {
  COUNT_GRACE_MS,
  listRecords,
  resetStorageStats,
  saveRecord,
  storageStats,
  type StoreName,
} from '../../netlify/lib/storage';
import { admin, request, useTempBlobs } from './helpers/blobs';

const MINUTE = 60_000;
const at = (ms: number) => vi.setSystemTime(ms);

describe('counts sweep', () => {
  useTempBlobs();
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it('runs every minute, with no route, and answers no total', async () => {
    expect(config).toEqual({ schedule: '* * * * *' });
    at(Date.UTC(2026, 11, 1, 9));
    await saveRecord('contacts', { email: 'one@x.co' });
    const res = await countsSweep();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ lists: 8 });
  });

  it('keeps the first page after a wave nobody watched to the minutes it shows', async () => {
    const hour = Date.UTC(2026, 11, 10, 14);
    const perMinute = 10;
    // The same wave in two stores, 40 minutes of it; the sweep runs every minute, nobody opens a list.
    for (let m = 0; m < 40; m++) {
      for (const name of ['partnerships', 'prequalifications'] as StoreName[]) {
        await Promise.all(
          Array.from({ length: perMinute }, (_, i) => {
            at(hour + m * MINUTE + i * 1000);
            return saveRecord(name, { email: `w${m}-${i}@x.co` });
          }),
        );
      }
      at(hour + (m + 1) * MINUTE);
      await countsSweep();
    }
    const now = hour + 40 * MINUTE;
    const firstPage = async (name: StoreName) => {
      at(now);
      resetStorageStats();
      const page = await listRecords(name, { limit: 48 }, now);
      return { total: page.total, keys: storageStats.partitionKeys };
    };
    // The page lists the minutes it shows (48 and one more: the newest 5 minutes), which include the ones still
    // within the grace, listed to count them.
    const shown = Math.ceil(49 / perMinute) * perMinute;
    expect(shown).toBeGreaterThanOrEqual((COUNT_GRACE_MS / MINUTE) * perMinute);
    expect(await firstPage('partnerships')).toEqual({ total: 400, keys: shown });
    expect(await firstPage('prequalifications')).toEqual({ total: 400, keys: shown });

    // Without the sweep (a store it never saw), the first request counts the whole wave once.
    for (let m = 0; m < 40; m++)
      await Promise.all(
        Array.from({ length: perMinute }, (_, i) => {
          at(hour + m * MINUTE + i * 1000);
          return saveRecord('accessibility', { email: `a${m}-${i}@x.co` });
        }),
      );
    expect(await firstPage('accessibility')).toEqual({ total: 400, keys: 400 });
    expect((await firstPage('accessibility')).keys).toBe(shown);

    // The staff list answers the same total through the function.
    at(now);
    const res = await contacts(request('/api/contacts?limit=10', { method: 'GET', headers: admin }));
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('1');
  }, 120_000);
});
