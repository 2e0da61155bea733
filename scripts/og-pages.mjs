// Draws the social preview of every page that is not an English article: a 1200×630 JPEG with the page's title on
// the site's dark brand card (logo, title, the one-line promise), written to public/images/og/<key>.jpg, the path
// BaseLayout points og:image and twitter:image at (src/lib/og.ts), and for a French article to
// public/images/blog/og/fr/<slug>.jpg with its French headline (an English article's preview is its hero, drawn
// by scripts/blog-art/index.mjs --og). Reads the titles from a build, so:
//   npm run build && npm run og && npm run build
// Rendered with the Playwright Chromium and the site's own Inter font, like scripts/blog-art/index.mjs --og.
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumFlags, chromiumPath } from './chromium.mjs';
import { messagesFor } from '../src/lib/i18n.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const outDir = join(root, 'public', 'images');
const W = 1200;
const H = 630;

/**
 * @param {string} dir
 * @returns {string[]}
 */
function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? htmlFiles(join(dir, e.name)) : e.name.endsWith('.html') ? [join(dir, e.name)] : [],
  );
}

/**
 * @param {string} html
 * @param {string} property
 */
const meta = (html, property) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`)
    .exec(html)?.[1]
    ?.replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"');

/** Previews the build asks for: /images/og/<key>.jpg or /images/blog/og/fr/<slug>.jpg → the page title. */
const wanted = new Map();
for (const file of htmlFiles(dist)) {
  const html = readFileSync(file, 'utf8');
  const image = meta(html, 'og:image');
  const key = image && /^\/images\/((?:og|blog\/og\/fr)\/[a-z0-9-]+)\.jpg$/.exec(new URL(image).pathname)?.[1];
  if (!key) continue;
  const title = (meta(html, 'og:title') ?? '').replace(/ \| Boundless AI$/, '');
  // The card's promise line speaks the page's language.
  const promise = messagesFor(/<html lang="fr/.test(html) ? 'fr' : 'en').layout.ogPromise;
  if (!wanted.has(key))
    wanted.set(key, { title, promise, host: new URL(image).host.replace(/^www\./, ''), from: relative(dist, file) });
}
if (wanted.size === 0) throw new Error('No page in dist/ asks for a page preview: run npm run build first.');

const font = readFileSync(
  join(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
).toString('base64');
/** @param {string} s */
const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * @param {string} title
 * @param {string} promise
 * @param {string} host
 */
function card(title, promise, host) {
  const size = title.length > 60 ? 64 : title.length > 34 ? 76 : 92;
  return `<!doctype html><html><head><style>
@font-face { font-family: Inter; src: url(data:font/woff2;base64,${font}) format('woff2'); font-weight: 100 900; }
html, body { margin: 0; width: ${W}px; height: ${H}px; }
body { font-family: Inter, sans-serif; color: #fff; background: #0b1437; overflow: hidden; position: relative; }
.glow { position: absolute; inset: 0; background: radial-gradient(80% 90% at 85% 0%, #2547ea 0%, rgba(11,20,55,0) 70%), radial-gradient(60% 70% at 0% 100%, rgba(45,212,191,.35) 0%, rgba(11,20,55,0) 70%); }
.lines { position: absolute; inset: 0; }
.wrap { position: absolute; inset: 72px 80px; display: flex; flex-direction: column; }
h1 { margin: auto 0; font-size: ${size}px; line-height: 1.08; font-weight: 800; letter-spacing: -0.03em; max-width: 980px; }
.foot { display: flex; justify-content: space-between; align-items: center; font-size: 26px; color: #cbd5f5; }
.pill { border: 2px solid rgba(255,255,255,.25); border-radius: 999px; padding: 10px 24px; color: #2dd4bf; font-weight: 600; }
</style></head><body>
<div class="glow"></div>
<svg class="lines" viewBox="0 0 ${W} ${H}" preserveAspectRatio="none"><path d="M0 540 C 360 470, 640 620, 1200 450" fill="none" stroke="#2dd4bf" stroke-opacity=".3" stroke-width="3"/><path d="M0 580 C 400 520, 700 660, 1200 500" fill="none" stroke="#608cfa" stroke-opacity=".3" stroke-width="3"/></svg>
<div class="wrap">
  <svg viewBox="0 0 188 36" width="376" height="72" role="img" aria-label="Boundless AI"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#608cfa"/><stop offset="1" stop-color="#14b8a6"/></linearGradient></defs>
    <path d="M10 18c0-4.4 3.2-7.5 7-7.5 5.5 0 8.5 15 14 15 3.8 0 7-3.1 7-7.5s-3.2-7.5-7-7.5c-5.5 0-8.5 15-14 15-3.8 0-7-3.1-7-7.5z" fill="none" stroke="url(#g)" stroke-width="4.2" stroke-linecap="round"/>
    <text x="46" y="24.5" fill="#fff" font-family="Inter" font-size="19" font-weight="700" letter-spacing="-0.3">Boundless<tspan fill="#2dd4bf"> AI</tspan></text></svg>
  <h1>${escape(title)}</h1>
  <div class="foot"><span>${escape(promise)}</span><span class="pill">${escape(host)}</span></div>
</div></body></html>`;
}

const { chromium } = await import('@playwright/test');
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumFlags.filter((f) => f !== '--headless'),
});
const page = await browser.newPage({ viewport: { width: W, height: H } });
for (const [key, { title, promise, host }] of wanted) {
  await page.setContent(card(title, promise, host));
  await page.evaluate(() => document.fonts.ready);
  mkdirSync(dirname(join(outDir, `${key}.jpg`)), { recursive: true });
  writeFileSync(join(outDir, `${key}.jpg`), await page.screenshot({ type: 'jpeg', quality: 85 }));
}
await browser.close();
console.log(`Rendered ${wanted.size} page previews into public/images/: ${[...wanted.keys()].join(', ')}`);
