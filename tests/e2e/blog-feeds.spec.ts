import { PRODUCT_IDS } from '~/data/product-ids';
import { TWINNED_PATHS } from '~/i18n/locales';
import { expect, test } from '@playwright/test';
import { hydrated } from './helpers';
import { axeOn } from './axe';

const ARTICLE_COUNT = 30;

test.describe('feeds and crawl', () => {
  test('/rss.xml is a valid RSS 2.0 feed of every article, newest first', async ({ page, request }) => {
    const res = await request.get('/rss.xml');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/xml/);
    const xml = await res.text();
    await page.goto('/blog');
    const feed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        version: doc.documentElement.getAttribute('version'),
        title: doc.querySelector('channel > title')?.textContent,
        items: [...doc.querySelectorAll('item')].map((item) => ({
          title: item.querySelector('title')?.textContent ?? '',
          link: item.querySelector('link')?.textContent ?? '',
          pubDate: item.querySelector('pubDate')?.textContent ?? '',
          description: item.querySelector('description')?.textContent ?? '',
        })),
      };
    }, xml);
    expect(feed.error).toBeNull();
    expect(feed.version).toBe('2.0');
    expect(feed.title).toBe('Boundless AI Blog');
    expect(feed.items).toHaveLength(ARTICLE_COUNT);
    const dates = feed.items.map((i) => Date.parse(i.pubDate));
    expect(dates.every((d) => !Number.isNaN(d))).toBe(true);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    for (const item of feed.items) {
      expect(item.title && item.description).toBeTruthy();
      expect(item.link).toMatch(/^https?:\/\/[^/]+\/(blog\/[a-z0-9-]+|abl)$/);
    }
    expect(feed.items.some((i) => i.link.endsWith('/abl'))).toBe(true);
  });

  test('the sitemap lists every article and no Coming Soon page', async ({ request }) => {
    const xml = await (await request.get('/sitemap-0.xml')).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    expect(locs.filter((p) => p.startsWith('/blog/'))).toHaveLength(ARTICLE_COUNT - 1);
    expect(locs).toContain('/abl');
    expect(locs).toContain('/blog');
    expect(locs.some((p) => p.includes('coming-soon'))).toBe(false);
  });

  test('every internal link and image on every page answers 200 (or is the designed Coming Soon)', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const seen = new Map<string, number>();
    // Both languages: the French pages are crawled from /fr and from every language switch.
    const queue = ['/', '/fr', '/blog', '/rss.xml', '/fr/blog', '/fr/rss.xml'];
    const broken: string[] = [];
    const assets = new Set<string>();
    while (queue.length) {
      const path = queue.shift()!;
      if (seen.has(path)) continue;
      const res = await request.get(path);
      const status = res.status();
      seen.set(path, status);
      const type = res.headers()['content-type'] ?? '';
      const body = type.includes('html') || type.includes('xml') ? await res.text() : '';
      const comingSoon = status === 404 && /^\/(fr\/)?blog\//.test(path) && body.includes('data-coming-soon');
      if (status !== 200 && !comingSoon) broken.push(`${path} → ${status}`);
      if (!type.includes('html') || status !== 200) continue;
      for (const [, href] of body.matchAll(/<a\b[^>]*\shref="([^"]+)"/g)) {
        const url = new URL(href.replaceAll('&amp;', '&'), 'http://site.test' + path);
        if (url.origin !== 'http://site.test' || href.startsWith('mailto:')) continue;
        const next = url.pathname + url.search;
        if (!seen.has(next)) queue.push(next);
      }
      for (const [, src] of body.matchAll(/<img\b[^>]*\ssrc="(\/[^"]+)"/g)) assets.add(src);
    }
    for (const src of assets) if ((await request.get(src)).status() !== 200) broken.push(`image ${src}`);
    expect(broken).toEqual([]);
    // The crawl reached every article from the site's own links.
    expect([...seen.keys()].filter((p) => /^\/blog\/[a-z0-9-]+$/.test(p) && seen.get(p) === 200)).toHaveLength(
      ARTICLE_COUNT - 1,
    );
    expect([...seen.keys()].filter((p) => /^\/fr\/blog\/[a-z0-9-]+$/.test(p) && seen.get(p) === 200)).toHaveLength(
      ARTICLE_COUNT - 1,
    );
    expect(seen.get('/abl')).toBe(200);
    // Every product page and its French twin, reached from the product sections.
    for (const id of PRODUCT_IDS) {
      expect(seen.get(`/financial-products/${id}`), id).toBe(200);
      expect(seen.get(`/fr/financial-products/${id}`), id).toBe(200);
    }
    const unlinked = ['/404', '/unsubscribe', '/blog-coming-soon', '/privacy-and-terms'];
    for (const path of TWINNED_PATHS.filter((p) => !unlinked.includes(p)))
      expect(seen.get(path === '/' ? '/fr' : `/fr${path}`), path).toBe(200);
  });
});

test.describe('accessibility', () => {
  for (const path of [
    '/blog',
    '/blog/debt-financing-guide',
    '/blog/boundless-ai-highbeam-partnership',
    '/abl',
    '/blog/blog-post',
  ]) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(path);
      if (path === '/blog') await hydrated(page, 'BlogIndex');
      const results = await axeOn(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
    });
  }
});
