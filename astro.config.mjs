// @ts-check
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import netlify from '@netlify/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { chatIndex } from './src/integrations/chat-index.ts';

const site = (process.env.SITE_URL || 'https://www.boundless-ai.com').replace(/\/+$/, '');
const isDev = process.argv.includes('dev');

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'file', inlineStylesheets: 'always' },
  integrations: [
    react(),
    mdx(),
    chatIndex(),
    sitemap({
      filter: (page) => !/\/(admin|404|blog-coming-soon)(\/|$)/.test(new URL(page).pathname),
    }),
  ],
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "manifest-src 'self'",
      ],
    },
  },
  vite: {
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
