/**
 * The editor's `react-dom` chunk, which Sveltia CMS imports from beside its own script once a preview template
 * is registered (the article preview, /cms/preview.js): from the npm package, as the editor is.
 */
import type { APIRoute } from 'astro';
import { editorFile } from '~/lib/cms-editor';

export const GET: APIRoute = () =>
  new Response(editorFile('dist/chunks/react-dom.js'), {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8' },
  });
