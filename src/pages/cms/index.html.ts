/**
 * The content editor's page, /cms/. An endpoint rather than an Astro page: it carries none of the site's layout
 * or its per-page CSP <meta>; netlify.toml gives /cms/* a CSP of its own (what Sveltia CMS needs: GitHub's API,
 * Netlify's OAuth window, its inline styles), and keeps it out of search engines. /cms/preview.js, written by the
 * build (src/integrations/cms-preview.ts), gives the editor's preview the article page's look; the import map
 * serves the library that preview needs from this site (src/lib/cms-editor.ts).
 */
import type { APIRoute } from 'astro';
import { EDITOR_IMPORT_MAP } from '~/lib/cms-editor';

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Content editor | Boundless AI</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="cms-config-url" href="/cms/config.yml" type="application/yaml" />
    <script type="importmap">${EDITOR_IMPORT_MAP}</script>
  </head>
  <body>
    <script src="/cms/sveltia-cms.js"></script>
    <script src="/cms/preview.js"></script>
  </body>
</html>
`;

export const GET: APIRoute = () => new Response(page, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
