// Draws our own on-brand illustrations: a hero SVG per article (public/images/blog/<slug>.svg) composed from
// the motifs its heroAlt names (so the picture matches its alternative text), the three author portraits
// (public/images/authors/), and, with --og, 1200×630 JPEG copies for social previews (public/images/blog/og/),
// rasterised with the Playwright Chromium (social networks do not read SVG).
//   node scripts/blog-art/index.mjs          SVGs (fast, deterministic)
//   node scripts/blog-art/index.mjs --og    SVGs and JPEG previews
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hero } from './hero.mjs';
import { renderPreviews } from './og.mjs';
import { portrait, portraits } from './portraits.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const contentDir = join(root, 'content', 'blog');
const outDir = join(root, 'public', 'images', 'blog');
const ogDir = join(outDir, 'og');
const authorDir = join(root, 'public', 'images', 'authors');

/** @param {string} source */
function frontmatter(source) {
  const fm = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
  /** @param {string} key */
  const get = (key) =>
    /^(\w+):\s*"?(.*?)"?\s*$/m.exec(fm.split('\n').find((l) => l.startsWith(`${key}:`)) ?? '')?.[2] ?? '';
  return { category: get('category'), heroAlt: get('heroAlt') };
}

mkdirSync(outDir, { recursive: true });
mkdirSync(authorDir, { recursive: true });
const articles = readdirSync(contentDir)
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => ({ slug: f.replace(/\.mdx$/, ''), ...frontmatter(readFileSync(join(contentDir, f), 'utf8')) }));
for (const a of articles) writeFileSync(join(outDir, `${a.slug}.svg`), hero(a));
for (const [id, spec] of Object.entries(portraits)) writeFileSync(join(authorDir, `${id}.svg`), portrait(spec));
console.log(`Drew ${articles.length} hero illustrations and ${Object.keys(portraits).length} portraits.`);

if (process.argv.includes('--og')) {
  await renderPreviews(articles, outDir, ogDir);
  console.log(`Rendered ${articles.length} social preview JPEGs.`);
}
