/**
 * Blog rules that do not depend on Astro: categories and tabs, read time, publishing, related articles,
 * URLs and dates. Pages, the index island, the feed and the unit tests all use these.
 */
import type { Locale } from '~/i18n/locales';
import { fill } from './template';

export const CATEGORIES = ['Press Release', 'Guide', 'Case Study', 'Insights'] as const;
export type Category = (typeof CATEGORIES)[number];

/** A tab of the index: its id (the `?category=` value in every language; its label is in the dictionaries). */
export type BlogTab = { id: BlogTabId; category: Category | null };
export type BlogTabId = 'all' | 'press-releases' | 'case-studies' | 'guides' | 'market-insights';

/** The index tabs of /blog, in order. 'Market Insights' shows the category Insights. */
export const BLOG_TABS: readonly BlogTab[] = [
  { id: 'all', category: null },
  { id: 'press-releases', category: 'Press Release' },
  { id: 'case-studies', category: 'Case Study' },
  { id: 'guides', category: 'Guide' },
  { id: 'market-insights', category: 'Insights' },
];

/** 'All' features this press release rather than the newest article. */
export const FEATURED_ALL_SLUG = 'boundless-ai-airwallex-partnership';

/** Blog timings and sizes. */
export const BLOG_PAGE_SIZE = 6;
export const BLOG_ROTATION_MS = 5000;
export const BLOG_TRANSITION_MS = 400;
export const RELATED_COUNT = 2;
export const WORDS_PER_MINUTE = 220;

const normalize = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The tab a `?category=` value preselects, matched case-insensitively against the tab's id (which is also its
 * English label: "Market Insights") and the category it shows ("guides", "Guide", "Insights", "press release"…);
 * null when none.
 */
export function tabFromQuery(value: string | null | undefined): BlogTab | null {
  if (!value) return null;
  const wanted = normalize(value);
  if (!wanted) return null;
  return (
    BLOG_TABS.find((tab) => [tab.id, tab.category ?? ''].some((name) => name && normalize(name) === wanted)) ?? null
  );
}

/** Words a reader reads: Markdown syntax, link targets and HTML tags are not words. */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/^---[\s\S]*?\n---\s*\n/, '') // frontmatter, if any
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1') // images: keep alt text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') // links: keep the text, drop the target
    .replace(/<[^>]+>/g, ' ')
    .replace(/^\s*\|?\s*:?-{2,}.*$/gm, ' '); // table rule rows
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Reading minutes at 220 words a minute, rounded up (at least 1). */
export function readMinutes(markdown: string): number {
  return Math.max(1, Math.ceil(countWords(markdown) / WORDS_PER_MINUTE));
}

/**
 * The label shown on cards and article pages, from the language's template ('{n} min read'); press releases
 * always read 2 minutes. Minutes are counted in the text of that language.
 */
export function readTimeLabel(markdown: string, category: Category, template = '{n} min read'): string {
  return fill(template, { n: category === 'Press Release' ? 2 : readMinutes(markdown) });
}

/** Drafts and articles dated in the future are not published. */
export function isPublished(data: { draft?: boolean; date: Date }, now: Date = new Date()): boolean {
  return !data.draft && data.date.getTime() <= now.getTime();
}

/** The page an article lives at, in a language: the ABL article has its own fixed route (/abl, /fr/abl). */
export function articleUrl(slug: string, locale: Locale = 'en'): string {
  const path = slug === 'abl' ? '/abl' : `/blog/${slug}`;
  return locale === 'fr' ? `/fr${path}` : path;
}

/** YYYY-MM-DD, for <time datetime>. */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/**
 * The two related articles: the article's fixed related slugs first (when published), then the first other
 * articles of `all` in its order, never the article itself and never twice.
 */
export function pickRelated<T extends { slug: string }>(
  slug: string,
  fixed: readonly string[],
  all: readonly T[],
  count = RELATED_COUNT,
): T[] {
  const bySlug = new Map(all.map((a) => [a.slug, a]));
  const chosen: T[] = [];
  const take = (a: T | undefined) => {
    if (a && a.slug !== slug && !chosen.includes(a) && chosen.length < count) chosen.push(a);
  };
  for (const s of fixed) take(bySlug.get(s));
  for (const a of all) take(a);
  return chosen;
}

/** The featured article of a tab: the Airwallex release for 'All', else the first article of the category. */
export function featuredFor<T extends { slug: string; category: string }>(
  tab: BlogTab,
  articles: readonly T[],
): T | undefined {
  if (!tab.category) return articles.find((a) => a.slug === FEATURED_ALL_SLUG) ?? articles[0];
  return articles.find((a) => a.category === tab.category);
}

/**
 * The opening paragraph of an article body as plain text, shortened to about `max` characters at a word
 * boundary: the summary shown when an article has no excerpt.
 */
export function introduction(markdown: string, max = 200): string {
  const first =
    markdown
      .replace(/^---[\s\S]*?\n---\s*\n/, '')
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .find((p) => p && !/^(#|[-*+] |\d+\. |\||>|import |export )/.test(p)) ?? '';
  const plain = first
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|\*|_|`)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max + 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,;:.\s]+$/, '')}…`;
}

/** An author as content/authors.json holds them: the English name and role, the French role (and name, for a team). */
type AuthorRecord = { name: string; role: string; fr: { name?: string; role: string } };

/** An author as a language's pages show them: French pages show the French role (and name, for the team). */
export function authorIn<A extends AuthorRecord>(author: A, locale: Locale): A {
  return locale === 'fr' ? { ...author, name: author.fr.name ?? author.name, role: author.fr.role } : author;
}

/** Where each language's articles live. */
export const ARTICLE_FOLDER: Record<Locale, string> = { en: 'content/blog', fr: 'content/blog/fr' };

/**
 * The two collections pair up, slug for slug: each French file names its original in `translationOf`, which is
 * its own slug. Throws, naming the file, on a translation without an original or an original without one.
 */
export function checkPairs(
  english: readonly { id: string }[],
  french: readonly { id: string; data: { translationOf: { id: string } } }[],
): void {
  const originals = new Set(english.map((e) => e.id));
  const translated = new Set(french.map((e) => e.id));
  for (const { id, data } of french) {
    if (data.translationOf.id !== id)
      throw new Error(
        `${ARTICLE_FOLDER.fr}/${id}.mdx: translationOf "${data.translationOf.id}" must be its own slug, "${id}"`,
      );
    if (!originals.has(id))
      throw new Error(`${ARTICLE_FOLDER.fr}/${id}.mdx: no English original ${ARTICLE_FOLDER.en}/${id}.mdx`);
  }
  for (const id of originals)
    if (!translated.has(id))
      throw new Error(`${ARTICLE_FOLDER.en}/${id}.mdx: no French translation ${ARTICLE_FOLDER.fr}/${id}.mdx`);
}
