import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';

test.describe('the content editor (/cms/, Sveltia CMS)', () => {
  test('has a CSP of its own, stays out of search engines, and the site keeps its policy', async ({ request }) => {
    const cms = await request.get('/cms/');
    expect(cms.status()).toBe(200);
    const policy = cms.headers()['content-security-policy'];
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain('connect-src');
    expect(policy).toContain('https://api.github.com');
    expect(cms.headers()['x-robots-tag']).toBe('noindex, nofollow');
    // Netlify's sign-in window reports back to the editor.
    expect(cms.headers()['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    // The public pages keep theirs: no GitHub, no inline styles.
    const home = await request.get('/');
    expect(home.headers()['content-security-policy']).not.toContain('api.github.com');
    expect(home.headers()['cross-origin-opener-policy']).toBe('same-origin');
  });

  test('serves its preview and the libraries the preview needs, and allows only its import map inline', async ({
    request,
  }) => {
    const cms = await request.get('/cms/');
    const importMap = /<script type="importmap">([^<]*)<\/script>/.exec(await cms.text())?.[1] ?? '';
    const hash = `'sha256-${createHash('sha256').update(importMap).digest('base64')}'`;
    expect(/script-src ([^;]+)/.exec(cms.headers()['content-security-policy'])?.[1]).toBe(`'self' ${hash}`);
    const mapped = Object.values(JSON.parse(importMap).imports) as string[];
    for (const path of ['/cms/preview.js', '/cms/chunks/react-dom.js', ...mapped]) {
      const file = await request.get(path);
      expect(file.status(), path).toBe(200);
      expect(file.headers()['content-type'], path).toMatch(/^text\/javascript/);
    }
  });

  test('serves its configuration: articles in both languages, authors and legal texts', async ({ request }) => {
    const config = await (await request.get('/cms/config.yml')).json();
    expect(config.backend.name).toBe('github');
    expect(config.collections.map((c: { name: string }) => c.name)).toEqual(['blog', 'authors', 'legal']);
    expect(config.i18n.locales).toEqual(['en', 'fr']);
  });

  test('starts in Chromium under that CSP and offers GitHub sign-in and the local repository', async ({ page }) => {
    // A 2 MB editor, and its web fonts fail slowly without a network.
    test.setTimeout(60_000);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    // The article preview's libraries load as the editor starts, from this site.
    const libraries = ['/cms/immutable.js', '/cms/chunks/react-dom.js'].map((path) =>
      page.waitForResponse((r) => new URL(r.url()).pathname === path && r.ok()),
    );
    await page.goto('/cms/');
    await Promise.all(libraries);
    await expect(page.getByRole('button', { name: /Sign In with\W*GitHub/ })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: /Work with Local Repository/ })).toBeVisible();
    const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    // Only its update check is refused (the version is pinned by package-lock.json).
    expect(violations.filter((v) => !v.includes('https://unpkg.com/@sveltia/cms/package.json'))).toEqual([]);
  });
});
