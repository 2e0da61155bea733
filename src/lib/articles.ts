/**
 * The one way pages read the blog: published articles only (no drafts, nothing dated in the future), newest
 * first, with their author and read time resolved, in English (content/blog) or French (content/blog/fr).
 * Every article exists in both languages: a translation without its original, or an original without its
 * translation, fails the build. Build-time only (uses astro:content).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { getCollection, type CollectionEntry } from 'astro:content';
import {
  ARTICLE_FOLDER,
  articleUrl,
  authorIn,
  checkPairs,
  introduction,
  isoDay,
  isPublished,
  pickRelated,
  readMinutes,
  readTimeLabel,
  type Category,
} from './blog';
import { messagesFor, intlLocale, type Locale } from './i18n';
import { formatDate } from './format';

/** An author as content/authors.json holds them (typed by Astro from the collection's schema). */
export type Author = CollectionEntry<'authors'>['data'];

/** What cards, the index island and the feed need: plain, serializable data. */
export type ArticleSummary = {
  slug: string;
  url: string;
  title: string;
  /** The excerpt, or the introduction when the article has none. */
  summary: string;
  category: Category;
  type: string;
  date: string;
  dateLabel: string;
  readTime: string;
  heroImage: string;
  heroAlt: string;
  authorName: string;
};

export type Article = ArticleSummary & {
  entry: CollectionEntry<'blog'> | CollectionEntry<'blogFr'>;
  locale: Locale;
  author: Author;
  minutes: number;
  related: string[];
  publishedAt: Date;
  /** Last substantive revision, when the article carries an `updated` date. */
  updatedAt?: Date;
  /** 'June 2, 2026' for the header, with `updated` (YYYY-MM-DD) for <time datetime>. */
  updated?: { date: string; label: string };
};

const cache = new Map<Locale, Promise<Article[]>>();

async function load(locale: Locale): Promise<Article[]> {
  const now = new Date();
  const english = await getCollection('blog');
  const french = await getCollection('blogFr');
  checkPairs(english, french);
  const everything = locale === 'fr' ? french : english;
  const folder = ARTICLE_FOLDER[locale];
  const t = messagesFor(locale).blog.article;
  const intl = intlLocale(locale);
  // Astro only logs broken references; a broken one must fail the build, naming the file and the field.
  const ids = new Set(everything.map((e) => e.id));
  for (const { id, data } of everything) {
    if (!existsSync(join(process.cwd(), 'public', data.heroImage)))
      throw new Error(
        `${folder}/${id}.mdx: heroImage ${data.heroImage} is missing: run node scripts/blog-art/index.mjs --og`,
      );
    if (data.updated && data.updated.getTime() < data.date.getTime())
      throw new Error(`${folder}/${id}.mdx: updated (${isoDay(data.updated)}) is before date (${isoDay(data.date)})`);
    data.related.forEach((r, i) => {
      if (!ids.has(r.id))
        throw new Error(`${folder}/${id}.mdx: related[${i}] "${r.id}" is not an article in ${folder}/`);
    });
  }
  const entries = everything
    .filter(({ data }) => isPublished(data, now))
    .sort((a, b) => b.data.date.getTime() - a.data.date.getTime() || a.data.title.localeCompare(b.data.title));
  const authors = new Map<string, Author>();
  for (const author of await getCollection('authors')) authors.set(author.id, author.data);
  return entries.map((entry) => {
    const { data, id } = entry;
    const body = entry.body ?? '';
    const found = authors.get(data.author.id);
    const author = found && authorIn(found, locale);
    if (!author) throw new Error(`${folder}/${id}.mdx: author "${data.author.id}" is not in content/authors.json`);
    return {
      slug: id,
      url: articleUrl(id, locale),
      title: data.title,
      summary: data.excerpt ?? introduction(body),
      category: data.category,
      type: data.type,
      date: isoDay(data.date),
      dateLabel: formatDate(data.date, intl),
      readTime: readTimeLabel(body, data.category, t.readTime),
      heroImage: data.heroImage,
      heroAlt: data.heroAlt,
      authorName: author.name,
      entry,
      locale,
      author,
      minutes: readMinutes(body),
      related: data.related.map((r) => r.id),
      publishedAt: data.date,
      updatedAt: data.updated,
      updated: data.updated ? { date: isoDay(data.updated), label: formatDate(data.updated, intl) } : undefined,
    };
  });
}

/** Published articles of a language (English by default), newest first. */
export function getPublishedArticles(locale: string | undefined = 'en'): Promise<Article[]> {
  const lang: Locale = locale === 'fr' ? 'fr' : 'en';
  // Built once per production build; in dev every request re-reads so edits show up.
  if (!import.meta.env.PROD) return load(lang);
  let pending = cache.get(lang);
  if (!pending) cache.set(lang, (pending = load(lang)));
  return pending;
}

/** A published article by slug; throws when it is missing (a page asked for something that is not built). */
export async function getArticle(slug: string, locale?: string): Promise<Article> {
  const article = (await getPublishedArticles(locale)).find((a) => a.slug === slug);
  if (!article) throw new Error(`Article "${slug}" is not published (missing, draft or future-dated).`);
  return article;
}

/** The two Related Articles of an article (fixed related first, else the first two others). */
export async function getRelated(article: Article): Promise<Article[]> {
  return pickRelated(article.slug, article.related, await getPublishedArticles(article.locale));
}

/** Strips build-only fields for islands and cards. */
export function toSummary(a: Article): ArticleSummary {
  const {
    entry: _e,
    locale: _l,
    author: _a,
    minutes: _m,
    related: _r,
    publishedAt: _p,
    updatedAt: _u,
    updated: _d,
    ...summary
  } = a;
  return summary;
}
