/**
 * Sveltia CMS itself, from the npm package (@sveltia/cms), served from this site rather than a CDN: the editor's
 * CSP allows scripts from 'self' only, and the version is the one package-lock.json pins.
 */
import type { APIRoute } from 'astro';
import { editorFile } from '~/lib/cms-editor';

export const GET: APIRoute = () =>
  new Response(editorFile('dist/sveltia-cms.js'), { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });
