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
 */
export type Route = {
  path: string;
  french: 'same' | 'own' | false;
  unlisted?: boolean;
  a11y?: ('en' | 'fr')[];
  /** A dynamic route's page the tests and the audit open. */
  sample?: string;
  endpoint?: boolean;
};

export const ROUTES = [
  // Astro's i18n fallback does not build the locale's root (/fr): the French home has its own file.
  { path: '/', french: 'own' },
  { path: '/how-it-works', french: 'same', a11y: ['en'] },
  { path: '/who-we-help', french: 'same', a11y: ['en'] },
  { path: '/financial-products', french: 'same', a11y: ['en'] },
  {
    path: '/financial-products/[product]',
    french: 'own',
    sample: '/financial-products/merchant-cash-advance',
    a11y: ['en', 'fr'],
  },
  { path: '/about-us', french: 'same', a11y: ['en'] },
  { path: '/contact-us', french: 'same' },
  { path: '/partners', french: 'same' },
  { path: '/lenders', french: 'same' },
  { path: '/referral-partners', french: 'same' },
  { path: '/apis', french: 'same' },
  { path: '/partner-contact', french: 'same' },
  { path: '/prequalify', french: 'same' },
  { path: '/calculators/term-loan', french: 'same' },
  { path: '/calculators/merchant-cash-advance', french: 'same' },
  { path: '/blog', french: 'same' },
  { path: '/blog/[slug]', french: 'own', sample: '/blog/debt-financing-guide' },
  { path: '/rss.xml', french: 'own', endpoint: true },
  { path: '/abl', french: 'same' },
  { path: '/privacy-terms', french: 'same', a11y: ['en'] },
  { path: '/privacy-and-terms', french: 'same', unlisted: true, a11y: ['en'] },
  { path: '/terms-of-service', french: 'same', a11y: ['en'] },
  { path: '/accessibility', french: 'same', a11y: ['en', 'fr'] },
  { path: '/unsubscribe', french: 'same' },
  { path: '/404', french: 'same', unlisted: true, sample: '/no-such-page', a11y: ['en'] },
  { path: '/blog-coming-soon', french: 'same', unlisted: true, sample: '/blog/blog-post' },
  { path: '/admin', french: false, unlisted: true },
  { path: '/cms/index.html', french: false, unlisted: true, endpoint: true },
  { path: '/cms/config.yml', french: false, unlisted: true, endpoint: true },
  { path: '/cms/sveltia-cms.js', french: false, unlisted: true, endpoint: true },
  { path: '/cms/immutable.js', french: false, unlisted: true, endpoint: true },
  { path: '/cms/chunks/react-dom.js', french: false, unlisted: true, endpoint: true },
] as const satisfies readonly Route[];

/** The English-only pages' paths, the staff app among them. */
export const englishOnlyPaths = (): string[] =>
  ROUTES.filter((r) => r.french === false && !('endpoint' in r && r.endpoint)).map((r) => r.path);
