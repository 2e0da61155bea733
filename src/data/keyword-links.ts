/**
 * Keyword auto-linking: the first occurrence of each keyword in an article links to its internal
 * article or external reference page, never inside headings or existing links, never to the article itself.
 * Matching is case-insensitive on whole words; the article's own wording is kept as the link text.
 */
export type KeywordLink = {
  /** Phrase to find. */
  keyword: string;
  /** Site path (/blog/…) or an https:// reference page (opens in a new tab). */
  href: string;
};

export const keywordLinks: readonly KeywordLink[] = [
  { keyword: 'how lenders evaluate', href: '/blog/how-lenders-evaluate-your-business' },
  { keyword: 'EBITDA', href: '/blog/understanding-ebitda' },
  { keyword: 'business financing options', href: '/blog/understanding-business-financing-options' },
  { keyword: 'Small Business Administration', href: 'https://www.sba.gov/' },
  {
    keyword: 'Canada Small Business Financing Program',
    href: 'https://ised-isde.canada.ca/site/canada-small-business-financing-program/en',
  },
];
