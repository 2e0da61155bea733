// npm run audit: Lighthouse (mobile) and axe on every route and its French twin, checked against quality/budgets.json.
// Prints one table, writes HTML reports to reports/lighthouse/ and exits 1 when any budget is broken.
import { PRODUCT_PAGE_PATH, TWINNED_PATHS } from '../src/i18n/locales.ts';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { chromiumFlags as chromeFlags, chromiumPath as chromePath } from './chromium.mjs';
import { articleHtmlSizes } from './article-sizes.mjs';
import { startServer } from './lib-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const budgets = JSON.parse(readFileSync(join(root, 'quality', 'budgets.json'), 'utf8'));
const reportDir = join(root, 'reports', 'lighthouse');
mkdirSync(reportDir, { recursive: true });
const only = process.argv.slice(2);
/** @typedef {import('lighthouse').RunnerResult} RunnerResult */
/** @typedef {RunnerResult['lhr']} Lhr */
/** @typedef {{ url: string; resourceType?: string; transferSize?: number }} NetworkRequestRow */

/** Every article has a French twin built from the same layout: one of them stands for all in the audit. */
const FRENCH_SAMPLE_ARTICLE = '/blog/debt-financing-guide';

/**
 * The French twins Lighthouse runs on; every French twin gets the phone load (JS before interaction, axe). A twin
 * renders its English page's components and scripts with other words (the same JS, to the tenth of a KiB), so
 * Lighthouse runs on one of each kind: the home page, the form, calculator and pre-qualification that hydrate at
 * load, the blog index and an article (legal texts share one layout with their English pages, two of which it runs
 * on). Running it on all 23 would add about 3 minutes to CI.
 */
const FRENCH_LIGHTHOUSE = new Set([
  '/',
  '/contact-us',
  '/calculators/term-loan',
  '/prequalify',
  '/blog',
  FRENCH_SAMPLE_ARTICLE,
]);

/**
 * Every budgeted route, then the French twin of each page that has one (/fr, /fr/how-it-works…) with the same
 * budgets: a French page must be as fast and as accessible as its English original.
 * @type {Array<{ path: string } & Record<string, any>>}
 */
const allRoutes = [
  ...budgets.routes,
  ...budgets.routes
    // The 404 page has a French twin too: any unknown path under /fr.
    .filter(
      (/** @type {{ path: string }} */ r) =>
        /** @type {readonly string[]} */ (TWINNED_PATHS).includes(r.path) ||
        PRODUCT_PAGE_PATH.test(r.path) ||
        r.path === '/no-such-page' ||
        r.path === FRENCH_SAMPLE_ARTICLE,
    )
    .map((/** @type {{ path: string; lighthouse?: boolean }} */ r) => ({
      ...r,
      path: r.path === '/' ? '/fr' : `/fr${r.path}`,
      lighthouse: r.lighthouse !== false && FRENCH_LIGHTHOUSE.has(r.path),
    })),
];
const routes = allRoutes.filter((r) => only.length === 0 || only.includes(r.path));

/**
 * Script size gzip-compressed from dist/, so the number does not depend on the encoding negotiated.
 * @param {string} url
 */
function gzipBytes(url, fallback = 0) {
  try {
    return gzipSync(readFileSync(join(root, 'dist', new URL(url).pathname))).length;
  } catch {
    return fallback;
  }
}

/**
 * JavaScript the page loaded during Lighthouse's run, gzip KiB: shown for comparison, the budget is on jsBeforeInteractionKb.
 * @param {Lhr} lhr
 */
function jsGzipKb(lhr) {
  // The network-requests audit's table: one row per request, with these columns among others.
  const details = /** @type {{ items?: NetworkRequestRow[] } | undefined} */ (lhr.audits['network-requests']?.details);
  const requests = details?.items ?? [];
  return (
    requests
      .filter((r) => r.resourceType === 'Script')
      .reduce((sum, r) => sum + gzipBytes(r.url, r.transferSize ?? 0), 0) / 1024
  );
}

/**
 * Resolves once no request has been in flight for 500 ms (at most 15 s).
 * @param {import('@playwright/test').Page} page
 */
function networkQuiet(page) {
  let inflight = 0;
  let last = Date.now();
  page.on('request', () => {
    inflight++;
    last = Date.now();
  });
  const settle = () => {
    inflight--;
    last = Date.now();
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return async () => {
    const until = Date.now() + 15_000;
    while ((inflight > 0 || Date.now() - last < 500) && Date.now() < until)
      await new Promise((r) => setTimeout(r, 100));
  };
}

/** The page's timers run this far before the count closes: idle-time islands load, the cookie notice's 4 s do not come. */
const QUIET_PAGE_MS = 2000;

/**
 * One page load in a phone (Lighthouse's mobile viewport) that measures two things.
 * JavaScript before the first interaction, gzip KiB: every script a first-time visitor requests with no pointer,
 * touch, key or scroll, from navigation until the network is quiet after the page's first 2 s. The page's clock is
 * Playwright's, moved by exactly those 2 s, so the count does not depend on how busy the machine is: islands
 * hydrated at load, on view or when idle are in it; those hydrated on interaction (header, chat) and the cookie
 * notice (fetched 4 s after load) are not.
 * Then axe (WCAG 2.2 AA) on that settled page; reduced motion, so it judges no heading half-way through a fade-in.
 * @param {string} url
 */
async function phoneLoad(url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const scripts = new Set();
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.add(r.url());
  });
  const quiet = networkQuiet(page);
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.goto(url, { waitUntil: 'load' });
  await quiet();
  await page.clock.runFor(QUIET_PAGE_MS);
  await quiet();
  const jsKb = [...scripts].reduce((sum, u) => sum + gzipBytes(u), 0) / 1024;
  await page.clock.resume();
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  await context.close();
  return { jsKb, axeViolations: axe.violations.map((v) => v.id) };
}

/** A request of the site search: its dialog script (and the chunks it shares), Pagefind's files, the index. */
const SEARCH_FILE = /^\/pagefind\/|^\/_astro\/dialog\./;

/**
 * The site search on a phone: nothing of it may load before it is opened; then "/" opens it, the query is typed and
 * the bytes of everything fetched until the results show are counted (gzip KiB from dist/; Pagefind's index and
 * WebAssembly are compressed already, so they count at their size). axe runs on the open dialog.
 * @param {string} url
 * @param {string} query
 */
async function firstSearch(url, query) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  /** @type {string[]} */
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  const quiet = networkQuiet(page);
  await page.goto(url, { waitUntil: 'load' });
  await quiet();
  const early = requests.filter((u) => SEARCH_FILE.test(new URL(u).pathname));
  const opened = requests.length;
  await page.keyboard.press('/');
  await page.getByRole('searchbox').fill(query);
  await page.locator('[data-search-result]').first().waitFor();
  await quiet();
  const kb = requests.slice(opened).reduce((sum, u) => sum + gzipBytes(u), 0) / 1024;
  const axe = await new AxeBuilder({ page })
    .include('#site-search')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  await context.close();
  return { kb, early, axeViolations: axe.violations.map((v) => v.id) };
}

/**
 * Lighthouse's CPU slowdown for this machine, from its benchmark index (median of three short runs), following
 * Lighthouse's CPU-throttling calibration (lighthouse-cpu-throttling-calculator): the default 4× assumes a
 * machine scoring about 1,533; a slower one (a busy 2-core CI runner scores 1,100-2,000 from run to run) needs
 * less slowdown to emulate the same mid-range phone. Without it, the same page scored 97 here and 88 on CI.
 * Never more than Lighthouse's own 4×: the index of a 2-core machine swings with its load from run to run, and a
 * steeper slowdown multiplies that noise (at 4.8× the contact page measured 84-97 in one hour).
 * AUDIT_CPU_SLOWDOWN fixes the multiplier instead.
 * @param {number} index
 */
export function cpuSlowdownFor(index) {
  if (index >= 1300) return 3 + (index - 1300) / 233;
  if (index >= 800) return 2 + (index - 800) / 500;
  return 1 + Math.max(0, index - 150) / 650;
}

async function calibrate() {
  if (process.env.AUDIT_CPU_SLOWDOWN) return { index: NaN, slowdown: Number(process.env.AUDIT_CPU_SLOWDOWN) };
  const indexes = [];
  for (let i = 0; i < 3; i++) {
    const result = await lighthouse(`${server.url}/`, {
      port: chrome.port,
      logLevel: 'error',
      onlyAudits: ['first-contentful-paint'],
    });
    const index = result?.lhr.environment.benchmarkIndex;
    if (index) indexes.push(index);
  }
  indexes.sort((a, b) => a - b);
  const index = indexes[Math.floor(indexes.length / 2)] ?? 1533;
  return { index, slowdown: Number(Math.min(4, cpuSlowdownFor(index)).toFixed(2)) };
}

/**
 * The TBT and CLS budgets a Lighthouse run missed, as the table says them.
 * @param {Lhr} lhr
 * @param {{ tbtMs?: number; cls: number; lcpGapMs?: number }} budget
 * @returns {string[]}
 */
function timingMisses(lhr, budget) {
  const tbt = lhr.audits['total-blocking-time']?.numericValue ?? 0;
  const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? 0;
  const gap = lcpGap(lhr);
  return [
    budget.tbtMs !== undefined && tbt > budget.tbtMs && `TBT ${Math.round(tbt)} ms > ${budget.tbtMs} ms`,
    cls > budget.cls && `CLS ${cls.toFixed(3)} > ${budget.cls}`,
    budget.lcpGapMs !== undefined && gap > budget.lcpGapMs && `LCP − FCP ${gap} ms > ${budget.lcpGapMs} ms`,
  ].filter((x) => typeof x === 'string');
}

/**
 * How long after the first paint the largest one came (ms): 0 when the largest content is painted with the
 * first frame, e.g. an article's hero fetched with the stylesheet.
 * @param {Lhr} lhr
 */
function lcpGap(lhr) {
  const lcp = lhr.audits['largest-contentful-paint']?.numericValue ?? 0;
  const fcp = lhr.audits['first-contentful-paint']?.numericValue ?? 0;
  return Math.max(0, Math.round(lcp - fcp));
}

/**
 * The document as a static server sends it, brotli (quality 11), in KB of 1,000 bytes: 14.6 KB is what the first
 * round trip carries (TCP's initial window of 10 packets of 1,460 bytes).
 * @param {string} url
 */
async function htmlBrKb(url) {
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  return Number((brotliCompressSync(body).length / 1000).toFixed(1));
}

/**
 * Why a route gets only the phone load, for the log.
 * @param {string} path
 */
function noLighthouseReason(path) {
  if (/no-such|blog-post/.test(path)) return 'status 404';
  return path.startsWith('/fr') ? 'French twin' : 'its layout is audited on a sibling page';
}

/**
 * Up to five runs of one page; the first run within the page's timing budgets (performance score, TBT, CLS)
 * counts, else the one with the best score. Lighthouse asks to be run again when Chrome's trace comes back
 * incomplete (NO_NAVSTART), and on two busy cores one run's score can be 20 points below the next (/blog: 78, 85,
 * 97 in a row; TBT swings by 150 ms on a page with 0.4 KiB of script), so a page fails a timing budget only when it
 * misses it five times in a row. A page within budget takes one run.
 * @param {string} url
 * @param {{ performance: number; tbtMs?: number; cls: number; lcpGapMs?: number }} budget
 * @returns {Promise<RunnerResult & { perf: number }>}
 */
async function runLighthouse(url, budget, attempts = 5) {
  /** @type {(RunnerResult & { perf: number }) | undefined} */
  let best;
  for (let i = 1; i <= attempts; i++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'html',
      logLevel: 'error',
      throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: cpu.slowdown },
      // The screenshots score nothing and cost a few seconds a page.
      disableFullPageScreenshot: true,
      // A first visit: Lighthouse empties the cache but by default keeps localStorage, where the site notes that
      // the browser has the web font (src/lib/web-font.ts); kept, every page after the first would be measured
      // as a repeat visitor whose cache was emptied.
      clearStorageTypes: [...constants.defaultSettings.clearStorageTypes, 'local_storage'],
      skipAudits: ['screenshot-thumbnails', 'final-screenshot'],
    });
    if (!result) throw new Error(`${url}: Lighthouse returned no result`);
    const { lhr } = result;
    const perf = lhr.runtimeError ? -1 : (lhr.categories.performance?.score ?? 0) * 100;
    const missed = lhr.runtimeError
      ? lhr.runtimeError.code
      : [...(perf < budget.performance ? [`performance ${Math.round(perf)}`] : []), ...timingMisses(lhr, budget)].join(
          ', ',
        );
    if (!missed) return { ...result, perf };
    if (!best || perf > best.perf) best = { ...result, perf };
    if (i === attempts) break;
    console.warn(`${url}: ${missed}, running Lighthouse again`);
    // A broken trace tends to repeat in the same browser: start a fresh one.
    if (lhr.runtimeError) {
      chrome.kill();
      chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
    }
  }
  if (!best) throw new Error(`${url}: no Lighthouse run`);
  return best;
}

/**
 * The phone loads of every route, a few at a time: what they measure runs on Playwright's clock, so it does not
 * depend on how busy the machine is. They run before Lighthouse, which needs the machine to itself.
 * @param {string[]} paths
 */
async function phoneLoads(paths, concurrency = 3) {
  /** @type {Map<string, { jsKb: number; axeViolations: string[] }>} */
  const results = new Map();
  const queue = [...paths];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      results.set(path, await phoneLoad(server.url + path));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

const server = await startServer({ port: Number(process.env.AUDIT_PORT || 8920), env: { ADMIN_TOKEN: 'audit' } });
const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
/**
 * The first search on each page budgets.search names, when the audit includes that page.
 * @type {Array<{ path: string; kb: number; early: string[]; axeViolations: string[] }>}
 */
const searches = [];
const phones = await phoneLoads(routes.map((/** @type {{ path: string }} */ r) => r.path))
  .then(async (result) => {
    for (const [path, query] of Object.entries(budgets.search.queries)) {
      if (routes.some((/** @type {{ path: string }} */ r) => r.path === path))
        searches.push({ path, ...(await firstSearch(server.url + path, /** @type {string} */ (query))) });
    }
    return result;
  })
  .finally(() => browser.close());
let chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
const cpu = await calibrate();
console.log(`CPU: benchmark index ${Math.round(cpu.index)}, Lighthouse CPU slowdown ${cpu.slowdown}× (4× at 1,533)`);
const rows = [];
const failures = [];

try {
  for (const route of routes) {
    const b = { ...budgets.defaults, ...route };
    const url = server.url + route.path;
    const phone = /** @type {{ jsKb: number; axeViolations: string[] }} */ (phones.get(route.path));
    const jsBeforeInteractionKb = Number(phone.jsKb.toFixed(1));
    /** What the phone load found over budget. */
    const phoneBroken = [
      jsBeforeInteractionKb > b.jsBeforeInteractionKb &&
        `JS before interaction ${jsBeforeInteractionKb} KiB > ${b.jsBeforeInteractionKb} KiB`,
      phone.axeViolations.length > b.axeViolations && `axe: ${phone.axeViolations.join(', ')}`,
    ].filter((x) => typeof x === 'string');
    if (route.lighthouse === false) {
      // Pages answered with status 404 (the 404 and Coming Soon pages): Lighthouse will not audit such a document
      // (ERRORED_DOCUMENT_REQUEST), the phone load does. French twins outside FRENCH_LIGHTHOUSE: the phone load.
      rows.push({ route: route.path, jsBeforeInteractionKb, axe: phone.axeViolations.length });
      if (phoneBroken.length) failures.push({ route: route.path, broken: phoneBroken });
      console.log(
        `${route.path}: no Lighthouse (${noLighthouseReason(route.path)}), before interaction ${jsBeforeInteractionKb} KiB, axe ${phone.axeViolations.length}`,
      );
      continue;
    }
    const { lhr, report } = await runLighthouse(url, b);
    const slug = route.path === '/' ? 'home' : route.path.slice(1).replaceAll('/', '__');
    writeFileSync(join(reportDir, `${slug}.html`), [report].flat().join(''));

    /** @param {string} k */
    const score = (k) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
    const row = {
      route: route.path,
      perf: score('performance'),
      a11y: score('accessibility'),
      bp: score('best-practices'),
      seo: score('seo'),
      fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      lcpGapMs: lcpGap(lhr),
      htmlBrKb: await htmlBrKb(url),
      cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      jsKb: Number(jsGzipKb(lhr).toFixed(1)),
      jsBeforeInteractionKb,
      axe: phone.axeViolations.length,
    };
    rows.push(row);
    const broken = [...phoneBroken];
    if (b.htmlBrKb !== undefined && row.htmlBrKb > b.htmlBrKb)
      broken.push(`HTML ${row.htmlBrKb} KB brotli > ${b.htmlBrKb}`);
    const categories = [
      ['performance', row.perf, b.performance],
      ['accessibility', row.a11y, b.accessibility],
      ['best-practices', row.bp, b.bestPractices],
      ['seo', row.seo, b.seo],
    ];
    for (const [category, value, min] of categories) {
      if (value >= min) continue;
      // Name the audits that cost the points, so the table says what to fix.
      const failed = lhr.categories[category].auditRefs
        .filter((a) => a.weight > 0 && (lhr.audits[a.id].score ?? 1) < 1)
        .map((a) => a.id);
      broken.push(`${category} ${value} < ${min}${failed.length ? ` (${failed.slice(0, 6).join(', ')})` : ''}`);
    }
    broken.push(...timingMisses(lhr, b));
    if (broken.length) failures.push({ route: route.path, broken });
    console.log(
      `${route.path}: perf ${row.perf} a11y ${row.a11y} bp ${row.bp} seo ${row.seo} FCP ${row.fcpMs} ms LCP ${row.lcpMs} ms ` +
        `(+${row.lcpGapMs}) HTML ${row.htmlBrKb} KB br TBT ${row.tbtMs} ms ` +
        `CLS ${row.cls} js ${row.jsKb} KiB, before interaction ${row.jsBeforeInteractionKb} KiB, axe ${row.axe}`,
    );
  }
} finally {
  chrome.kill();
  await server.stop();
}

// The site search: nothing before it is opened, the first search within its budget, clean under axe.
for (const search of searches) {
  const kb = Number(search.kb.toFixed(1));
  const broken = [
    search.early.length > 0 && `search files fetched before the search was opened: ${search.early.join(', ')}`,
    kb > budgets.search.firstSearchKb && `first search ${kb} KiB > ${budgets.search.firstSearchKb} KiB`,
    search.axeViolations.length > 0 && `search dialog axe: ${search.axeViolations.join(', ')}`,
  ].filter((x) => typeof x === 'string');
  if (broken.length) failures.push({ route: `${search.path} (search)`, broken });
  console.log(
    `${search.path}: first search ${kb} KiB (budget ${budgets.search.firstSearchKb}), ${search.early.length} search requests before opening`,
  );
}

// Every article, also those Lighthouse does not run on: within the first round trip.
const articles = articleHtmlSizes(join(root, 'dist'));
const articleBudget = budgets.articleHtmlBrKb;
for (const a of articles.filter((a) => a.kb > articleBudget))
  failures.push({ route: a.path, broken: [`HTML ${a.kb} KB brotli > ${articleBudget}`] });
const sizes = articles.map((a) => a.kb);
console.log(
  `\nArticles: ${articles.length} pages, HTML ${Math.min(...sizes)}–${Math.max(...sizes)} KB brotli (budget ${articleBudget})`,
);

console.log('');
console.table(rows);
writeFileSync(
  join(reportDir, 'summary.json'),
  JSON.stringify({ at: new Date().toISOString(), benchmarkIndex: cpu.index, cpuSlowdown: cpu.slowdown, rows }, null, 2),
);
if (failures.length) {
  console.error('\nBudgets broken:');
  for (const f of failures) console.error(`  ${f.route}: ${f.broken.join('; ')}`);
  process.exit(1);
}
console.log(`\nAll ${rows.length} pages within budget. Reports: reports/lighthouse/`);
