import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageScriptPolicy, trimPageScriptPolicies } from '~/integrations/page-csp';
import { tempDir } from './helpers/temp-dir';

const hash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
const used = 'self.a=1';
const jsonLd = '{"@type":"BlogPosting"}';
const unused = [hash('self.idle=1'), hash('self.runtime=1')];
const policy = `default-src 'self'; script-src 'self' 'wasm-unsafe-eval' ${hash(used)} ${unused.join(' ')}; style-src 'self' ${hash('x{}')};`;
const page = `<html><head><meta http-equiv="content-security-policy" content="${policy}"><script type="application/ld+json">${jsonLd}</script><script src="/_astro/a.js"></script></head><body><script>${used}</script></body></html>`;

describe('each page’s CSP after the build', () => {
  it('keeps the hashes of the page’s own inline scripts and the sources, and drops the others', () => {
    const html = pageScriptPolicy(page);
    const content = /content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(content).toContain(`script-src 'self' 'wasm-unsafe-eval' ${hash(used)};`);
    for (const h of unused) expect(content).not.toContain(h);
    // JSON-LD never runs, so it needs no hash; style hashes are another directive's business.
    expect(content).not.toContain(hash(jsonLd));
    expect(content).toContain(`style-src 'self' ${hash('x{}')}`);
    expect(html.replace(content, '')).toBe(page.replace(policy, ''));
  });

  it('rewrites every built page and leaves a page without a policy as it was', () => {
    const dist = tempDir('dist-');
    writeFileSync(join(dist, 'index.html'), page);
    writeFileSync(join(dist, 'plain.html'), '<html><body><script>self.b=2</script></body></html>');
    expect(trimPageScriptPolicies(dist)).toBe(2);
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).not.toContain(unused[0]);
    expect(readFileSync(join(dist, 'plain.html'), 'utf8')).toBe('<html><body><script>self.b=2</script></body></html>');
    expect(trimPageScriptPolicies(dist)).toBe(0);
  });
});
