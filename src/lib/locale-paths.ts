/**
 * Which language a path is in and the same page in the other language. No dictionary is imported here, so the
 * islands that need a path helper do not carry the site's texts.
 */
import { ARTICLE_PATH, DEFAULT_LOCALE, isLocale, PRODUCT_PAGE_PATH, TWINNED_PATHS, type Locale } from '~/i18n/locales';

export const toLocale = (value: string | undefined | null): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);

/** The language of a site path: /fr and everything under /fr/ is French. */
export const localeOfPath = (pathname: string): Locale => (/^\/fr(\/|$)/.test(pathname) ? 'fr' : 'en');

/** The English path of any site path (`/fr/apis` → `/apis`, `/fr` → `/`). */
export const basePath = (pathname: string): string => pathname.replace(/^\/fr(?=\/|$)/, '') || '/';

const twinned = new Set<string>(TWINNED_PATHS);
const isTwinned = (base: string) => twinned.has(base) || ARTICLE_PATH.test(base) || PRODUCT_PAGE_PATH.test(base);
export const hasTwin = (pathname: string): boolean => isTwinned(basePath(pathname));

/**
 * A site link for a page in `locale`: `/apis#form` → `/fr/apis#form` in French when the page has a French twin.
 * External links, mailto: and pages without a twin are returned as they are.
 */
export function localizePath(href: string, locale: string | undefined | null): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const [, path = '/', rest = ''] = /^([^?#]*)(.*)$/.exec(href) ?? [];
  const base = basePath(path);
  if (toLocale(locale) === 'en' || !isTwinned(base)) return base + rest;
  return (base === '/' ? '/fr' : `/fr${base}`) + rest;
}

/** The same page in the other language, or that language's home page when the page has no twin yet. */
export function switchPath(pathname: string, to: Locale): string {
  const base = basePath(pathname.replace(/\.html$/, ''));
  return isTwinned(base) ? localizePath(base, to) : localizePath('/', to);
}
