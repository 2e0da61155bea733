/**
 * Every content collection and its frontmatter schema (the article schema in lib/blog-schema.ts, shared with
 * the chat index), in one place: blog articles (MDX, one file per article;
 * the file name is the slug) and their French translations, their authors, and the legal pages in both languages. Schemas are strict: an unknown or misspelt key
 * fails the build, and Astro names the file and the field. Code names an entry's type through astro:content
 * (`CollectionEntry<'authors'>['data']`), not through this module, which sits above lib.
 */
import { defineCollection, reference } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { articleSchema, translationSchema } from './lib/blog-schema';

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const authorSchema = z
  .object({
    id: z.string().regex(slugPattern).describe('Key used in article frontmatter.'),
    name: z.string().min(2).describe('Display name.'),
    role: z.string().min(2).describe('Job title shown under the name.'),
    fr: z
      .object({
        name: z.string().min(2).optional().describe('The name in French, when it is a translatable one (a team).'),
        role: z.string().min(2).describe('The job title in French.'),
      })
      .strict()
      .describe('What French pages show: the role, and the name where it translates.'),
    avatar: z
      .string()
      .regex(/^\/images\/authors\/[a-z0-9-]+\.svg$/)
      .optional()
      .describe('Portrait under public/; authors without one show a generic icon.'),
  })
  .strict();

/** Frontmatter of content/legal/*.md (privacy policy and terms; both privacy routes render `privacy`). */
export const legalSchema = z
  .object({
    title: z.string().describe('Page heading, e.g. "Privacy Policy".'),
    updated: z.coerce.date().describe('The "last updated" date shown under the heading.'),
    description: z.string().describe('Meta description for search results and link previews.'),
  })
  .strict();

const blog = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './content/blog' }),
  schema: articleSchema({ author: reference('authors'), article: reference('blog') }),
});

/** French translations: content/blog/fr/<slug>.mdx, the same slug as the English original they name. */
const blogFr = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './content/blog/fr' }),
  schema: translationSchema({
    author: reference('authors'),
    article: reference('blogFr'),
    original: reference('blog'),
  }),
});

const authors = defineCollection({
  loader: file('./content/authors.json'),
  schema: authorSchema,
});

const legal = defineCollection({
  loader: glob({ pattern: '*.md', base: './content/legal' }),
  schema: legalSchema,
});

/** The legal texts in French (content/legal/fr/, the same ids). Both versions have the same authority. */
const legalFr = defineCollection({
  loader: glob({ pattern: '*.md', base: './content/legal/fr' }),
  schema: legalSchema,
});

export const collections = { blog, blogFr, authors, legal, legalFr };
