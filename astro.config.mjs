// @ts-check
import { satteri } from '@astrojs/markdown-satteri';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import netlify from '@netlify/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { siteConfig } from './src/config.ts';
import { chatIndex } from './src/integrations/chat-index.ts';
import { cmsPreview } from './src/integrations/cms-preview.ts';
import { englishOnly } from './src/integrations/english-only.ts';
import { hydrationDirectives } from './src/integrations/hydration/index.ts';
import { islandRuntime } from './src/integrations/island-runtime.ts';
import { pageCsp } from './src/integrations/page-csp.ts';
import { searchIndex } from './src/integrations/search-index.ts';
import { keywordLinks } from './src/data/keyword-links.ts';
import { ROUTES } from './src/data/routes.ts';
import { en } from './src/i18n/en/index.ts';
import { fr } from './src/i18n/fr/index.ts';
import { keywordLinksPlugin } from './src/lib/keyword-links-plugin.ts';
import { sectionizePlugin } from './src/lib/sectionize-plugin.ts';

const site = siteConfig.siteUrl;
const isDev = process.argv.includes('dev');
/** @type {Set<string>} */
const unlisted = new Set(ROUTES.filter((r) => 'unlisted' in r && r.unlisted).map((r) => r.path));

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'file', inlineStylesheets: 'never' },
  // English keeps its URLs; French pages live under /fr (src/pages/fr/), twins listed in src/i18n/locales.ts.
  i18n: {
    locales: ['en', 'fr'],
    defaultLocale: 'en',
    routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false, fallbackType: 'rewrite' },
    fallback: { fr: 'en' },
  },
  integrations: [
    react(),
    mdx(),
    hydrationDirectives(),
    islandRuntime(),
    // After the runtime leaves the pages: each page's CSP then lists only the inline scripts it still has.
    pageCsp(),
    chatIndex(),
    // The content editor's article preview, from a built article page's stylesheets.
    cmsPreview(),
    englishOnly(),
    // Last: indexes the pages as the other integrations leave them.
    searchIndex(),
    sitemap({
      // Each page lists its twin in the other language (xhtml:link alternates).
      i18n: { defaultLocale: 'en', locales: { en: 'en', fr: 'fr-CA' } },
      // Staff and error pages, and /privacy-and-terms (the same text as /privacy-terms, the canonical URL).
      filter: (page) => !unlisted.has(new URL(page).pathname.replace(/^\/fr(?=\/|$)/, '') || '/'),
    }),
  ],
  // Astro 7 compiles Markdown and MDX with Sätteri: its mdast/hast plugins take the place of remark/rehype ones.
  markdown: {
    // Articles carry no code; Shiki's inline styles would also clash with the CSP.
    syntaxHighlight: false,
    processor: satteri({
      mdastPlugins: [
        keywordLinksPlugin(keywordLinks, { en: en.site.common.opensInNewTab, fr: fr.site.common.opensInNewTab }),
      ],
      hastPlugins: [sectionizePlugin],
    }),
  },
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "manifest-src 'self'",
      ],
      // The site search (Pagefind) compiles its WebAssembly module in the browser: 'wasm-unsafe-eval' allows
      // WebAssembly compilation only, never JavaScript eval. 'self' is listed again as this list replaces Astro's.
      scriptDirective: { resources: ["'self'", "'wasm-unsafe-eval'"] },
    },
  },
  vite: {
    // Page scripts as files (cached, deferred), not inline: every page's HTML stays within one round trip.
    build: { assetsInlineLimit: 0 },
    plugins: [
      tailwindcss(),
      // Functions and Blobs under `astro dev`; the features that reach for the network stay off.
      ...(isDev
        ? [
            netlify({
              edgeFunctions: { enabled: false },
              database: { enabled: false },
              aiGateway: { enabled: false },
              images: { enabled: false },
            }),
          ]
        : []),
    ],
  },
});
