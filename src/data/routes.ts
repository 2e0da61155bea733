/**
 * The route manifest: one entry per file in src/pages (outside src/pages/fr), by its English path. A unit test
 * fails when a page file has no entry or an entry has no file.
 *
 * - `french: 'same'`: the French twin at /fr + path is the same page file rendered in French: Astro's i18n
 *   fallback (`fallbackType: 'rewrite'`) builds it, and the page reads its language from Astro.currentLocale.
 * - `french: 'own'`: the twin has its own file in src/pages/fr (the articles and product pages, which list their
 *   French entries; the French feed; the French home, which the fallback does not build).
 * - `french: false`: English only; the build removes the fallback's copy (src/integrations/english-only.ts).
 * - `unlisted`: kept out of the sitemap (staff pages, error pages, a second URL of another page's text).
 * - `a11y`: the e2e axe test runs on the page (its `sample` for a dynamic route) in these languages, at desktop
 *   and phone widths (tests/e2e/pages-a11y.spec.ts).
 * - `endpoint`: a file that is not an HTML page (feeds, the content editor's files).
 * - `audit`: what `npm run audit` measures (scripts/audit/routes.mjs), over the site-wide defaults in
 *   quality/budgets.json: the page (its `sample`) and its French twin when it has one. A list names the pages of
 *   a dynamic route it measures; `false`, none. A comment says why a budget leaves the defaults.
 */
export type Route = {
  path: string;
  french: 'same' | 'own' | false;
  unlisted?: boolean;
  a11y?: ('en' | 'fr')[];
  /** A dynamic route's page the tests and the audit open. */
  sample?: string;
  endpoint?: boolean;
  audit?: Budget | (Budget & { path: string })[] | false;
};

/**
 * A page's budgets in the audit. `lighthouse: false`: the phone load only (JS before interaction, axe), for a page
 * whose layout and scripts a sibling page stands for in Lighthouse, or one answered with status 404, which
 * Lighthouse will not audit. Sizes in KiB gzip (JS) and KB brotli (HTML), timings in ms.
 */
export type Budget = {
  performance?: number;
  seo?: number;
  jsBeforeInteractionKb?: number;
  lcpGapMs?: number;
  htmlBrKb?: number;
  lighthouse?: false;
  /** No French twin in the audit. */
  twin?: false;
};

// Why a page's JS before interaction is over the 15 KiB default: an island runs at load or in the first viewport.
// Each is about 1 KiB above what was measured (2026-11-27, +1.9 KiB when Astro's island runtime became one cached
// file; +1.5 KiB on 2026-11-28 for the hand-off's and search's words the islands at load share). Performance 80
// where a React island runs a timed rotation from load: 87-97 on the slowest CI run (2026-11-28, 4x CPU slowdown)
// where pages without one measured 96-100; a script-free rotation would bring it to the default.
const ROTATION_AT_LOAD = { performance: 80 } as const;
/** A sibling of the same layout and scripts stands for it in Lighthouse (all measured alike on 2026-11-27). */
const SIBLING = { lighthouse: false } as const;
const NOT_FOUND = { lighthouse: false } as const;
/** The French articles share the sample's layout, and each one's HTML is held by articleHtmlBrKb. */
const ARTICLE = { ...SIBLING, twin: false } as const;

export const ROUTES = [
  // Astro's i18n fallback does not build the locale's root (/fr): the French home has its own file.
  // The hero's rotating word is a page script, not an island (1.3 KiB measured 2026-11-27).
  { path: '/', french: 'own', audit: { lcpGapMs: 400 } },
  // The step cycle runs at load.
  {
    path: '/how-it-works',
    french: 'same',
    a11y: ['en'],
    audit: { ...ROTATION_AT_LOAD, jsBeforeInteractionKb: 79.6 },
  },
  // The industry and success-story highlights run at load, in the first viewport: the same rotating-highlight
  // island and page layout as /how-it-works (79.6 KiB there), which stands for it in Lighthouse.
  { path: '/who-we-help', french: 'same', a11y: ['en'], audit: { ...SIBLING, jsBeforeInteractionKb: 79 } },
  { path: '/financial-products', french: 'same', a11y: ['en'] },
  {
    path: '/financial-products/[product]',
    french: 'own',
    sample: '/financial-products/merchant-cash-advance',
    a11y: ['en', 'fr'],
    // Lighthouse on one product page: all six measured perf 100, LCP 1.50-1.53 s (2026-11-27).
    audit: [
      { path: '/financial-products/merchant-cash-advance' },
      { path: '/financial-products/asset-based-lending', ...SIBLING },
      { path: '/financial-products/term-loans', ...SIBLING },
      { path: '/financial-products/po-financing', ...SIBLING },
      { path: '/financial-products/inventory-financing', ...SIBLING },
      { path: '/financial-products/supply-chain-financing', ...SIBLING },
    ],
  },
  // The stat and values highlights run at load, in the first viewport: /how-it-works stands for it, as above.
  { path: '/about-us', french: 'same', a11y: ['en'], audit: { ...SIBLING, jsBeforeInteractionKb: 78.7 } },
  // The contact form is in the first viewport and hydrates at once (React and the shared schema, its retries under
  // an Idempotency-Key, its draft, the visit's attribution): performance 80-91 on CI runs (2026-11-28). Hydrating
  // it on first touch would bring it to the default, but a press of Send before hydration was not yet honoured so.
  { path: '/contact-us', french: 'same', audit: { performance: 70, jsBeforeInteractionKb: 107.5 } },
  // Lighthouse on /partners: the four partner pages measured perf 100, LCP 1.05-1.33 s (2026-11-27).
  { path: '/partners', french: 'same' },
  { path: '/lenders', french: 'same', audit: SIBLING },
  { path: '/referral-partners', french: 'same', audit: SIBLING },
  { path: '/apis', french: 'same', audit: SIBLING },
  // The partner pages' layout, its form hydrating on first touch: /partners stands for it.
  { path: '/partner-contact', french: 'same', audit: SIBLING },
  // The pre-qualification hydrates on first touch like the calculators: /calculators/term-loan stands for it.
  { path: '/prequalify', french: 'same', audit: SIBLING },
  { path: '/calculators/term-loan', french: 'same' },
  // Both calculators hydrate on the first pointer, touch or focus (client:tool): 5.8 KiB before interaction.
  { path: '/calculators/merchant-cash-advance', french: 'same', audit: SIBLING },
  // The category tabs' featured-article rotation runs from load (5 s) with the index's filter: performance 82-89
  // on CI runs and 77 with other work running (2026-11-28), the lowest of the site.
  { path: '/blog', french: 'same', audit: { performance: 70, jsBeforeInteractionKb: 83.8 } },
  {
    path: '/blog/[slug]',
    french: 'own',
    sample: '/blog/debt-financing-guide',
    // Lighthouse on the sample (its French twin too): eight articles measured perf 100, LCP - FCP 0-81 ms
    // (2026-11-27). Every article's HTML size is held by articleHtmlBrKb, Lighthouse or not.
    audit: [
      { path: '/blog/debt-financing-guide', htmlBrKb: 14.6, lcpGapMs: 400 },
      { path: '/blog/why-accounting-for-small-business-matters', ...ARTICLE },
      { path: '/blog/5-ways-to-manage-cashflow-for-seasonal-businesses', ...ARTICLE },
      { path: '/blog/business-loans-vs-line-of-credit-guide', ...ARTICLE },
      { path: '/blog/how-to-write-a-business-plan-step-by-step-guide', ...ARTICLE },
      { path: '/blog/boundless-ai-highbeam-partnership', ...ARTICLE },
      { path: '/blog/boundless-ai-airwallex-partnership', ...ARTICLE },
      { path: '/blog/understanding-ebitda', ...ARTICLE },
    ],
  },
  { path: '/rss.xml', french: 'own', endpoint: true },
  // Share and Save hydrate when idle (the saved state from localStorage): performance 95 on the slowest CI run.
  { path: '/abl', french: 'same', audit: { ...ROTATION_AT_LOAD, jsBeforeInteractionKb: 79.5 } },
  { path: '/privacy-terms', french: 'same', a11y: ['en'] },
  // Lighthouse on /privacy-terms: the legal pages measured perf 100, LCP 1.21-1.24 s, their twins alike.
  { path: '/privacy-and-terms', french: 'same', unlisted: true, a11y: ['en'], audit: SIBLING },
  { path: '/terms-of-service', french: 'same', a11y: ['en'], audit: SIBLING },
  // The accessibility statement has a legal page's layout (perf 94–100 in the last four CI runs): /privacy-terms
  // stands for it in Lighthouse.
  { path: '/accessibility', french: 'same', a11y: ['en', 'fr'], audit: SIBLING },
  // Reached only from a personal link (noindex); its e2e test opens it with a token.
  { path: '/unsubscribe', french: 'same', audit: false },
  // Answered with status 404, which Lighthouse will not audit.
  { path: '/404', french: 'same', unlisted: true, sample: '/no-such-page', a11y: ['en'], audit: NOT_FOUND },
  { path: '/blog-coming-soon', french: 'same', unlisted: true, sample: '/blog/blog-post', audit: NOT_FOUND },
  // The staff app, noindex on purpose, loads whole behind sign-in (the owners' panels and WebAuthn on a click):
  // 124.6 KiB measured 2026-11-29, performance 85-89 on CI runs (2026-11-28).
  {
    path: '/admin',
    french: false,
    unlisted: true,
    audit: { seo: 66, performance: 75, jsBeforeInteractionKb: 125.6 },
  },
  { path: '/cms/index.html', french: false, unlisted: true, endpoint: true },
  { path: '/cms/config.yml', french: false, unlisted: true, endpoint: true },
  { path: '/cms/sveltia-cms.js', french: false, unlisted: true, endpoint: true },
  { path: '/cms/immutable.js', french: false, unlisted: true, endpoint: true },
  { path: '/cms/chunks/react-dom.js', french: false, unlisted: true, endpoint: true },
] as const satisfies readonly Route[];

/** The English-only pages' paths, the staff app among them. */
export const englishOnlyPaths = (): string[] =>
  ROUTES.filter((r) => r.french === false && !('endpoint' in r && r.endpoint)).map((r) => r.path);
