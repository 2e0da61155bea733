import { expect, test } from '@playwright/test';
import { pausedClock } from './helpers';
import { leave, ready, settle } from './island-helpers';
import { FOUNDED } from '~/data/facts';
import { companyStats } from '~/data/stats';
import { localizeStats } from '~/lib/stats';

const figures = localizeStats(companyStats, 'en').map((s) => s.number);

test.describe('/about-us', () => {
  test('stats: the highlight moves every 3 s across the 4 stats and pauses on hover', async ({ page }) => {
    await pausedClock(page);
    await page.goto('/about-us');
    const stats = await ready(page, '[data-active-stat]');
    await leave(page);
    await expect(stats.locator('dd')).toHaveText(figures);
    const active = stats.locator('[data-active="true"] dd');
    await expect(active).toHaveText(figures[0]);
    await page.clock.runFor(2999);
    await expect(active).toHaveText(figures[0]);
    await page.clock.runFor(1);
    await expect(active).toHaveText(figures[1]);
    await page.clock.runFor(3000);
    await expect(active).toHaveText(figures[2]);
    await page.clock.runFor(3000);
    await expect(active).toHaveText(figures[3]);
    await page.clock.runFor(3000);
    await expect(active).toHaveText(figures[0]);
    await stats.hover();
    await settle(page);
    await page.clock.runFor(9000);
    await expect(active).toHaveText(figures[0]);
  });

  test('values: the highlight moves every 3 s across the 3 values; the pause button stops it', async ({ page }) => {
    await pausedClock(page);
    await page.goto('/about-us');
    const values = await ready(page, '[data-active-value]');
    await leave(page);
    const active = values.locator('li[data-active="true"] h3');
    await expect(values.locator('h3')).toHaveText(['Transparency', 'Access', 'Partnership']);
    await page.clock.runFor(3000);
    await expect(active).toHaveText('Access');
    await page.clock.runFor(3000);
    await expect(active).toHaveText('Partnership');
    await page.clock.runFor(3000);
    await expect(active).toHaveText('Transparency');
    await values.getByRole('button', { name: 'Pause value highlights' }).click();
    await leave(page);
    await page.clock.runFor(12_000);
    await expect(active).toHaveText('Transparency');
    await expect(values.getByRole('button', { name: 'Play value highlights' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('keyboard focus inside a rotation pauses it', async ({ page }) => {
    await pausedClock(page);
    await page.goto('/about-us');
    const stats = await ready(page, '[data-active-stat]');
    await leave(page);
    await stats.getByRole('button', { name: 'Pause stat highlights' }).focus();
    await settle(page);
    await page.clock.runFor(9000);
    await expect(stats).toHaveAttribute('data-active-stat', '0');
    await leave(page);
    await page.clock.runFor(3000);
    await expect(stats).toHaveAttribute('data-active-stat', '1');
  });

  test('mission, the story (founded in Toronto in 2022) and the founders', async ({ page }) => {
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Who We Are');
    await expect(page.getByRole('heading', { name: 'Funding without the friction' })).toBeVisible();
    await expect(page.getByRole('heading', { name: `Founded in ${FOUNDED.city} in ${FOUNDED.year}` })).toBeVisible();
    await expect(
      page.getByText(`founded in ${FOUNDED.city} in ${FOUNDED.year}`, { exact: false }).first(),
    ).toBeVisible();
    const founders = page.getByRole('img', { name: /^Portrait of / });
    await expect(founders).toHaveCount(3);
    for (const img of await founders.all()) {
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    }
  });
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const [path, selectors] of [
    ['/about-us', ['[data-active-stat]', '[data-active-value]']],
    ['/who-we-help', ['[data-active-industry]', '[data-active-story]', '[data-position]']],
    ['/how-it-works', ['[data-active-step]', '[data-active-screen]']],
  ] as const) {
    test(`${path}: nothing rotates and no pause buttons are shown`, async ({ page }) => {
      await pausedClock(page);
      await page.goto(path);
      const before: (string | null)[] = [];
      for (const sel of selectors) {
        const el = await ready(page, sel);
        const attr = sel.slice(1, -1);
        before.push(await el.getAttribute(attr));
      }
      await leave(page);
      await page.clock.runFor(30_000);
      for (const [i, sel] of selectors.entries()) {
        await expect(page.locator(sel)).toHaveAttribute(sel.slice(1, -1), before[i] ?? '');
      }
      await expect(page.getByRole('main').getByRole('button', { name: /^Pause / })).toHaveCount(0);
    });
  }
});
