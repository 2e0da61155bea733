/**
 * Immutable.js for the editor's preview templates, as npm installed it for Sveltia CMS: the editor imports it from
 * unpkg.com, and the page's import map sends that URL here (src/lib/cms-editor.ts).
 */
import type { APIRoute } from 'astro';
import { immutableModule } from '~/lib/cms-editor';

export const GET: APIRoute = () =>
  new Response(immutableModule(), { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });
