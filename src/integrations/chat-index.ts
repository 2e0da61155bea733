/**
 * Builds the chat assistant's search index at build time and writes it to netlify/generated/chat-index.json,
 * which the chat function imports (esbuild bundles it into the function). Runs as an Astro integration on
 * every `astro build` / `astro dev`, and from the Vitest global setup.
 *
 * Sources: the contact FAQ, the six products and their pages, the written answers (src/lib/chat-answers.ts,
 * with the question bank's examples of each) and every published blog article in content/blog/*.mdx (read directly under the blog's own schema and publish
 * rules, so the index never depends on Astro's content layer), including each article's `questions:`.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeChatModel } from './chat-model';
import type { AstroIntegration } from 'astro';
import { parseFrontmatter } from 'astro/markdown';
import { z } from 'astro/zod';
import { articleUrl, isPublished } from '~/lib/blog';
import { articleSchema, translationSchema } from '~/lib/blog-schema';
import type { Locale } from '~/lib/i18n';
import { buildIndex, loadIndex, type IndexData, type Passage, type SearchIndex } from '~/lib/search';
import { sitePassagesOf } from './chat-sources';
import { writeJsonAndModule } from './write-if-changed';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const DEFAULT_BLOG_DIR = join(ROOT, 'content/blog');
export const INDEX_FILE = join(ROOT, 'netlify/generated/chat-index.json');
/** The French index beside the English one (articles from content/blog/fr): a French question searches it. */
export const indexFileOf = (outFile: string, locale: Locale) =>
  locale === 'en' ? outFile : outFile.replace(/\.json$/, `.${locale}.json`);
const blogDirOf = (blogDir: string, locale: Locale) => (locale === 'en' ? blogDir : join(blogDir, locale));

export type Article = {
  slug: string;
  url: string;
  title: string;
  excerpt: string;
  category: string;
  questions: string[];
  body: string;
};

export { articleUrl };

// The collection's own schema (article references are plain slugs here), so the index accepts exactly what
// the blog accepts.
const refs = { author: z.string(), article: z.string() };
const frontmatterSchemas = {
  en: articleSchema(refs),
  // A translation names its original (`translationOf`), as the French collection's schema requires.
  fr: translationSchema({ ...refs, original: z.string() }),
};

/**
 * The articles of a directory of MDX files that the blog publishes: frontmatter valid under the collection
 * schema (an invalid file fails the build, as it does for the blog), not a draft and not dated in the future.
 */
export function readArticles(dir: string, now: Date = new Date(), locale: Locale = 'en'): Article[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.mdx') || f.endsWith('.md'))
    .sort()
    .flatMap((file) => {
      const slug = file.replace(/\.mdx?$/, '');
      // Astro's own frontmatter parser: the index reads a file exactly as the blog does.
      const { frontmatter, content: body } = parseFrontmatter(readFileSync(join(dir, file), 'utf8'));
      const parsed = frontmatterSchemas[locale].safeParse(frontmatter);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
        throw new Error(`${file}: invalid frontmatter: ${issues}`);
      }
      const fm = parsed.data;
      if (!isPublished(fm, now)) return [];
      return [
        {
          slug,
          url: articleUrl(slug, locale),
          title: fm.title,
          excerpt: fm.excerpt ?? '',
          category: fm.category,
          questions: fm.questions,
          body,
        },
      ];
    });
}

/** Markdown/MDX to plain sentences: links keep their text, markup goes, list items and rows become sentences. */
export function markdownToText(markdown: string): string {
  const lines: string[] = [];
  let inFence = false;
  for (const raw of markdown.split(/\r?\n/)) {
    if (/^\s*(```|~~~)/.test(raw)) {
      inFence = !inFence;
      continue;
    }
    if (inFence || /^\s*(import|export)\s/.test(raw)) continue;
    let line = raw
      .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
      .replace(/\{[^}]*\}/g, ' ')
      .replace(/(\*\*|__)(.+?)\1/g, '$2')
      .replace(/(^|\W)[*_](\S(?:.*?\S)?)[*_](?=\W|$)/g, '$1$2')
      .replace(/`([^`]*)`/g, '$1');
    if (/^\s*\|?\s*:?-{3,}/.test(line)) continue; // table separator row
    if (/^\s*\|/.test(line)) {
      line = line
        .split('|')
        .map((c) => c.trim())
        .filter(Boolean)
        .join(', ');
    }
    line = line
      .replace(/^\s*#{1,6}\s+/, '')
      .replace(/^\s*>\s?/, '')
      .replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '')
      .trim();
    if (!line) {
      lines.push('');
      continue;
    }
    // Headings, list items and table rows rarely end with a full stop: give them one, so sentences split.
    lines.push(/[.!?:;]$/.test(line) ? line : `${line}.`);
  }
  return lines
    .join('\n')
    .replace(/\n{2,}/g, '\n')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n/g, ' ')
    .trim();
}

/** One passage per article section: the introduction (with the excerpt), then each `## ` or `### ` section. */
export function articlePassages(article: Article): Passage[] {
  const sections: { heading?: string; markdown: string }[] = [{ markdown: '' }];
  for (const line of article.body.split(/\r?\n/)) {
    const h2 = /^#{2,3}\s+(.+?)\s*#*\s*$/.exec(line);
    if (h2) sections.push({ heading: markdownToText(h2[1]).replace(/\.$/, ''), markdown: '' });
    else sections[sections.length - 1].markdown += `${line}\n`;
  }
  return sections.flatMap((section, i) => {
    const text = markdownToText(section.markdown);
    if (!text) return [];
    return [
      {
        id: `blog:${article.slug}:${i}`,
        kind: 'blog' as const,
        url: article.url,
        title: article.title,
        heading: section.heading,
        text,
        summary: i === 0 ? article.excerpt : undefined,
        keywords: i === 0 ? article.category : undefined,
        questions: i === 0 && article.questions.length > 0 ? article.questions : undefined,
      },
    ];
  });
}

type IndexOptions = { blogDir?: string; now?: Date; locale?: Locale };

/** Every passage the assistant can answer from, in one language (English unless told). */
export function collectPassages({ blogDir = DEFAULT_BLOG_DIR, now, locale = 'en' }: IndexOptions = {}): Passage[] {
  const blog = readArticles(blogDirOf(blogDir, locale), now, locale).flatMap(articlePassages);
  return [...sitePassagesOf(locale), ...blog];
}

export function createChatIndexData(options: IndexOptions = {}): IndexData {
  return buildIndex(collectPassages(options), undefined, options.locale ?? 'en');
}

export function createChatIndex(options: IndexOptions = {}): SearchIndex {
  return loadIndex(createChatIndexData(options));
}

/** Writes the index files, English and French; returns their size and passage count for the build log. */
export function writeChatIndex({ blogDir = DEFAULT_BLOG_DIR, outFile = INDEX_FILE } = {}) {
  const totals = { passages: 0, articles: 0, bytes: 0 };
  for (const locale of ['en', 'fr'] as const) {
    const index = createChatIndexData({ blogDir, locale });
    const json = JSON.stringify(index);
    writeJsonAndModule(indexFileOf(outFile, locale), json);
    totals.passages += index.passages.length;
    totals.articles += new Set(index.passages.filter((p) => p.kind === 'blog').map((p) => p.url)).size;
    totals.bytes += Buffer.byteLength(json);
  }
  return totals;
}

/** Astro integration: (re)builds the index before every build and dev server start. */
export function chatIndex(): AstroIntegration {
  return {
    name: 'chat-index',
    hooks: {
      'astro:config:setup': async ({ config, logger }) => {
        const root = fileURLToPath(config.root);
        const { passages, articles, bytes } = writeChatIndex({
          blogDir: join(root, 'content/blog'),
          outFile: join(root, 'netlify/generated/chat-index.json'),
        });
        logger.info(
          `chat index (en + fr): ${passages} passages (${articles} articles), ${(bytes / 1024).toFixed(1)} KB`,
        );
        // The classifier learns from the question bank; k-fold sets each language's threshold.
        const models = await writeChatModel(join(root, 'netlify/generated'));
        for (const [locale, m] of Object.entries(models))
          logger.info(
            `chat model (${locale}): ${m.examples} examples, threshold ${m.threshold} (own replies ${m.ownThreshold})`,
          );
      },
    },
  };
}
