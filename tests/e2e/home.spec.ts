import { expect, test, type Page } from '@playwright/test';
import { localizedFeatures } from '~/lib/features';
import { home } from '~/i18n/en/home';
import { lenders } from '~/data/lenders';
import { localizedTestimonials } from '~/lib/testimonials';
import { hydrated, pausedClock } from './helpers';
import { companyStats, successRate } from '~/data/stats';
import { localizeStats } from '~/lib/stats';

const heroWords = home.hero.headline.words;
const testimonials = localizedTestimonials('en');

const features = localizedFeatures('en');

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

/** One hero step: fade-out (500 ms), swap, fade-in 100 ms later. `wait` is the time until the step starts. */
async function nextWord(page: Page, expected: string, wait: number) {
  const word = heroWord(page);
  await page.clock.runFor(wait - 1);
  await expect(word).toHaveAttribute('data-phase', 'in');
  await page.clock.runFor(1);
  await expect(word).toHaveAttribute('data-phase', 'out');
  await page.clock.runFor(499);
  await expect(word).not.toHaveText(expected);
  await page.clock.runFor(1);
  await expect(word).toHaveText(expected);
  await expect(word).toHaveAttribute('data-phase', 'hidden');
  await page.clock.runFor(99);
  await expect(word).toHaveAttribute('data-phase', 'hidden');
  await page.clock.runFor(1);
  await expect(word).toHaveAttribute('data-phase', 'in');
}

const heroWord = (page: Page) => page.locator('[data-hero-word]');
const featuredCard = (page: Page) => page.locator('li[data-featured="true"]');
const visibleSlides = (page: Page) => page.locator('[aria-roledescription="slide"][data-visible="true"]');

/** Pointer somewhere that is not over any rotating element. */
const pointerAway = (page: Page) => page.mouse.move(2, 2);

test.describe('home hero', () => {
  test('the full heading is in the static HTML', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '';
    expect(
      h1
        .replace(/<!--.*?-->|<[^>]+>/gs, '')
        .replace(/\s+/g, ' ')
        .trim(),
    ).toBe('Fast Funding for Founders Like You.');
  });

  test('words rotate every 5 s: a 500 ms fade-out, then the fade-in starts 100 ms after the swap', async ({ page }) => {
    await pausedClock(page);
    await page.goto('/');
    await heroReady(page);
    const word = heroWord(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName('Fast Funding for Founders Like You.');
    await expect(word).toHaveText('Founders');
    await expect(word).toHaveAttribute('data-phase', 'in');

    await nextWord(page, 'CEOs', 5000);
    // The rest of the sequence and back to the first word, each step 5 s after the previous one.
    for (const next of [...heroWords.slice(2), heroWords[0]]) await nextWord(page, next, 5000 - 600);
  });

  test('the word keeps its reserved width, so the heading does not move', async ({ page }) => {
    await pausedClock(page);
    await page.goto('/');
    await heroReady(page);
    const box = await page.getByRole('heading', { level: 1 }).boundingBox();
    const slot = await heroWord(page).locator('..').boundingBox();
    for (let i = 0; i < heroWords.length; i++) {
      await nextWord(page, heroWords[(i + 1) % heroWords.length], i === 0 ? 5000 : 4400);
      expect(await page.getByRole('heading', { level: 1 }).boundingBox()).toEqual(box);
      expect(await heroWord(page).locator('..').boundingBox()).toEqual(slot);
    }
  });

  test('hover and the pause button stop the words', async ({ page }) => {
    await pausedClock(page);
    await page.goto('/');
    await heroReady(page);
    await page.getByRole('heading', { level: 1 }).hover();
    await page.clock.runFor(12_000);
    await expect(heroWord(page)).toHaveText('Founders');

    const pause = page.getByRole('button', { name: 'Pause headline' });
    await pause.click();
    await expect(page.getByRole('button', { name: 'Play headline' })).toHaveAttribute('aria-pressed', 'true');
    await pointerAway(page);
    await page.clock.runFor(12_000);
    await expect(heroWord(page)).toHaveText('Founders');
    await page.getByRole('button', { name: 'Play headline' }).click();
    await pointerAway(page);
    await expect(page.locator('[data-rotation="hero"]')).toHaveAttribute('data-running', 'true');
    await nextWord(page, 'CEOs', 5000);
  });

  test('calls to action go to signup (new tab) and /how-it-works', async ({ page }) => {
    await page.goto('/');
    const hero = page.locator('main > section').first();
    const start = hero.getByRole('link', { name: /Get Started Free/ });
    await expect(start).toHaveAttribute('href', /\/signup$/);
    await expect(start).toHaveAttribute('target', '_blank');
    await expect(start).toHaveAttribute('rel', /noopener/);
    await expect(hero.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/how-it-works');
  });
});

test.describe('home sections', () => {
  test('one profile section, lender buttons, pill panel and closing block link where the spec says', async ({
    page,
  }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'One Profile, All The Best Options.' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'How It Works' })).toHaveAttribute('href', '/how-it-works');

    const expert = main.getByRole('link', { name: /Talk To An Expert/ });
    await expect(expert).toHaveAttribute('target', '_blank');
    await expect(expert).toHaveAttribute('href', /^https:\/\//);

    const pill = main.locator('a[href="/who-we-help"]');
    await expect(pill).toHaveCount(1);
    await expect(pill).not.toHaveAttribute('target', /.+/);
    await pill.click();
    await expect(page).toHaveURL(/\/who-we-help$/);
    await page.goBack();

    const closing = main
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'The Future of Funding is Boundless.' }) });
    await expect(closing.getByRole('link', { name: /Get Started Free/ })).toHaveAttribute('target', '_blank');
    await expect(closing.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/how-it-works');
    await expect(main.getByRole('link', { name: /Get Started Free/ })).toHaveCount(4);
  });

  test('stats come from the data and the testimonials heading is the spec text', async ({ page }) => {
    await page.goto('/');
    for (const figure of localizeStats([...companyStats, successRate], 'en').map((s) => s.number))
      await expect(page.getByText(figure, { exact: true })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Financial Solutions Built For Businesses Like Yours.' }),
    ).toBeVisible();
  });
});

test.describe('feature carousel', () => {
  test('advances every 4 s and wraps after the fourth card', async ({ page }) => {
    await pausedClock(page);
    await page.goto('/');
    await ready(page, 'FeatureCarousel', '[data-rotation="features"]');
    await expect(page.locator('li[data-featured]')).toHaveCount(4);
    await expect(featuredCard(page)).toContainText(features[0].title);
    await page.clock.runFor(3999);
    await expect(featuredCard(page)).toContainText(features[0].title);
    await page.clock.runFor(1);
    await expect(featuredCard(page)).toContainText(features[1].title);
    await page.clock.runFor(4000);
    await expect(featuredCard(page)).toContainText(features[2].title);
    await page.clock.runFor(4000);
    await expect(featuredCard(page)).toContainText(features[3].title);
    await page.clock.runFor(4000);
    await expect(featuredCard(page)).toContainText(features[0].title);
  });

  test('a click features that card and pauses; rotation resumes 5 s after the last click', async ({ page }) => {
    await pausedClock(page);
    await page.goto('/');
    await ready(page, 'FeatureCarousel', '[data-rotation="features"]');
    const card = (i: number) => page.getByRole('button', { name: features[i].title });

    await card(2).click();
    await pointerAway(page);
    await expect(featuredCard(page)).toContainText(features[2].title);
    await expect(card(2)).toHaveAttribute('aria-pressed', 'true');
    await page.clock.runFor(3000);
    await card(3).click(); // the last click restarts the 5 s pause
    await pointerAway(page);
    await expect(featuredCard(page)).toContainText(features[3].title);
    const carousel = page.locator('[data-rotation="features"]');
    await expect(carousel).toHaveAttribute('data-running', 'false');
    await page.clock.runFor(4999);
    await expect(carousel).toHaveAttribute('data-running', 'false');
    await page.clock.runFor(1);
    await expect(carousel).toHaveAttribute('data-running', 'true');
    await expect(featuredCard(page)).toContainText(features[3].title);
    // Resumed 5 s after the last click; the next step follows one 4 s interval later.
    await page.clock.runFor(3999);
    await expect(featuredCard(page)).toContainText(features[3].title);
    await page.clock.runFor(1);
    await expect(featuredCard(page)).toContainText(features[0].title);
  });

  test('hover, keyboard focus and the pause button stop it', async ({ page }) => {
    await pausedClock(page);
    await page.goto('/');
    await ready(page, 'FeatureCarousel', '[data-rotation="features"]');
    await page.locator('li[data-featured]').nth(1).hover();
    await page.clock.runFor(9000);
    await expect(featuredCard(page)).toContainText(features[0].title);

    await pointerAway(page);
    await page.getByRole('button', { name: features[0].title }).focus();
    await page.keyboard.press('Tab'); // keyboard focus (focus-visible) on the second card
    await page.clock.runFor(9000);
    await expect(featuredCard(page)).toContainText(features[0].title);

    await page.getByRole('button', { name: 'Pause featured cards' }).click();
    await pointerAway(page);
    await page.clock.runFor(9000);
    await expect(featuredCard(page)).toContainText(features[0].title);
    await page.getByRole('button', { name: 'Play featured cards' }).click();
    await pointerAway(page);
    await expect(page.locator('[data-rotation="features"]')).toHaveAttribute('data-running', 'true');
    await page.clock.runFor(4000);
    await expect(featuredCard(page)).toContainText(features[1].title);
  });
});

test.describe('lender marquee', () => {
  test('shows the 13 lenders once for assistive technology, twice on screen, and pauses', async ({ page }) => {
    await page.goto('/');
    const list = page.getByRole('list', { name: 'Some of our lending partners' });
    await expect(list.getByRole('img')).toHaveCount(13);
    for (const l of lenders) await expect(list.getByRole('img', { name: l.name, exact: true })).toHaveCount(1);
    await expect(page.locator('.marquee-copy img')).toHaveCount(13);
    await expect(page.locator('.marquee-copy')).toHaveAttribute('aria-hidden', 'true');

    const track = page.locator('.marquee-track');
    const playState = () => track.evaluate((el) => getComputedStyle(el).animationPlayState);
    await page.locator('#lenders-title').scrollIntoViewIfNeeded();
    await expect(track).toHaveCSS('animation-name', /marquee-slide/);
    expect(await playState()).toBe('running');
    await page.locator('.marquee-viewport').hover();
    expect(await playState()).toBe('paused');
    await pointerAway(page);
    expect(await playState()).toBe('running');

    await page.getByRole('button', { name: 'Pause lender logos' }).click();
    await pointerAway(page);
    expect(await playState()).toBe('paused');
    await expect(page.getByRole('button', { name: 'Play lender logos' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Play lender logos' }).click();
    await pointerAway(page);
    expect(await playState()).toBe('running');
  });

  test('logos are grey until hovered', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' }); // a still row, so one logo can be hovered
    await page.goto('/');
    const logo = page.getByRole('list', { name: 'Some of our lending partners' }).getByRole('img').first();
    await page.locator('#lenders-title').scrollIntoViewIfNeeded();
    await expect(logo).toHaveCSS('filter', /grayscale\(1\)|grayscale\(100%\)/);
    await logo.hover();
    await expect(logo).toHaveCSS('filter', /grayscale\(0%?\)|none/);
  });
});

test.describe('testimonials', () => {
  test('desktop: a 3-wide window advancing every 5 s and wrapping after count − 3', async ({ page }) => {
    await pausedClock(page);
    await page.goto('/');
    await ready(page, 'TestimonialCarousel', '[data-rotation="testimonials"][data-positions="10"]');
    await pointerAway(page);
    await expect(page.locator('[aria-roledescription="slide"]')).toHaveCount(12);
    await expect(visibleSlides(page)).toHaveCount(3);
    await expect(visibleSlides(page).first()).toContainText(testimonials[0].name);
    await page.clock.runFor(4999);
    await expect(visibleSlides(page).first()).toContainText(testimonials[0].name);
    await page.clock.runFor(1);
    await expect(visibleSlides(page).first()).toContainText(testimonials[1].name);
    for (let i = 2; i <= testimonials.length - 3; i++) await page.clock.runFor(5000);
    await expect(visibleSlides(page).first()).toContainText(testimonials[9].name);
    await expect(visibleSlides(page).last()).toContainText(testimonials[11].name);
    await expect(page.locator('[data-testimonial-status]')).toHaveText('Showing testimonials 10 to 12 of 12');
    await page.clock.runFor(5000);
    await expect(visibleSlides(page).first()).toContainText(testimonials[0].name);
    // Each card: five stars, quote, name, position, avatar.
    const first = visibleSlides(page).first();
    await expect(first.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(first).toContainText(testimonials[0].quote);
    await expect(first).toContainText(testimonials[0].position);
    await expect(first.locator(`img[src="${testimonials[0].avatarImage}"]`)).toBeVisible();
  });

  test('hover and the pause button stop it; previous/next move it by one', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text())); // e.g. a CSP-blocked style
    await pausedClock(page);
    await page.goto('/');
    await ready(page, 'TestimonialCarousel', '[data-rotation="testimonials"][data-positions="10"]');
    await visibleSlides(page).first().hover();
    await page.clock.runFor(15_000);
    await expect(visibleSlides(page).first()).toContainText(testimonials[0].name);
    await page.getByRole('button', { name: 'Pause testimonials' }).click();
    await page.getByRole('button', { name: 'Previous testimonial' }).click();
    await expect(visibleSlides(page).first()).toContainText(testimonials[9].name);
    await page.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(visibleSlides(page).first()).toContainText(testimonials[0].name);
    await page.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(visibleSlides(page).first()).toContainText(testimonials[1].name);
    await expect(page.locator('[aria-roledescription="slide"]').nth(0)).toHaveAttribute('aria-hidden', 'true');
    await expect(page.locator('[aria-roledescription="slide"]').nth(1)).not.toHaveAttribute('aria-hidden', /.*/);
    await expect(visibleSlides(page).last()).toBeInViewport({ ratio: 0.95 });
    await expect(page.locator('[aria-roledescription="slide"]').nth(0)).not.toBeInViewport({ ratio: 0.5 });
    await page.getByRole('button', { name: 'Previous testimonial' }).click();
    await pointerAway(page);
    await page.clock.runFor(15_000);
    await expect(visibleSlides(page).first()).toContainText(testimonials[0].name);
    expect(errors).toEqual([]);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ['/', '/fr']) {
    test(`${path}: the hero's text, buttons and illustration fit the screen`, async ({ page }) => {
      await page.goto(path);
      const hero = page.locator('main section').first();
      for (const el of [hero.locator('h1'), hero.locator('p').first(), hero.getByRole('img').first()]) {
        const box = await el.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
      }
      for (const link of await hero.getByRole('link').all()) {
        const box = await link.boundingBox();
        expect(box && box.x + box.width <= 390).toBe(true);
      }
    });
  }

  test('testimonials show one at a time and cycle through all twelve', async ({ page }) => {
    await pausedClock(page);
    await page.goto('/');
    await ready(page, 'TestimonialCarousel', '[data-rotation="testimonials"][data-positions="12"]');
    await pointerAway(page);
    await expect(visibleSlides(page)).toHaveCount(1);
    for (let i = 1; i < testimonials.length; i++) {
      await page.clock.runFor(5000);
      await expect(visibleSlides(page)).toContainText(testimonials[i].name);
    }
    await page.clock.runFor(5000);
    await expect(visibleSlides(page)).toContainText(testimonials[0].name);
    await expect(visibleSlides(page)).toBeInViewport();
  });

  test('a swipe moves the testimonials by one', async ({ page }) => {
    await pausedClock(page);
    await page.goto('/');
    await ready(page, 'TestimonialCarousel', '[data-rotation="testimonials"][data-positions="12"]');
    const swipe = (from: number, to: number) =>
      page
        .locator('[data-rotation="testimonials"] > div')
        .first()
        .evaluate(
          (el, [x0, x1]) => {
            const touch = (x: number) => new Touch({ identifier: 1, target: el, clientX: x, clientY: 300 });
            el.dispatchEvent(
              new TouchEvent('touchstart', { bubbles: true, touches: [touch(x0)], changedTouches: [touch(x0)] }),
            );
            el.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(x1)] }));
          },
          [from, to],
        );
    await swipe(300, 100);
    await expect(visibleSlides(page)).toContainText(testimonials[1].name);
    await swipe(100, 300);
    await expect(visibleSlides(page)).toContainText(testimonials[0].name);
    await swipe(200, 180); // too short to count
    await expect(visibleSlides(page)).toContainText(testimonials[0].name);
  });

  test('nothing overflows the page width', async ({ page }) => {
    await page.goto('/');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
});
