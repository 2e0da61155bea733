/**
 * Builds the chat assistant's search index at build time and writes it to netlify/generated/chat-index.json,
 * which the chat function imports (esbuild bundles it into the function). Runs as an Astro integration on
 * every `astro build` / `astro dev`, and from the Vitest global setup.
 *
 * Sources: the contact FAQ, the six products, the curated page passages of src/data/knowledge.ts and every
 * blog article in content/blog/*.mdx (read directly, so the index never depends on the blog's collection).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { contactFaq } from '../data/faq';
import { faqChatAnswers, faqKeywords, productKeywords, sitePassages } from '../data/knowledge';
import { products } from '../data/products';
import type { ArticleSummary } from '../lib/articles';
import { articleUrl } from '../lib/blog';
import { buildIndex, type Passage, type SearchIndex } from '../lib/search';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const DEFAULT_BLOG_DIR = join(ROOT, 'content/blog');
export const INDEX_FILE = join(ROOT, 'netlify/generated/chat-index.json');

/** An article as the index reads it straight from its file (no Astro): raw frontmatter strings and the body. */
export type ArticleText = Pick<ArticleSummary, 'slug' | 'url' | 'title'> & { excerpt: string; category: string; body: string };

const unquote = (value: string) => {
  const v = value.trim();
  if ((v.startsWith('"') && v.endsWith('"')) || (v.startsWith("'") && v.endsWith("'"))) {
    return v.slice(1, -1).replace(/\\"/g, '"');
  }
  return v;
};

/** Splits an MDX file into its frontmatter (flat `key: value` lines) and its body. */
export function parseFrontmatter(source: string): { data: Record<string, string>; body: string } {
  const match = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) return { data: {}, body: source };
  const data: Record<string, string> = {};
  for (const line of match[1].split(/\r?\n/)) {
    const kv = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(line);
    if (kv) data[kv[1]] = unquote(kv[2].replace(/\s+#.*$/, ''));
  }
  return { data, body: match[2] };
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

/** Reads every published article (draft: true is skipped) of a directory of MDX files. */
export function readArticles(dir: string): ArticleText[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.mdx') || f.endsWith('.md'))
    .sort()
    .flatMap((file) => {
      const slug = file.replace(/\.mdx?$/, '');
      const { data, body } = parseFrontmatter(readFileSync(join(dir, file), 'utf8'));
      if (data.draft === 'true' || !data.title) return [];
      return [{ slug, url: articleUrl(slug), title: data.title, excerpt: data.excerpt ?? '', category: data.category ?? '', body }];
    });
}

/** One passage per article section: the introduction (with the excerpt), then each `## ` section. */
export function articlePassages(article: ArticleText): Passage[] {
  const sections: { heading?: string; markdown: string }[] = [{ markdown: '' }];
  for (const line of article.body.split(/\r?\n/)) {
    const h2 = /^##\s+(.+?)\s*#*\s*$/.exec(line);
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
      },
    ];
  });
}

/** Every passage the assistant can answer from. */
export function collectPassages({ blogDir = DEFAULT_BLOG_DIR }: { blogDir?: string } = {}): Passage[] {
  const faq: Passage[] = contactFaq.map((f) => ({
    id: `faq:${f.id}`,
    kind: 'faq',
    url: '/contact-us',
    title: 'Contact Us',
    heading: f.question,
    text: f.answer,
    answer: faqChatAnswers[f.id] ?? f.answer,
    keywords: faqKeywords[f.id],
  }));
  const productPassages: Passage[] = products.map((p) => ({
    id: `product:${p.id}`,
    kind: 'product',
    url: `/financial-products#${p.id}`,
    title: p.title,
    heading: p.subtitle,
    text: `${p.description} ${p.features.join('. ')}.`,
    answer: `${p.title}: ${p.subtitle.charAt(0).toLowerCase()}${p.subtitle.slice(1)}. ${p.description}`,
    keywords: productKeywords[p.id],
  }));
  const pages: Passage[] = sitePassages.map((p) => ({ ...p, kind: 'page' }));
  const blog = readArticles(blogDir).flatMap(articlePassages);
  return [...faq, ...productPassages, ...pages, ...blog];
}

export function createChatIndex(options: { blogDir?: string } = {}): SearchIndex {
  return buildIndex(collectPassages(options));
}

/** Writes the index file; returns its size and passage count for the build log. */
export function writeChatIndex({ blogDir = DEFAULT_BLOG_DIR, outFile = INDEX_FILE } = {}) {
  const index = createChatIndex({ blogDir });
  const json = JSON.stringify(index);
  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(outFile, json);
  const articles = new Set(index.passages.filter((p) => p.kind === 'blog').map((p) => p.url)).size;
  return { passages: index.passages.length, articles, bytes: Buffer.byteLength(json) };
}

/** Astro integration: (re)builds the index before every build and dev server start. */
export function chatIndex(): AstroIntegration {
  return {
    name: 'chat-index',
    hooks: {
      'astro:config:setup': ({ config, logger }) => {
        const root = fileURLToPath(config.root);
        const { passages, articles, bytes } = writeChatIndex({
          blogDir: join(root, 'content/blog'),
          outFile: join(root, 'netlify/generated/chat-index.json'),
        });
        logger.info(`chat index: ${passages} passages (${articles} articles), ${(bytes / 1024).toFixed(1)} KB`);
      },
    },
  };
}
