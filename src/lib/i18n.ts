/**
 * Which language a page is in, its twin in the other language, and the dictionary for it. Astro components call
 * `messagesFor(Astro.currentLocale)`; islands receive only the part of it they render, as props.
 */
import { en, type Messages } from '~/i18n/en';
import { fr } from '~/i18n/fr';
import {
  ARTICLE_PATH,
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_META,
  PRODUCT_PAGE_PATH,
  TWINNED_PATHS,
  type Locale,
} from '~/i18n/locales';
import { fill } from './template';

export type { Locale, Messages };

const DICTIONARIES: Record<Locale, Messages> = { en, fr };

export const toLocale = (value: string | undefined | null): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);

export const messagesFor = (locale: string | undefined | null): Messages => DICTIONARIES[toLocale(locale)];

export const intlLocale = (locale: string | undefined | null): string => LOCALE_META[toLocale(locale)].intl;

/** A pause button's texts: what it pauses (`label`) and its whole text in each state. */
export type PauseTexts = { label: string; play: string; pause: string };

/**
 * The texts of a pause button whose dictionary names only what it pauses (`label`, e.g. 'value highlights'),
 * composed with the page's language's `site.controls` templates ('Pause {label}'). Islands receive the result:
 * plain strings.
 */
export function pauseTexts(label: string, locale: string | undefined | null): PauseTexts {
  const { pause, play } = messagesFor(locale).site.controls;
  return { label, play: fill(play, { label }), pause: fill(pause, { label }) };
}

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
