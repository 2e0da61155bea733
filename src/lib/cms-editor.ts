/**
 * The content editor's files, all served from this site (/cms/), never a CDN: the editor's CSP allows scripts
 * from 'self' only, and the versions are the ones package-lock.json pins. Build-time only (reads node_modules).
 *
 * Sveltia CMS's browser bundle loads two libraries on demand, when a preview template is registered
 * (src/components/cms/preview.ts): its `react-dom` chunk, from beside its own script (/cms/chunks/react-dom.js),
 * and Immutable.js, from an unpkg.com URL it builds from its own package.json. The editor's page maps that URL
 * to /cms/immutable.js with an import map, an inline script allowed by its hash in netlify.toml's /cms/* CSP
 * (tests/unit/cms-editor.test.ts fails when the two differ).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// The package exports its module entry only (npm/index.js); its folder holds the browser bundle and chunks.
const editorRoot = join(dirname(createRequire(import.meta.url).resolve('@sveltia/cms')), '..');

/** A file of the @sveltia/cms package, as text (`dist/sveltia-cms.js`, `dist/chunks/react-dom.js`). */
export const editorFile = (path: string): string => readFileSync(join(editorRoot, path), 'utf8');

/** Immutable.js as npm installed it for the editor, in the ES module build the editor imports. */
export const immutableModule = (): string =>
  readFileSync(createRequire(join(editorRoot, 'package.json')).resolve('immutable/dist/immutable.es.js'), 'utf8');

// The editor's URL for Immutable.js: its dependency's range without the leading operator, as the editor does.
const range = (JSON.parse(editorFile('package.json')) as { dependencies: Record<string, string> }).dependencies
  .immutable;
export const IMMUTABLE_CDN_URL = `https://unpkg.com/immutable@${range.replace(/^\D/, '')}/dist/immutable.es.js`;

/** The editor page's import map: the editor's Immutable.js URL answered by this site. */
export const EDITOR_IMPORT_MAP = JSON.stringify({ imports: { [IMMUTABLE_CDN_URL]: '/cms/immutable.js' } });

/** The import map's CSP source ('sha256-…'), for script-src. */
export const EDITOR_IMPORT_MAP_HASH = `'sha256-${createHash('sha256').update(EDITOR_IMPORT_MAP).digest('base64')}'`;
