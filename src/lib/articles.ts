/**
 * The one way pages read the blog: published articles only (no drafts, nothing dated in the future), newest
 * first, with their author and read time resolved. Build-time only (uses astro:content).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { getCollection, type CollectionEntry } from 'astro:content';
import {
  articleUrl,
  introduction,
  isoDay,
  isPublished,
  pickRelated,
  readMinutes,
  readTimeLabel,
  type Category,
} from './blog';
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
  entry: CollectionEntry<'blog'>;
  author: Author;
  minutes: number;
  related: string[];
  publishedAt: Date;
  /** Last substantive revision, when the article carries an `updated` date. */
  updatedAt?: Date;
  /** 'June 2, 2026' for the header, with `updated` (YYYY-MM-DD) for <time datetime>. */
  updated?: { date: string; label: string };
};

let cache: Promise<Article[]> | undefined;

async function load(): Promise<Article[]> {
  const now = new Date();
  const everything = await getCollection('blog');
  // Astro only logs broken references; a broken one must fail the build, naming the file and the field.
  const ids = new Set(everything.map((e) => e.id));
  for (const { id, data } of everything) {
    if (!existsSync(join(process.cwd(), 'public', data.heroImage)))
      throw new Error(
        `content/blog/${id}.mdx: heroImage ${data.heroImage} is missing: run node scripts/blog-art/index.mjs --og`,
      );
    if (data.updated && data.updated.getTime() < data.date.getTime())
      throw new Error(
        `content/blog/${id}.mdx: updated (${isoDay(data.updated)}) is before date (${isoDay(data.date)})`,
      );
    data.related.forEach((r, i) => {
      if (!ids.has(r.id))
        throw new Error(`content/blog/${id}.mdx: related[${i}] "${r.id}" is not an article in content/blog/`);
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
    const author = authors.get(data.author.id);
    if (!author) throw new Error(`content/blog/${id}.mdx: author "${data.author.id}" is not in content/authors.json`);
    return {
      slug: id,
      url: articleUrl(id),
      title: data.title,
      summary: data.excerpt ?? introduction(body),
      category: data.category,
      type: data.type,
      date: isoDay(data.date),
      dateLabel: formatDate(data.date),
      readTime: readTimeLabel(body, data.category),
      heroImage: data.heroImage,
      heroAlt: data.heroAlt,
      authorName: author.name,
      entry,
      author,
      minutes: readMinutes(body),
      related: data.related.map((r) => r.id),
      publishedAt: data.date,
      updatedAt: data.updated,
      updated: data.updated ? { date: isoDay(data.updated), label: formatDate(data.updated) } : undefined,
    };
  });
}

/** Published articles, newest first. */
export function getPublishedArticles(): Promise<Article[]> {
  // Built once per production build; in dev every request re-reads so edits show up.
  if (!import.meta.env.PROD) return load();
  cache ??= load();
  return cache;
}

/** A published article by slug; throws when it is missing (a page asked for something that is not built). */
export async function getArticle(slug: string): Promise<Article> {
  const article = (await getPublishedArticles()).find((a) => a.slug === slug);
  if (!article) throw new Error(`Article "${slug}" is not published (missing, draft or future-dated).`);
  return article;
}

/** The two Related Articles of an article (fixed related first, else the first two others). */
export async function getRelated(article: Article): Promise<Article[]> {
  return pickRelated(article.slug, article.related, await getPublishedArticles());
}

/** Strips build-only fields for islands and cards. */
export function toSummary(a: Article): ArticleSummary {
  const {
    entry: _e,
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
