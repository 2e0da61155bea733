/**
 * Sveltia CMS itself, from the npm package (@sveltia/cms), served from this site rather than a CDN: the editor's
 * CSP allows scripts from 'self' only, and the version is the one package-lock.json pins.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { APIRoute } from 'astro';

// The package exports its module entry only (npm/index.js); the browser bundle sits beside it in dist/.
const bundle = join(dirname(createRequire(import.meta.url).resolve('@sveltia/cms')), '..', 'dist', 'sveltia-cms.js');

export const GET: APIRoute = () =>
  new Response(readFileSync(bundle, 'utf8'), {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8' },
  });
