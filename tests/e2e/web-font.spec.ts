import { expect, test } from '@playwright/test';
import { WEB_FONT } from '~/lib/web-font';

const bodyFont = () => getComputedStyle(document.body).fontFamily;

test.describe('web font off the critical path', () => {
  test('a first page paints in the fallback and fetches Inter only after load; the next page is in Inter', async ({
    page,
  }) => {
    await page.goto('/blog/debt-financing-guide');
    await expect(page.locator('html')).not.toHaveClass(new RegExp(WEB_FONT.className));
    expect(await page.evaluate(bodyFont)).toMatch(/^"Inter Fallback"/);

    // Fetched into the cache once the page has loaded, and remembered; this page keeps its font.
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), WEB_FONT.storageKey)).toBe('1');
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const font = performance.getEntriesByType('resource').find((e) => e.name.endsWith('.woff2'));
      return { loadEnd: nav.loadEventEnd, fontStart: font?.startTime };
    });
    expect(timing.fontStart).toBeGreaterThanOrEqual(timing.loadEnd);
    expect(await page.evaluate(bodyFont)).toMatch(/^"Inter Fallback"/);

    await page.goto('/about-us');
    await expect(page.locator('html')).toHaveClass(new RegExp(WEB_FONT.className));
    expect(await page.evaluate(bodyFont)).toMatch(/^"Inter Variable"/);
    await expect.poll(() => page.evaluate((f) => document.fonts.check(`1em "${f}"`), WEB_FONT.family)).toBe(true);
  });

  test('French pages do the same', async ({ page }) => {
    await page.goto('/fr/blog/debt-financing-guide');
    expect(await page.evaluate(bodyFont)).toMatch(/^"Inter Fallback"/);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), WEB_FONT.storageKey)).toBe('1');
    await page.goto('/fr');
    expect(await page.evaluate(bodyFont)).toMatch(/^"Inter Variable"/);
  });
});
