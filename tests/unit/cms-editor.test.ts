/**
 * The content editor's files come from this site: the editor page's import map sends the editor's Immutable.js
 * URL (built from its package.json, as the editor builds it) to /cms/immutable.js, and netlify.toml's /cms/*
 * policy allows that one inline script by its hash.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  EDITOR_IMPORT_MAP,
  EDITOR_IMPORT_MAP_HASH,
  editorFile,
  IMMUTABLE_CDN_URL,
  immutableModule,
} from '~/lib/cms-editor';

/** The Content-Security-Policy netlify.toml gives a path pattern. */
function policyFor(pattern: string): string {
  const toml = readFileSync(new URL('../../netlify.toml', import.meta.url), 'utf8');
  const block = toml.split('[[headers]]').find((b) => b.includes(`for = "${pattern}"`));
  return /Content-Security-Policy = "([^"]+)"/.exec(block ?? '')?.[1] ?? '';
}

describe('the content editor’s page', () => {
  it('maps the editor’s Immutable.js URL to this site', () => {
    expect(JSON.parse(EDITOR_IMPORT_MAP)).toEqual({ imports: { [IMMUTABLE_CDN_URL]: '/cms/immutable.js' } });
    expect(IMMUTABLE_CDN_URL).toMatch(/^https:\/\/unpkg\.com\/immutable@\d+\.\d+\.\d+\/dist\/immutable\.es\.js$/);
  });

  it('loads what the editor asks for: its bundle builds that URL, and the module is the ES build', () => {
    const bundle = editorFile('dist/sveltia-cms.js');
    // The bundle names the library with its version range and imports `${unpkg}/${name}@${version}/${path}`.
    expect(bundle).toContain('`https://unpkg.com/${');
    expect(bundle).toContain('`immutable`,`dist/immutable.es.js`');
    expect(immutableModule()).toMatch(/export \{[^}]*\bfromJS\b/);
    expect(editorFile('dist/chunks/react-dom.js')).toMatch(/export\{\w+ as createRoot\}/);
  });

  it('has its import map allowed by hash in the /cms/* policy, and no other inline script', () => {
    const policy = policyFor('/cms/*');
    const scripts = /script-src ([^;]+)/.exec(policy)?.[1].split(' ');
    expect(scripts).toEqual(["'self'", EDITOR_IMPORT_MAP_HASH]);
  });
});
