// CSV export of every contact the way the admin does it: 500 a request, following Link rel="next"; with the
// time, the CPU and the memory it takes.
import { CONTACTS } from './config.mjs';
import { percentile, record } from './report.mjs';

/** @param {import('./functions.mjs').Functions} fns */
export async function measureExport({ call }) {
  const baseline = process.memoryUsage();
  let peakRss = baseline.rss;
  let peakHeap = baseline.heapUsed;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 20);
  const t = performance.now();
  const exportCpu = process.cpuUsage();
  let rows = 0;
  let bytes = 0;
  let requests = 0;
  /** @type {string | undefined} */
  let path = '/api/contacts?limit=500';
  // BENCH_EXPORT_PAGES stops the export early (a loaded machine); the record says how far it went.
  const maxPages = Number(process.env.BENCH_EXPORT_PAGES || Infinity);
  const pageTimes = [];
  while (path && requests < maxPages) {
    const r = await call('contacts', path);
    requests += 1;
    pageTimes.push(r.ms);
    rows += r.body.length;
    bytes += JSON.stringify(r.body).length;
    path = r.res.headers.get('link')?.match(/<([^>]+)>/)?.[1];
  }
  clearInterval(sampler);
  pageTimes.sort((a, b) => a - b);
  if (rows !== CONTACTS && !process.env.BENCH_EXPORT_PAGES) throw new Error(`export saw ${rows} rows`);
  record(`CSV export of ${CONTACTS} contacts through the admin paging (500 a request)`, {
    seconds: Number(((performance.now() - t) / 1000).toFixed(1)),
    cpuSeconds: Number((Object.values(process.cpuUsage(exportCpu)).reduce((a, b) => a + b, 0) / 1e6).toFixed(1)),
    requests,
    rows,
    pageP50ms: percentile(pageTimes, 50),
    pageP95ms: percentile(pageTimes, 95),
    jsonMB: Number((bytes / 1e6).toFixed(1)),
    peakRssMB: Math.round(peakRss / 1e6),
    peakHeapMB: Math.round(peakHeap / 1e6),
    heapGrowthMB: Math.round((peakHeap - baseline.heapUsed) / 1e6),
  });
}
