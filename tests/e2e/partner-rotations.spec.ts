import { expect, test, type Locator, type Page } from '@playwright/test';
import { hydrated, pausedClock, scrollThrough } from './helpers';
import { LENDERS } from '~/data/facts';

const activeCard = (scope: Locator) => scope.locator('[data-active="true"]');

test.describe('lenders carousel', () => {
  const tabs = (page: Page) => page.getByRole('tab');
  const ring = (page: Page) => page.locator('[role="tab"][aria-selected="true"] svg[data-progress]');

  test('advances every 6 s, the ring filling in 60 steps of 100 ms, and wraps after the fourth', async ({ page }) => {
    await pausedClock(page);
    await page.goto('/lenders');
    await hydrated(page, 'LenderCarousel');
    await page.mouse.move(0, 0);
    await expect(tabs(page).nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(ring(page)).toHaveAttribute('data-progress', '0');
    await page.clock.runFor(100);
    await expect(ring(page)).toHaveAttribute('data-progress', '2'); // 1/60 ≈ 1.7 %
    await page.clock.runFor(2_900);
    await expect(ring(page)).toHaveAttribute('data-progress', '50');
    await page.clock.runFor(2_800);
    await expect(ring(page)).toHaveAttribute('data-progress', '97');
    await expect(tabs(page).nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.clock.runFor(200);
    await expect(tabs(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(ring(page)).toHaveAttribute('data-progress', '0');
    await expect(page.getByRole('tabpanel')).toContainText('Gain and Retain Clients');
    await expect(page.getByRole('tabpanel')).toContainText('Benefit 2 of 4');
    await page.clock.runFor(12_000);
    await expect(tabs(page).nth(3)).toHaveAttribute('aria-selected', 'true');
    await page.clock.runFor(6_000);
    await expect(tabs(page).nth(0)).toHaveAttribute('aria-selected', 'true');
  });

  test('pauses on hover and resumes on mouse leave', async ({ page }) => {
    await pausedClock(page);
    await page.goto('/lenders');
    await hydrated(page, 'LenderCarousel');
    await page.mouse.move(0, 0);
    await page.clock.runFor(3_000);
    await page.getByRole('tabpanel').hover();
    await page.clock.runFor(12_000);
    await expect(tabs(page).nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(ring(page)).toHaveAttribute('data-progress', '50'); // frozen while paused
    await page.mouse.move(0, 0);
    await expect(ring(page)).toHaveAttribute('data-progress', '0'); // the 6 s start again
    await page.clock.runFor(5_900);
    await expect(tabs(page).nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.clock.runFor(100);
    await expect(tabs(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  });

  test('a click shows that benefit and pauses until the mouse leaves', async ({ page }) => {
    await pausedClock(page);
    await page.goto('/lenders');
    await hydrated(page, 'LenderCarousel');
    await tabs(page).nth(2).click();
    await expect(tabs(page).nth(2)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('Simplify Your Process');
    await page.clock.runFor(20_000);
    await expect(tabs(page).nth(2)).toHaveAttribute('aria-selected', 'true');
    await page.mouse.move(0, 0);
    await page.clock.runFor(6_000);
    await expect(tabs(page).nth(3)).toHaveAttribute('aria-selected', 'true');
  });

  test('works by keyboard: arrows, Home and End choose a benefit, and focus inside pauses it', async ({ page }) => {
    await pausedClock(page);
    await page.goto('/lenders');
    await hydrated(page, 'LenderCarousel');
    await page.mouse.move(0, 0);
    await page.getByRole('link', { name: 'Join Our Network' }).focus();
    // Tab into the tab list: only the selected tab is in the tab order.
    const selected = tabs(page).nth(0);
    for (let i = 0; i < 20 && !(await selected.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(selected).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tabs(page).nth(1)).toBeFocused();
    await expect(tabs(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(tabs(page).nth(3)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tabs(page).nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(tabs(page).nth(3)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(tabs(page).nth(0)).toBeFocused();
    await page.clock.runFor(20_000);
    await expect(tabs(page).nth(0)).toHaveAttribute('aria-selected', 'true');
    // Tab to the panel, then out to the pause button: focus has left, rotation resumes.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Pause benefit carousel' })).toBeFocused();
    await page.clock.runFor(6_000);
    await expect(tabs(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  });

  test('the pause button stops and restarts it', async ({ page }) => {
    await pausedClock(page);
    await page.goto('/lenders');
    await hydrated(page, 'LenderCarousel');
    await page.getByRole('button', { name: 'Pause benefit carousel' }).click();
    await page.mouse.move(0, 0);
    await expect(page.getByRole('button', { name: 'Play benefit carousel' })).toHaveAttribute('aria-pressed', 'true');
    await page.clock.runFor(20_000);
    await expect(tabs(page).nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Play benefit carousel' }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(6_000);
    await expect(tabs(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  });

  test('does not rotate, and offers no pause button, under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await pausedClock(page);
    await page.goto('/lenders');
    await hydrated(page, 'LenderCarousel');
    await page.mouse.move(0, 0);
    await page.clock.runFor(30_000);
    await expect(tabs(page).nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: /benefit carousel/ })).toHaveCount(0);
  });

  test('shows every benefit title without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/lenders');
    await expect(page.getByRole('tab')).toHaveCount(4);
    await expect(page.getByRole('tabpanel')).toContainText('Access Vetted Businesses');
    await context.close();
  });
});

test.describe('highlight rotations', () => {
  test('/partners benefits: 4 s over 3, paused on hover', async ({ page }) => {
    await pausedClock(page);
    await page.goto('/partners');
    await hydrated(page, 'HighlightCards');
    await page.mouse.move(0, 0);
    const group = page.locator('#benefits');
    await expect(activeCard(group)).toContainText('New Revenue');
    await expect(group.locator('[data-running]')).toHaveCount(1);
    await page.clock.runFor(3_900);
    await expect(activeCard(group)).toContainText('New Revenue');
    await page.clock.runFor(100);
    await expect(activeCard(group)).toContainText('Better Outcomes');
    await group.getByRole('listitem').first().hover();
    await page.clock.runFor(10_000);
    await expect(activeCard(group)).toContainText('Better Outcomes');
    await page.mouse.move(0, 0);
    await page.clock.runFor(8_000);
    await expect(activeCard(group)).toContainText('New Revenue');
  });

  test('/partners case-study results: 6 s over 2', async ({ page }) => {
    await pausedClock(page);
    await page.goto('/partners');
    await hydrated(page, 'RotatingStats');
    await page.mouse.move(0, 0);
    const stats = page.locator('#case-study');
    await expect(activeCard(stats)).toContainText('23%');
    // It starts once in view: the clock runs only after the rotation has started.
    await expect(stats.locator('[data-running]')).toHaveCount(1);
    await page.clock.runFor(5_900);
    await expect(activeCard(stats)).toContainText('23%');
    await page.clock.runFor(100);
    await expect(activeCard(stats)).toContainText('64%');
    await page.clock.runFor(6_000);
    await expect(activeCard(stats)).toContainText('23%');
  });

  test("/referral-partners 'Who We Empower': 2 s over 6", async ({ page }) => {
    await pausedClock(page);
    await page.goto('/referral-partners');
    await hydrated(page, 'AudienceOrbit');
    await page.mouse.move(0, 0);
    const orbit = page.locator('#who-we-empower');
    await expect(activeCard(orbit)).toContainText('Accounting Firms');
    // It starts once in view: the clock runs only after the rotation has started.
    await expect(orbit.locator('[data-running]')).toHaveCount(1);
    await page.clock.runFor(2_000);
    await expect(activeCard(orbit)).toContainText('CFOs');
    await page.clock.runFor(8_000);
    await expect(activeCard(orbit)).toContainText('Marketing Agencies');
    await page.clock.runFor(2_000);
    await expect(activeCard(orbit)).toContainText('Accounting Firms');
    await page.getByRole('button', { name: 'Pause audience highlights' }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(10_000);
    await expect(activeCard(orbit)).toContainText('Accounting Firms');
  });

  test('/apis steps: 3 s over 3; features: 4 s over 3', async ({ page }) => {
    await pausedClock(page);
    await page.goto('/apis');
    await hydrated(page, 'HighlightCards');
    await page.mouse.move(0, 0);
    const steps = page.locator('#integration-steps');
    await expect(steps.locator('[data-running]')).toHaveCount(1);
    await page.clock.runFor(3_000);
    await expect(activeCard(steps)).toContainText('API Integration');
    await page.clock.runFor(3_000);
    await expect(activeCard(steps)).toContainText('Launch & Optimize');

    const features = page.locator('#api-features');
    await features.scrollIntoViewIfNeeded();
    await expect(features.locator('astro-island:not([ssr])')).toHaveCount(1);
    await page.mouse.move(0, 0);
    await expect(activeCard(features)).toContainText('RESTful API');
    await expect(features.locator('[data-running]')).toHaveCount(1);
    await page.clock.runFor(4_000);
    await expect(activeCard(features)).toContainText('Real-time Processing');
  });

  test('/partner-contact why-partner cards: every 3 s, only once visible', async ({ page }) => {
    await pausedClock(page);
    await page.goto('/partner-contact');
    await page.clock.runFor(10_000);
    const why = page.locator('#why-partner');
    await why.getByRole('list').scrollIntoViewIfNeeded();
    await expect(why.locator('astro-island:not([ssr])')).toHaveCount(1);
    await page.mouse.move(0, 0);
    await expect(activeCard(why)).toContainText(`A Network of ${LENDERS} Lenders`);
    await page.clock.runFor(2_900);
    await expect(activeCard(why)).toContainText(`A Network of ${LENDERS} Lenders`);
    await page.clock.runFor(100);
    await expect(activeCard(why)).toContainText('Faster Funding Decisions');
    await page.clock.runFor(3_000);
    await expect(activeCard(why)).toContainText('More Applications Completed');
  });

  test('no highlight moves under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await pausedClock(page);
    await page.goto('/referral-partners');
    await scrollThrough(page);
    await page.clock.runFor(30_000);
    await expect(activeCard(page.locator('#who-we-empower'))).toContainText('Accounting Firms');
    await expect(activeCard(page.locator('#advantages'))).toContainText('Easy Referral Process');
    await expect(page.getByRole('button', { name: /^Pause / })).toHaveCount(0);
  });
});
