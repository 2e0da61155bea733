/**
 * The content editor's article preview (/cms/preview.js) takes what a built article page uses: its stylesheets
 * and the attribute scoping its body's style; the bundle carries them and runs on the editor's React, with no
 * copy of its own.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildCmsPreview, readArticlePage } from '~/integrations/cms-preview';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const page = (body: string) => `<!DOCTYPE html><html lang="en"><head>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/_astro/ArticleLayout.abc.css">
<link rel="preload" href="/fonts/inter.woff2" as="font">
<link rel="stylesheet" href="/_astro/BaseLayout.def.css">
</head><body><article>${body}</article></body></html>`;

describe('the article preview', () => {
  it('reads the page’s stylesheets in order, and its body’s scoping attribute', () => {
    const html = page('<div class="article-body mx-auto" data-article-body data-astro-cid-3ewcma77><p>Text</p></div>');
    expect(readArticlePage(html)).toEqual({
      styles: ['/_astro/ArticleLayout.abc.css', '/_astro/BaseLayout.def.css'],
      bodyScope: 'data-astro-cid-3ewcma77',
    });
    expect(readArticlePage(page('<div data-article-body class="article-body">x</div>')).bodyScope).toBeNull();
  });

  it('fails the build when the page is not an article page or links no stylesheet', () => {
    expect(() => readArticlePage(page('<div class="article-body">x</div>'))).toThrow(/data-article-body/);
    expect(() => readArticlePage('<html><body><div data-article-body></div></body></html>')).toThrow(/stylesheet/);
  });

  it('bundles the template with them, on the editor’s React', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'cms-preview-'));
    try {
      const styles = ['/_astro/ArticleLayout.abc.css', '/_astro/BaseLayout.def.css'];
      await buildCmsPreview(ROOT, dist, { styles, bodyScope: 'data-astro-cid-3ewcma77' });
      const js = readFileSync(join(dist, 'cms', 'preview.js'), 'utf8');
      for (const text of [...styles, 'data-astro-cid-3ewcma77', 'registerPreviewTemplate', '"blog"'])
        expect(js).toContain(text);
      // No React of its own (its element type and internals): its elements are the editor's (window.h).
      expect(js).not.toMatch(/react\.transitional\.element|__CLIENT_INTERNALS_DO_NOT_USE/);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
