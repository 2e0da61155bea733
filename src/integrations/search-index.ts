/**
 * The site search index: after the build, Pagefind reads every built page that carries `data-pagefind-body`
 * (BaseLayout puts it on <main> of each indexable page) and writes its bundle to dist/pagefind/. Pagefind keeps
 * one index per `<html lang>`, so English and French pages are searched apart, each with its own stemming, and a
 * page loads only its language's index.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { close, createIndex } from 'pagefind';

/** Indexes the built site in `dist`; answers the number of pages indexed. Throws on any Pagefind error. */
export async function buildSearchIndex(dist: string): Promise<number> {
  const fail = (step: string, errors: string[]) => {
    if (errors.length) throw new Error(`Pagefind ${step}: ${errors.join('; ')}`);
  };
  try {
    const { index, errors } = await createIndex({});
    fail('index', errors);
    if (!index) throw new Error('Pagefind index: not created');
    const added = await index.addDirectory({ path: dist });
    fail('pages', added.errors);
    const written = await index.writeFiles({ outputPath: join(dist, 'pagefind') });
    fail('write', written.errors);
    return added.page_count;
  } finally {
    await close();
  }
}

export function searchIndex(): AstroIntegration {
  return {
    name: 'boundless:search-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        logger.info(`search index: ${await buildSearchIndex(fileURLToPath(dir))} pages (dist/pagefind)`);
      },
    },
  };
}
