// The audit's phone loads (Playwright, Lighthouse's mobile viewport): JavaScript before interaction, axe, and the
// first site search. Their clock is Playwright's, so how busy the machine is does not move what they measure.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Script size gzip-compressed from dist/, so the number does not depend on the encoding negotiated.
 * @param {string} url
 */
export function gzipBytes(url, fallback = 0) {
  try {
    return gzipSync(readFileSync(join(root, 'dist', new URL(url).pathname))).length;
  } catch {
    return fallback;
  }
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
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 */
async function phoneLoad(browser, url) {
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
    // As tests/e2e/axe.ts: every rule, in the page itself, violations only (a third of the time).
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  await context.close();
  return { jsKb, axeViolations: axe.violations.map((v) => v.id) };
}

/** A request of the site search: its dialog script (and the chunks it shares), Pagefind's files, the index. */
const SEARCH_FILE = /^\/pagefind\/|^\/_astro\/dialog\./;

/**
 * The dialog script and the modules it imports statically, read from dist/_astro (it imports Pagefind itself). The first
 * search counts only these and Pagefind's files: the cookie notice, due 4 s after load, and the React runtime it
 * brings may arrive while the search runs, and how often they did depended on how fast the page loaded.
 * @param {string} pathname the dialog script's path
 */
function moduleGraph(pathname, seen = new Set()) {
  if (seen.has(pathname)) return seen;
  seen.add(pathname);
  let code = '';
  try {
    code = readFileSync(join(root, 'dist', pathname), 'utf8');
  } catch {
    return seen;
  }
  for (const [, file] of code.matchAll(/(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g))
    moduleGraph(pathname.replace(/[^/]+$/, file), seen);
  return seen;
}

/**
 * The site search on a phone: nothing of it may load before it is opened; then "/" opens it, the query is typed and
 * the bytes the search fetched until the results show are counted: its dialog script, the modules that imports and
 * Pagefind's files (gzip KiB from dist/; Pagefind's index and WebAssembly are compressed already, so they count at
 * their size). axe runs on the open dialog.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {string} query
 */
export async function firstSearch(browser, url, query) {
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
  const after = requests.slice(opened).map((u) => new URL(u));
  const dialog = after.find((u) => /^\/_astro\/dialog\./.test(u.pathname));
  const own = dialog ? moduleGraph(dialog.pathname) : new Set();
  const kb =
    after
      .filter((u) => SEARCH_FILE.test(u.pathname) || own.has(u.pathname))
      .reduce((sum, u) => sum + gzipBytes(u.href), 0) / 1024;
  const axe = await new AxeBuilder({ page })
    // As tests/e2e/axe.ts: every rule, in the page itself, violations only (a third of the time).
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .include('#site-search')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  await context.close();
  return { kb, early, axeViolations: axe.violations.map((v) => v.id) };
}

/**
 * The phone loads of every route, eight at a time: what they measure runs on Playwright's clock, so it does not
 * depend on how busy the machine is, and a load mostly waits for the network to go quiet (about 4 s a page for 0.7
 * to 2.7 core-seconds). They run before Lighthouse, which needs the machine to itself.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} base the server's address
 * @param {string[]} paths
 */
export async function phoneLoads(browser, base, paths, concurrency = 8) {
  /** @type {Map<string, { jsKb: number; axeViolations: string[] }>} */
  const results = new Map();
  const queue = [...paths];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      results.set(path, await phoneLoad(browser, base + path));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}
