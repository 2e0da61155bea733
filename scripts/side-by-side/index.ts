// npm run bench:side-by-side -- <other-dist> : this site against another built Astro site (AstroWind, the
// template people pick), both served by the same brotli static server, Lighthouse mobile (slow 4G, CPU 4× or
// AUDIT_CPU_SLOWDOWN), runs interleaved page by page, medians printed as a Markdown table for docs/performance.md.
//   SIDE_BY_SIDE_RUNS      runs per page and site (default 3)
//   SIDE_BY_SIDE_ARTICLE   the other site's article path (default AstroWind's /get-started-website-with-astro-tailwind-css)
// Not part of CI: the other site is not in this repository (see docs/performance.md for how to build AstroWind).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { chromiumFlags, chromiumPath } from '../chromium.mjs';
import { serveStatic } from './static-server.ts';

const other = process.argv[2] ? resolve(process.argv[2]) : '';
if (!other || !existsSync(join(other, 'index.html'))) {
  console.error('usage: npm run bench:side-by-side -- <path to the other site’s built dist/>');
  process.exit(2);
}
const root = resolve(import.meta.dirname, '..', '..');
const runs = Number(process.env.SIDE_BY_SIDE_RUNS || 3);
const slowdown = Number(process.env.AUDIT_CPU_SLOWDOWN || 4);
const otherArticle = process.env.SIDE_BY_SIDE_ARTICLE || '/get-started-website-with-astro-tailwind-css';

/** Page pairs: ours (English, then French) against the other site's page of the same kind. */
const PAIRS = [
  { kind: 'Article', ours: '/blog/debt-financing-guide', theirs: otherArticle },
  { kind: 'Article (French)', ours: '/fr/blog/debt-financing-guide', theirs: otherArticle },
  { kind: 'Home', ours: '/', theirs: '/' },
  { kind: 'Home (French)', ours: '/fr', theirs: '/' },
];

/** The document's size on the wire, brotli as the server sends it (KB of 1,000 bytes). */
const htmlBrKb = (url: string) =>
  new Promise<number>((done, fail) => {
    request(url, { headers: { 'accept-encoding': 'br' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => done(bytes / 1000));
    })
      .on('error', fail)
      .end();
  });

const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });

type Sample = { fcp: number; lcp: number; gap: number; jsKb: number };
type Side = 'ours' | 'theirs';
const SIDES: Side[] = ['ours', 'theirs'];

/** One Lighthouse mobile run: FCP, LCP, their gap, JS bytes on the wire at load. */
async function measure(url: string): Promise<Sample> {
  const result = await lighthouse(url, {
    port: chrome.port,
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown },
    disableFullPageScreenshot: true,
    // A first visit for both sites: localStorage too (Lighthouse keeps it by default), as in scripts/audit.mjs.
    clearStorageTypes: [...constants.defaultSettings.clearStorageTypes, 'local_storage'],
  });
  const audits = result?.lhr.audits;
  if (!audits || result.lhr.runtimeError) throw new Error(`${url}: ${result?.lhr.runtimeError?.code ?? 'no result'}`);
  const fcp = audits['first-contentful-paint'].numericValue ?? 0;
  const lcp = audits['largest-contentful-paint'].numericValue ?? 0;
  const rows = (
    audits['network-requests'].details as unknown as { items: { resourceType?: string; transferSize?: number }[] }
  ).items;
  const jsKb = rows.filter((r) => r.resourceType === 'Script').reduce((s, r) => s + (r.transferSize ?? 0), 0) / 1000;
  return { fcp, lcp, gap: lcp - fcp, jsKb };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const ours = await serveStatic(join(root, 'dist'), 8941);
const theirs = await serveStatic(other, 8942);
const samples: Record<string, Record<Side, Sample[]>> = Object.fromEntries(
  PAIRS.map((p) => [p.kind, { ours: [], theirs: [] }]),
);
try {
  for (let i = 0; i < runs; i++)
    for (const pair of PAIRS) {
      // Alternate which site goes first, so neither always gets the warmer machine.
      const order = i % 2 === 0 ? SIDES : [...SIDES].reverse();
      for (const side of order) {
        const url = (side === 'ours' ? ours.url : theirs.url) + pair[side];
        samples[pair.kind][side].push(await measure(url));
      }
      process.stdout.write('.');
    }
} finally {
  chrome.kill();
}

type Median = {
  path: string;
  fcpMs: number;
  lcpMs: number;
  gapMs: number;
  jsKb: number;
  htmlBrKb: number;
  lcpRuns: number[];
};
const rows: ({ kind: string } & Record<Side, Median>)[] = [];
for (const pair of PAIRS) {
  const row = { kind: pair.kind } as { kind: string } & Record<Side, Median>;
  for (const side of SIDES) {
    const s = samples[pair.kind][side];
    row[side] = {
      path: pair[side],
      fcpMs: Math.round(median(s.map((x) => x.fcp))),
      lcpMs: Math.round(median(s.map((x) => x.lcp))),
      gapMs: Math.round(median(s.map((x) => x.gap))),
      jsKb: Number(median(s.map((x) => x.jsKb)).toFixed(1)),
      htmlBrKb: Number((await htmlBrKb((side === 'ours' ? ours.url : theirs.url) + pair[side])).toFixed(1)),
      lcpRuns: s.map((x) => Math.round(x.lcp)),
    };
  }
  rows.push(row);
}
await ours.close();
await theirs.close();

const lines = [
  `\nLighthouse mobile, CPU ${slowdown}×, medians of ${runs} interleaved runs (${new Date().toISOString().slice(0, 10)})\n`,
  '| Page | Site | FCP | LCP | LCP − FCP | HTML (brotli) | JS at load |',
  '|---|---|---|---|---|---|---|',
];
for (const r of rows)
  for (const side of SIDES) {
    const m = r[side];
    const name = side === 'ours' ? 'Boundless AI' : 'other';
    lines.push(
      `| ${r.kind} | ${name} \`${m.path}\` | ${m.fcpMs} ms | ${m.lcpMs} ms | ${m.gapMs} ms | ${m.htmlBrKb} KB | ${m.jsKb} KB |`,
    );
  }
console.log(lines.join('\n'));
mkdirSync(join(root, 'reports'), { recursive: true });
writeFileSync(join(root, 'reports', 'side-by-side.json'), JSON.stringify({ slowdown, runs, rows }, null, 2));
