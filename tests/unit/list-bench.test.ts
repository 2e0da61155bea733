/**
 * Times the staff list with 10,000 stored contact submissions (local BlobsServer). Skipped unless BENCH=1:
 *   BENCH=1 npx vitest run tests/unit/list-bench.test.ts
 */
import { describe, expect, it } from 'vitest';
import contacts from '../../netlify/functions/contacts';
import { saveRecord } from '../../netlify/lib/storage';
import { admin, request, useTempBlobs } from './helpers/blobs';

const N = 10_000;

describe.skipIf(!process.env.BENCH)('admin list with 10,000 submissions', () => {
  useTempBlobs();

  it('seeds, then times the first page, a deep page and a full export', async () => {
    let t = performance.now();
    for (let i = 0; i < N; i += 100) {
      await Promise.all(
        Array.from({ length: 100 }, (_, j) =>
          saveRecord('contacts', {
            firstName: 'Bench',
            lastName: `${i + j}`,
            email: `b${i + j}@x.co`,
            phone: '1',
            company: '',
            message: 'm'.repeat(300),
          }),
        ),
      );
    }
    const seedMs = performance.now() - t;

    const get = async (path: string) => {
      const start = performance.now();
      const res = await contacts(
        request(path, { method: 'GET', headers: admin, ip: `10.9.${Math.floor(Math.random() * 250)}.1` }),
      );
      const body = await res.json();
      return { ms: performance.now() - start, res, body };
    };
    const first: number[] = [];
    for (let i = 0; i < 5; i++) first.push((await get('/api/contacts?limit=48')).ms);
    const first100 = await get('/api/contacts?limit=100');
    expect(first100.res.headers.get('x-total-count')).toBe(String(N));

    // Walk to the middle with 48-record pages (what Load more does), timing one deep page.
    let next = first100.res.headers.get('link')?.match(/<([^>]+)>/)?.[1];
    for (let i = 0; i < 40 && next; i++) next = (await get(next)).res.headers.get('link')?.match(/<([^>]+)>/)?.[1];
    const deep = await get(next!);

    t = performance.now();
    let count = 0;
    let path: string | undefined = '/api/contacts?limit=500';
    while (path) {
      const page = await get(path);
      count += page.body.length;
      path = page.res.headers.get('link')?.match(/<([^>]+)>/)?.[1];
    }
    const exportMs = performance.now() - t;
    expect(count).toBe(N);
    const median = first.sort((a, b) => a - b)[2];
    console.log(
      JSON.stringify({
        seedMs: Math.round(seedMs),
        firstPage48MedianMs: Math.round(median),
        firstPage100Ms: Math.round(first100.ms),
        deepPageMs: Math.round(deep.ms),
        fullExport500sMs: Math.round(exportMs),
      }),
    );
  }, 600_000);
});
