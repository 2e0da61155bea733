// The pages the audit measures and their budgets: the route manifest's `audit` (src/data/routes.ts) over the
// site-wide defaults (quality/budgets.json), then each page's French twin with the same budgets: a French page must
// be as fast and as accessible as its English original.
import { ROUTES } from '../../src/data/routes.ts';

/**
 * The French twins Lighthouse runs on; every French twin gets the phone load (JS before interaction, axe). A twin
 * renders its English page's components and scripts with other words (the same JS, to the tenth of a KiB), so
 * Lighthouse runs on the home page (its own file); the other layouts, the articles among them, are judged on their
 * English pages (the French article measured perf 93–100 in the last four CI runs, as its English original), and
 * every article's HTML size in both languages is held apart. Each Lighthouse run takes 15 to 20 s of CI.
 */
const FRENCH_LIGHTHOUSE = new Set(['/']);

/**
 * @typedef {import('../../src/data/routes.ts').Budget & { path: string }} Page
 * @param {Record<string, unknown>} defaults
 * @returns {Array<{ path: string; lighthouse?: boolean } & Record<string, any>>}
 */
export function auditPages(defaults) {
  /** @type {Array<{ page: Page; twin: boolean }>} */
  const pages = /** @type {readonly import('../../src/data/routes.ts').Route[]} */ (ROUTES)
    .filter((r) => !r.endpoint && r.audit !== false)
    .flatMap((r) => {
      const listed = Array.isArray(r.audit) ? r.audit : [{ path: r.sample ?? r.path, ...(r.audit || {}) }];
      return listed.map((page) => ({ page, twin: r.french !== false && page.twin !== false }));
    });
  const english = pages.map(({ page }) => page);
  const french = pages
    .filter(({ twin }) => twin)
    .map(({ page }) => ({
      ...page,
      path: page.path === '/' ? '/fr' : `/fr${page.path}`,
      ...(page.lighthouse !== false && !FRENCH_LIGHTHOUSE.has(page.path) ? { lighthouse: false } : {}),
    }));
  return [...english, ...french].map(({ twin: _, ...page }) => ({ ...defaults, ...page }));
}
