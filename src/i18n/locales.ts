// cspell:locale en,fr -- the language switch names French in French.
/**
 * The site's languages. English is the default and keeps its URLs; French lives under /fr with the same slugs
 * (the French twin of /how-it-works is /fr/how-it-works), so one rule maps every page to its twin.
 */
import { type Locale } from '~/data/locales';
import { ROUTES } from '~/data/routes';

export { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '~/data/locales';

/** Per language: `<html lang>`, hreflang, the Intl locale for numbers and dates, Open Graph's locale, its own name. */
export const LOCALE_META = {
  en: { htmlLang: 'en', hreflang: 'en', intl: 'en-US', og: 'en_US', name: 'English', short: 'EN' },
  fr: { htmlLang: 'fr-CA', hreflang: 'fr-CA', intl: 'fr-CA', og: 'fr_CA', name: 'Français', short: 'FR' },
} as const satisfies Record<Locale, Record<string, string>>;

/**
 * The pages with a French twin at /fr + path: every page but /admin (staff only), from the route manifest
 * (src/data/routes.ts). Every article has a twin
 * too, at /fr/blog/<slug> (the build fails on an article without its translation): see ARTICLE_PATH.
 */
export const TWINNED_PATHS: readonly string[] = ROUTES.filter(
  (r) => r.french !== false && !('endpoint' in r && r.endpoint) && !r.path.includes('['),
).map((r) => r.path);

/** An article's path (/blog/<slug>): every article has its French twin at /fr/blog/<slug>. */
export const ARTICLE_PATH = /^\/blog\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A product's own page (/financial-products/<id>): every one has its French twin at /fr/financial-products/<id>. */
export const PRODUCT_PAGE_PATH = /^\/financial-products\/[a-z]+(?:-[a-z]+)*$/;
