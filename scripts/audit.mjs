// npm run audit: Lighthouse (mobile) and axe on every route and its French twin, checked against the route manifest's
// budgets (src/data/routes.ts) over the site-wide defaults (quality/budgets.json).
// Prints one table, writes HTML reports to reports/lighthouse/ and exits 1 when any budget is broken.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import {
  chromiumFlags as chromeFlags,
  chromiumPath as chromePath,
  playwrightChromiumPath,
  playwrightIgnoreDefaultArgs,
} from './chromium.mjs';
import { articleHtmlSizes } from './article-sizes.mjs';
import { cpuCalibration, jsGzipKb, lcpGap, runLighthouse, timingMisses } from './audit/lighthouse.mjs';
import { firstSearch, phoneLoads } from './audit/phone.mjs';
import { auditPages } from './audit/routes.mjs';
import { startServer } from './lib-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const budgets = JSON.parse(readFileSync(join(root, 'quality', 'budgets.json'), 'utf8'));
const reportDir = join(root, 'reports', 'lighthouse');
mkdirSync(reportDir, { recursive: true });
const only = process.argv.slice(2);

const allRoutes = auditPages(budgets.defaults);
const routes = allRoutes.filter((r) => only.length === 0 || only.includes(r.path));

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

const server = await startServer({ port: Number(process.env.AUDIT_PORT || 8920), env: { ADMIN_TOKEN: 'audit' } });
/**
 * The first search on each page budgets.search names, when the audit includes that page.
 * @type {Array<{ path: string; kb: number; early: string[]; axeViolations: string[] }>}
 */
const searches = [];
const rows = [];
const failures = [];
/**
 * The browser Lighthouse runs in (runLighthouse replaces it when a trace breaks) and the CPU slowdown; set once the
 * phone loads are done.
 * @type {{ chrome: import('chrome-launcher').LaunchedChrome; cpu: ReturnType<typeof cpuCalibration> } | undefined}
 */
let lh;

// Whatever fails from here on, the server and the browsers stop: left running, they would hold the port and the
// cores of the next audit on this machine.
try {
  const browser = await chromium.launch({
    executablePath: playwrightChromiumPath,
    args: chromeFlags,
    ignoreDefaultArgs: playwrightIgnoreDefaultArgs,
  });
  const phones = await phoneLoads(
    browser,
    server.url,
    routes.map((/** @type {{ path: string }} */ r) => r.path),
  )
    .then(async (result) => {
      for (const [path, query] of Object.entries(budgets.search.queries)) {
        if (routes.some((/** @type {{ path: string }} */ r) => r.path === path))
          searches.push({ path, ...(await firstSearch(browser, server.url + path, /** @type {string} */ (query))) });
      }
      return result;
    })
    .finally(() => browser.close());
  lh = { chrome: await chromeLauncher.launch({ chromePath, chromeFlags }), cpu: cpuCalibration() };
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
    const { lhr, report } = await runLighthouse(url, b, lh);
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
  lh?.chrome.kill();
  await server.stop();
}
const { cpu } = /** @type {NonNullable<typeof lh>} */ (lh);

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

console.log(
  `\nCPU: benchmark index ${Math.round(cpu.index)} (median of the runs), Lighthouse CPU slowdown ${cpu.slowdown}× (4× at 1,533)`,
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
