import { expect, test, type Page } from '@playwright/test';
import { ROUTES, type Route } from '~/data/routes';
import { localizePath } from '~/lib/locale-paths';
import { axeOn } from './axe';

/** The pages the route manifest (src/data/routes.ts) marks for axe, each in the languages it names. */
const paths = ROUTES.flatMap((r: Route) => (r.a11y ?? []).map((locale) => localizePath(r.sample ?? r.path, locale)));

/**
 * Scrolls through the page so every island hydrates, then runs axe (WCAG 2.2 AA). Reduced motion holds every
 * highlight still (index 0 highlighted), so no colour is caught mid-transition.
 */
async function axe(page: Page) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 500) await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator('.reveal-hidden')).toHaveCount(0);
  // Islands that hydrate on view; the header and chat (on interaction) and the cookie notice (when due) are
  // judged as served, which is what a visitor first gets.
  for (const island of await page.locator('astro-island[client="visible"], astro-island[client="load"]').all()) {
    // Scrolled by the page itself: Playwright's own scroll waits for the element to be stable, and an island that
    // moves (a rotating highlight) was at times never judged so on a busy machine. An island has no box of its own
    // (`display: contents`): its first element is what comes into view.
    await island.evaluate((el) => (el.firstElementChild ?? el).scrollIntoView({ block: 'center' }));
    await expect(island).not.toHaveAttribute('ssr');
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
  const results = await axeOn(page)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('axe, desktop then phone', () => {
  test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  for (const path of paths) {
    test(`${path} has no violations at 1280 px or at 390 px`, async ({ page }) => {
      // Two full axe runs on a long page: on a busy 2-core machine one alone can take 20 s.
      test.setTimeout(90_000);
      await page.goto(path);
      await axe(page);
      // The same page narrowed to a phone: every breakpoint's layout is judged without a second page load.
      await page.setViewportSize({ width: 390, height: 844 });
      await axe(page);
    });
  }
});

test('the expanded screenshot dialog has no violations', async ({ page }) => {
  await page.goto('/how-it-works');
  const trigger = page.getByRole('button', { name: /^Click to enlarge/ });
  await trigger.scrollIntoViewIfNeeded();
  await page.locator('[data-active-screen][data-ready]').waitFor();
  await trigger.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const results = await axeOn(page).include('[role="dialog"]').analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
