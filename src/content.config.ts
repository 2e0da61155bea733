/** Content collections: blog articles (MDX, one file per article; the file name is the slug) and authors. */
import { defineCollection, reference } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { articleSchema, authorSchema } from './lib/blog-schema';
import { legal } from './content/legal-collection';

const blog = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './content/blog' }),
  schema: articleSchema({ author: reference('authors'), article: reference('blog') }),
});

const authors = defineCollection({
  loader: file('./content/authors.json'),
  schema: authorSchema,
});

export const collections = { blog, authors, legal };
