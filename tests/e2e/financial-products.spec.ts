import { expect, test, type Page } from '@playwright/test';
import { pausedClock } from './helpers';

test.describe('/financial-products', () => {
  const ids = [
    'merchant-cash-advance',
    'asset-based-lending',
    'term-loans',
    'po-financing',
    'inventory-financing',
    'supply-chain-financing',
  ];
  const topOf = (page: Page, id: string) =>
    page.evaluate((i) => document.getElementById(i)!.getBoundingClientRect().top, id);

  test('six product sections with their anchors, facts and illustrations', async ({ page }) => {
    await page.goto('/financial-products');
    for (const id of ids) {
      const section = page.locator(`section#${id}`);
      await expect(section).toHaveCount(1);
      await expect(section.getByRole('heading', { level: 2 })).toBeVisible();
      await expect(section.locator('ul li')).not.toHaveCount(0);
      await expect(section.locator('img')).toHaveAttribute('alt', /^Illustration/);
    }
    await expect(page.locator('#merchant-cash-advance')).toContainText('$500K');
    await expect(page.locator('#merchant-cash-advance')).toContainText('24-48 hours');
    await expect(page.locator('#term-loans')).toContainText('1-7 years');
    await expect(page.locator('#po-financing')).toContainText('$10M');
    await expect(page.locator('#po-financing')).toContainText('90-day average terms');
  });

  test('on load it scrolls to the hash target with a 100 px offset', async ({ page }) => {
    await page.goto('/financial-products#po-financing');
    await expect.poll(() => topOf(page, 'po-financing'), { timeout: 5000 }).toBeGreaterThanOrEqual(98);
    await expect.poll(() => topOf(page, 'po-financing'), { timeout: 5000 }).toBeLessThanOrEqual(102);
  });

  test('on every hash change it scrolls to the new target with a 100 px offset', async ({ page }) => {
    await page.goto('/financial-products');
    for (const id of ['supply-chain-financing', 'term-loans']) {
      await page.evaluate((i) => (location.hash = i), id);
      await expect.poll(async () => Math.abs((await topOf(page, id)) - 100), { timeout: 5000 }).toBeLessThanOrEqual(2);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page
      .getByRole('navigation', { name: 'Financial products' })
      .getByRole('link', { name: 'Inventory Financing' })
      .click();
    await expect
      .poll(async () => Math.abs((await topOf(page, 'inventory-financing')) - 100), { timeout: 5000 })
      .toBeLessThanOrEqual(2);
  });

  // The browser's own fragment jump also honours the 100 px scroll padding, so these tests move the page away
  // first: only the script's delayed scroll can bring the target back to 100 px.
  test('the load scroll comes 300 ms after load', async ({ page }) => {
    await pausedClock(page);
    await page.goto('/financial-products#po-financing');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.clock.runFor(298);
    expect(await topOf(page, 'po-financing')).toBeGreaterThan(500);
    await page.clock.runFor(2);
    await expect
      .poll(async () => Math.abs((await topOf(page, 'po-financing')) - 100), { timeout: 5000 })
      .toBeLessThanOrEqual(2);
  });

  test('the hash-change scroll comes 100 ms after the change', async ({ page }) => {
    await pausedClock(page);
    await page.goto('/financial-products');
    await page.clock.runFor(1000);
    // Wait for the hashchange (the browser's own fragment jump is done by then), so it cannot land after the
    // scroll to the top below.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          window.addEventListener('hashchange', () => resolve(), { once: true });
          location.hash = 'asset-based-lending';
        }),
    );
    // Instant: a smooth scroll (the page's CSS) could still be under way from the fragment jump.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.clock.runFor(99);
    expect(await topOf(page, 'asset-based-lending')).toBeGreaterThan(500);
    await page.clock.runFor(1);
    await expect
      .poll(async () => Math.abs((await topOf(page, 'asset-based-lending')) - 100), { timeout: 5000 })
      .toBeLessThanOrEqual(2);
  });
});
