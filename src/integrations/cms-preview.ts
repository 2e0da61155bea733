/**
 * The content editor's article preview, /cms/preview.js (src/components/cms/preview.ts), bundled after the build
 * with what a built article page uses: its stylesheets (the site's Tailwind output and the article layout's
 * styles) and the attribute Astro scopes the body's reading typography with. The preview therefore takes the
 * page's CSS as built, never a copy, and a change to the page's styles reaches it with the next build. The
 * bundle runs on the editor's React (src/components/cms/jsx-runtime.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build, type Plugin } from 'esbuild';

/** What the preview takes from a built article page. */
export type ArticlePage = { styles: string[]; bodyScope: string | null };

/** The stylesheets an article page links, in order, and the scoping attribute of its body (`data-article-body`). */
export function readArticlePage(html: string): ArticlePage {
  const styles = [...html.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /\brel="stylesheet"/.test(tag))
    .map((tag) => /\bhref="([^"]+)"/.exec(tag)?.[1])
    .filter((href): href is string => !!href);
  const body = /<div\b[^>]*\bdata-article-body\b[^>]*>/.exec(html)?.[0];
  if (!body) throw new Error('cms-preview: the article page has no element with data-article-body');
  if (styles.length === 0) throw new Error('cms-preview: the article page links no stylesheet');
  return { styles, bodyScope: /\b(data-astro-cid-[\w-]+)/.exec(body)?.[1] ?? null };
}

/** The preview's JSX on the editor's React; any other import of React would bring a second copy, so it fails. */
const editorReact = (runtime: string): Plugin => ({
  name: 'editor-react',
  setup(b) {
    b.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, ({ path, importer }) =>
      path === 'react/jsx-runtime'
        ? { path: runtime }
        : { errors: [{ text: `${importer} imports ${path}: the preview renders with the editor's React (JSX only)` }] },
    );
  },
});

/** Bundles the preview into `dist`/cms/preview.js for the article page `page`. */
export async function buildCmsPreview(root: string, dist: string, page: ArticlePage): Promise<void> {
  await build({
    absWorkingDir: root,
    entryPoints: ['src/components/cms/preview.ts'],
    outfile: join(dist, 'cms', 'preview.js'),
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    jsx: 'automatic',
    define: { __ARTICLE_PAGE__: JSON.stringify(page) },
    plugins: [editorReact(join(root, 'src/components/cms/jsx-runtime.ts'))],
    logLevel: 'warning',
  });
}

export function cmsPreview(): AstroIntegration {
  let root = '';
  return {
    name: 'boundless:cms-preview',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        // Any English article: they all share the layout (the French ones link the same files).
        const name = readdirSync(join(dist, 'blog'))
          .filter((f) => f.endsWith('.html'))
          .sort()
          .find((f) => readFileSync(join(dist, 'blog', f), 'utf8').includes('data-article-body'));
        if (!name) throw new Error('cms-preview: no built article page under dist/blog');
        const page = readArticlePage(readFileSync(join(dist, 'blog', name), 'utf8'));
        await buildCmsPreview(root, dist, page);
        logger.info(`article preview for /cms/ with ${page.styles.join(', ')} (from blog/${name})`);
      },
    },
  };
}
