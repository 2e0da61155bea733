// cspell:locale en,fr -- each language has its own keywords.
// cspell:words BAIIA
/**
 * Keyword auto-linking: the first occurrence of each keyword in an article links to its internal
 * article or external reference page, never inside headings or existing links, never to the article itself.
 * Matching is case-insensitive on whole words; the article's own wording is kept as the link text. Each
 * language has its own keywords: a French article links to French pages (and the French version of a
 * reference page where it has one).
 */
import type { Locale } from './locales';

export type KeywordLink = {
  /** Phrase to find. */
  keyword: string;
  /** Site path (/blog/…, /fr/blog/…) or an https:// reference page (opens in a new tab). */
  href: string;
  /** The reference page's language, when it is not the article's (a French article citing an English page). */
  hreflang?: string;
};

const english: readonly KeywordLink[] = [
  { keyword: 'how lenders evaluate', href: '/blog/how-lenders-evaluate-your-business' },
  { keyword: 'EBITDA', href: '/blog/understanding-ebitda' },
  { keyword: 'business financing options', href: '/blog/understanding-business-financing-options' },
  { keyword: 'Small Business Administration', href: 'https://www.sba.gov/' },
  {
    keyword: 'Canada Small Business Financing Program',
    href: 'https://ised-isde.canada.ca/site/canada-small-business-financing-program/en',
  },
];

const french: readonly KeywordLink[] = [
  { keyword: 'les prêteurs évaluent', href: '/fr/blog/how-lenders-evaluate-your-business' },
  { keyword: 'BAIIA', href: '/fr/blog/understanding-ebitda' },
  { keyword: 'options de financement', href: '/fr/blog/understanding-business-financing-options' },
  { keyword: 'Small Business Administration', href: 'https://www.sba.gov/', hreflang: 'en' },
  {
    keyword: 'Programme de financement des petites entreprises du Canada',
    href: 'https://ised-isde.canada.ca/site/programme-financement-petites-entreprises-canada/fr',
  },
];

export const keywordLinks: Record<Locale, readonly KeywordLink[]> = { en: english, fr: french };
