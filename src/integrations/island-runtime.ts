/**
 * Astro inlines its island runtime (the `astro-island` element, about 4 KB, 1.4 KB compressed) in every page that
 * has an island. After the build this moves it to one deferred file that the browser caches: each page's HTML
 * keeps to the first round trip, and the element still upgrades every island on the page when the file runs
 * (islands wait for their directive anyway: a click, visibility, the cookie notice's time).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

// The one inline script that defines the element (its code contains "<", so match up to its own end tag).
const RUNTIME =
  /<script>((?:(?!<\/script>)[\s\S])*?customElements\.define\("astro-island"(?:(?!<\/script>)[\s\S])*?)<\/script>/;

// The style Astro puts before the first island, in the body: a style element there is invalid HTML (it must be the
// first child of its parent), so it joins the head, where it applies all the same.
const ISLAND_STYLE = /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>/;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? htmlFiles(join(dir, e.name)) : e.name.endsWith('.html') ? [join(dir, e.name)] : [],
  );
}

/** Rewrites the built pages in `dist`; answers how many pages now load the runtime from a file. */
export function externalizeIslandRuntime(dist: string): number {
  const written = new Set<string>();
  let pages = 0;
  for (const file of htmlFiles(dist)) {
    const html = readFileSync(file, 'utf8');
    const found = RUNTIME.exec(html);
    if (!found) continue;
    const name = `_astro/astro-island.${createHash('sha256').update(found[1]).digest('hex').slice(0, 10)}.js`;
    if (!written.has(name)) {
      writeFileSync(join(dist, name), found[1]);
      written.add(name);
    }
    const style = ISLAND_STYLE.exec(html)?.[0];
    let next = html.replace(found[0], `<script src="/${name}" defer></script>`);
    if (style) next = next.replace(style, '').replace('</head>', `${style}</head>`);
    writeFileSync(file, next);
    pages += 1;
  }
  return pages;
}

export function islandRuntime(): AstroIntegration {
  return {
    name: 'boundless:island-runtime',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        logger.info(`island runtime moved to a cached file in ${externalizeIslandRuntime(fileURLToPath(dir))} pages`);
      },
    },
  };
}
