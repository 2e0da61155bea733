import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/**
 * Legal pages: the one source of the privacy policy and the terms (content/legal/*.md). Both privacy routes
 * render the same `privacy` entry.
 */
export const legal = defineCollection({
  loader: glob({ pattern: '*.md', base: './content/legal' }),
  schema: z.object({
    title: z.string().describe('Page heading, e.g. "Privacy Policy"'),
    updated: z.coerce.date().describe('The "last updated" date shown under the heading'),
    description: z.string().describe('Meta description for search results and link previews'),
  }),
});
