import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { externalizeIslandRuntime } from '~/integrations/island-runtime';
import { tempDir } from './helpers/temp-dir';

// What Astro inlines: a classic script whose code has "<" in it and defines the element.
const runtime = '(()=>{var a=1;if(a<2){customElements.define("astro-island",class extends HTMLElement{})}})();';
const page = (body: string) =>
  `<!doctype html><html><head><script>${runtime}</script><script>self.other=1</script></head><body>${body}</body></html>`;

describe('the island runtime after the build', () => {
  it('moves the inline runtime of every page to one deferred file, leaving other scripts in place', () => {
    const dist = tempDir('dist-');
    mkdirSync(join(dist, '_astro'));
    mkdirSync(join(dist, 'fr'));
    writeFileSync(join(dist, 'index.html'), page('<astro-island></astro-island>'));
    writeFileSync(join(dist, 'fr', 'index.html'), page('<astro-island></astro-island>'));
    writeFileSync(join(dist, 'plain.html'), '<html><body>no islands</body></html>');

    expect(externalizeIslandRuntime(dist)).toBe(2);
    const files = readdirSync(join(dist, '_astro'));
    expect(files).toEqual([expect.stringMatching(/^astro-island\.[0-9a-f]{10}\.js$/)]);
    expect(readFileSync(join(dist, '_astro', files[0]), 'utf8')).toBe(runtime);
    for (const html of ['index.html', 'fr/index.html']) {
      const text = readFileSync(join(dist, html), 'utf8');
      expect(text).toContain(`<script src="/_astro/${files[0]}" defer></script><script>self.other=1</script>`);
      expect(text).not.toContain('customElements.define');
    }
    expect(readFileSync(join(dist, 'plain.html'), 'utf8')).toBe('<html><body>no islands</body></html>');
  });

  it('moves the islands’ style from the body (invalid there, after the skip link) into the head', () => {
    const dist = tempDir('dist-');
    mkdirSync(join(dist, '_astro'));
    const style = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';
    writeFileSync(join(dist, 'index.html'), page(`<a href="#main">Skip</a>${style}<astro-island></astro-island>`));
    externalizeIslandRuntime(dist);
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    expect(html).toContain(`${style}</head>`);
    expect(html).toContain('<body><a href="#main">Skip</a><astro-island>');
  });
});
