import { expect, test, type Page } from '@playwright/test';
import { localizedFeatures } from '~/lib/features';
import { TESTIMONIALS as testimonials } from '~/data/testimonials';
import { hydrated, pausedClock } from './helpers';
import { axeOn } from './axe';

const features = localizedFeatures('en');

const CONSENT_KEY = 'boundless-cookie-consent';
// The banner island has no box until it shows, so instead of hydrated() the tests wait for its state marker
// (data-cookie-banner-state="waiting" is rendered once the 5 s timer is set, or "done" when consent is stored).

/**
 * Waits until an island has hydrated and its rotation timers are set (data-running is rendered only after the
 * rotation's effects ran), so `runFor` counts from a known point.
 */
async function ready(page: Page, component: string, root: string, running = true) {
  await hydrated(page, component);
  await expect(page.locator(`${root}[data-running="${running}"]`)).toHaveCount(1);
}

/** The hero's words are run by a page script (no island): ready once it says whether it is running. */
async function heroReady(page: Page, running = true) {
  await expect(page.locator(`[data-rotation="hero"][data-running="${running}"]`)).toHaveCount(1);
}

const heroWord = (page: Page) => page.locator('[data-hero-word]');
const featuredCard = (page: Page) => page.locator('li[data-featured="true"]');
const visibleSlides = (page: Page) => page.locator('[aria-roledescription="slide"][data-visible="true"]');

/** Pointer somewhere that is not over any rotating element. */
const pointerAway = (page: Page) => page.mouse.move(2, 2);

test.describe('cookie banner', () => {
  const banner = (page: Page) => page.getByRole('region', { name: 'Cookie notice' });

  test('appears 5 s after load; Ok stores consent and it stays away, on this page and others', async ({ page }) => {
    await pausedClock(page);
    await page.goto('/');
    await expect(page.locator('[data-cookie-banner-state="waiting"]')).toHaveCount(1);
    await page.clock.runFor(4999);
    await expect(banner(page)).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-terms');

    await banner(page).getByRole('button', { name: 'Ok', exact: true }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await page.evaluate((k) => localStorage.getItem(k), CONSENT_KEY)).toBe('accepted');

    for (const path of ['/', '/about-us']) {
      await page.goto(path);
      await expect(page.locator('[data-cookie-banner-state="done"]')).toHaveCount(1);
      await page.clock.runFor(10_000);
      await expect(banner(page)).toHaveCount(0);
    }
  });

  test('close hides it for this visit only and stores nothing', async ({ page }) => {
    await pausedClock(page);
    await page.goto('/about-us');
    await expect(page.locator('[data-cookie-banner-state="waiting"]')).toHaveCount(1);
    await page.clock.runFor(5000);
    await banner(page).getByRole('button', { name: 'Close cookie notice' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await page.evaluate((k) => localStorage.getItem(k), CONSENT_KEY)).toBeNull();
    await page.clock.runFor(10_000);
    await expect(banner(page)).toHaveCount(0);

    await page.reload();
    await expect(page.locator('[data-cookie-banner-state="waiting"]')).toHaveCount(1);
    await page.clock.runFor(5000);
    await expect(banner(page)).toBeVisible();
  });

  test('is fixed, does not move the page and does not take focus', async ({ page }) => {
    await pausedClock(page);
    await page.goto('/');
    await expect(page.locator('[data-cookie-banner-state="waiting"]')).toHaveCount(1);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const focused = await page.evaluate(() => document.activeElement?.tagName);
    await page.clock.runFor(5000);
    await expect(banner(page)).toHaveCSS('position', 'fixed');
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(height);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe(focused);
  });
});

test.describe('reduced motion', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('nothing rotates and the lender row stands still', async ({ page }) => {
    await pausedClock(page);
    await page.goto('/');
    await heroReady(page, false);
    await ready(page, 'FeatureCarousel', '[data-rotation="features"]', false);
    await ready(page, 'TestimonialCarousel', '[data-rotation="testimonials"]', false);
    await pointerAway(page);
    await page.clock.runFor(30_000);
    await expect(heroWord(page)).toHaveText('Founders');
    await expect(featuredCard(page)).toContainText(features[0].title);
    await expect(visibleSlides(page).first()).toContainText(testimonials[0].name);
    await expect(page.locator('.marquee-track')).toHaveCSS('animation-name', 'none');
    await expect(page.locator('.marquee-copy')).toBeHidden();
    // A click still features a card, and the content is all visible (no reveal hiding).
    await page.getByRole('button', { name: features[2].title }).click();
    await expect(featuredCard(page)).toContainText(features[2].title);
    await expect(page.locator('.reveal-hidden')).toHaveCount(0);
  });

  test('the cookie banner still appears after 5 s', async ({ page }) => {
    await pausedClock(page);
    await page.goto('/');
    await expect(page.locator('[data-cookie-banner-state="waiting"]')).toHaveCount(1);
    await page.clock.runFor(5000);
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeVisible();
  });
});

test.describe('accessibility', () => {
  for (const [name, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    test(`axe finds no violations on the home page (${name}, cookie banner open)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.clock.install();
      await page.goto('/');
      await expect(page.locator('[data-cookie-banner-state="waiting"]')).toHaveCount(1);
      await page.clock.fastForward(5000);
      await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeVisible();
      // Reveal every section so axe checks them at full opacity.
      await page.evaluate(() =>
        document.querySelectorAll('.reveal-hidden').forEach((el) => el.classList.remove('reveal-hidden')),
      );
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.querySelectorAll('[data-reveal]')].every((el) => getComputedStyle(el).opacity === '1'),
          ),
        )
        .toBe(true);
      const results = await axeOn(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
    });
  }
});
