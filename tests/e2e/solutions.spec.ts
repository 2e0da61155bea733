import { expect, test } from '@playwright/test';
import { pausedClock } from './helpers';
import { leave, ready, settle } from './island-helpers';

test.describe('/how-it-works steps', () => {
  test('first pass: starts about 1 s after load, one step every 5 s, stops after step 4', async ({ page }) => {
    await pausedClock(page);
    await page.goto('/how-it-works');
    const steps = await ready(page, '[data-active-step]');
    const active = () => steps.locator('li[aria-current="step"] h3');
    await expect(steps).toHaveAttribute('data-active-step', '-1');
    await page.clock.runFor(999);
    await expect(steps).toHaveAttribute('data-active-step', '-1');
    await page.clock.runFor(1);
    await expect(active()).toHaveText('Complete Your Profile');
    await page.clock.runFor(4999);
    await expect(active()).toHaveText('Complete Your Profile');
    await page.clock.runFor(1);
    await expect(active()).toHaveText('AI Analysis');
    await page.clock.runFor(5000);
    await expect(active()).toHaveText('Connect with Lenders');
    await page.clock.runFor(5000);
    await expect(active()).toHaveText('Secure Funding');
    // One pass only.
    await page.clock.runFor(30_000);
    await expect(active()).toHaveText('Secure Funding');
    await expect(steps.getByRole('button', { name: 'Play step highlights' })).toBeVisible();
  });

  test('hover pins a step; 2 s after nothing is hovered a second auto-cycle starts from it', async ({ page }) => {
    await pausedClock(page);
    await page.goto('/how-it-works');
    const steps = await ready(page, '[data-active-step]');
    await page.clock.runFor(1000);
    await expect(steps).toHaveAttribute('data-active-step', '0');
    await steps.locator('li').nth(2).hover();
    await settle(page);
    await expect(steps).toHaveAttribute('data-active-step', '2');
    await page.clock.runFor(20_000);
    await expect(steps).toHaveAttribute('data-active-step', '2');
    await leave(page);
    await page.clock.runFor(1999);
    await expect(steps).toHaveAttribute('data-active-step', '2');
    await page.clock.runFor(1);
    await expect(steps).toHaveAttribute('data-active-step', '3');
    await page.clock.runFor(5000);
    await expect(steps).toHaveAttribute('data-active-step', '0');
    await page.clock.runFor(5000);
    await expect(steps).toHaveAttribute('data-active-step', '1');
    // The second cycle is one pass too: it ends on the step before the pinned one.
    await page.clock.runFor(30_000);
    await expect(steps).toHaveAttribute('data-active-step', '1');
  });

  test('the pause button stops the cycle and play resumes it', async ({ page }) => {
    await pausedClock(page);
    await page.goto('/how-it-works');
    const steps = await ready(page, '[data-active-step]');
    await page.clock.runFor(1000);
    await steps.getByRole('button', { name: 'Pause step highlights' }).click();
    await leave(page);
    await page.clock.runFor(20_000);
    await expect(steps).toHaveAttribute('data-active-step', '0');
    await steps.getByRole('button', { name: 'Play step highlights' }).click();
    await leave(page);
    await page.clock.runFor(5000);
    await expect(steps).toHaveAttribute('data-active-step', '1');
  });
});

test.describe('/how-it-works screenshot carousel', () => {
  test('waits 4 s, then advances every 6 s through the four screens', async ({ page }) => {
    await pausedClock(page);
    await page.goto('/how-it-works');
    const carousel = await ready(page, '[data-active-screen]');
    await leave(page);
    await expect(carousel).toHaveAttribute('data-active-screen', 'home');
    await page.clock.runFor(3999);
    await expect(carousel).toHaveAttribute('data-active-screen', 'home');
    await page.clock.runFor(1);
    await expect(carousel).toHaveAttribute('data-active-screen', 'document-upload');
    await page.clock.runFor(5999);
    await expect(carousel).toHaveAttribute('data-active-screen', 'document-upload');
    await page.clock.runFor(1);
    await expect(carousel).toHaveAttribute('data-active-screen', 'lender-match');
    await page.clock.runFor(6000);
    await expect(carousel).toHaveAttribute('data-active-screen', 'debt-table');
    await page.clock.runFor(6000);
    await expect(carousel).toHaveAttribute('data-active-screen', 'home');
    await expect(carousel.getByRole('img', { name: /home screen/i })).toBeVisible();
  });

  test('a click expands the image at 1.5×, pauses rotation, and a second click or Escape closes it', async ({
    page,
  }) => {
    await pausedClock(page);
    await page.goto('/how-it-works');
    const carousel = await ready(page, '[data-active-screen]');
    const trigger = carousel.getByRole('button', { name: 'Click to enlarge: Home screen' });
    const inline = await trigger.boundingBox();
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Home screen, enlarged' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    const zoomed = await dialog.getByRole('img').boundingBox();
    expect(zoomed!.width / inline!.width).toBeCloseTo(1.5, 1);
    // Paused while expanded.
    await page.clock.runFor(30_000);
    await expect(carousel).toHaveAttribute('data-active-screen', 'home');
    // A second click toggles it back.
    await dialog.getByRole('button', { name: 'Shrink screenshot' }).click();
    await expect(dialog).toBeHidden();
    await trigger.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    // Closed, nothing hovered or focused: rotation resumes.
    await leave(page);
    await page.clock.runFor(6000);
    await expect(carousel).toHaveAttribute('data-active-screen', 'document-upload');
  });

  test('hover pauses it; a screen button selects a screen', async ({ page }) => {
    await pausedClock(page);
    await page.goto('/how-it-works');
    const carousel = await ready(page, '[data-active-screen]');
    await carousel.hover();
    await settle(page);
    await page.clock.runFor(30_000);
    await expect(carousel).toHaveAttribute('data-active-screen', 'home');
    await carousel.getByRole('button', { name: 'Debt table', exact: true }).click();
    await expect(carousel).toHaveAttribute('data-active-screen', 'debt-table');
    await expect(carousel.getByRole('button', { name: 'Debt table', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

test.describe('/how-it-works content', () => {
  test('featured testimonial and the two calls to action', async ({ page }) => {
    await page.goto('/how-it-works');
    await expect(page.locator('main figure blockquote').first()).toBeVisible();
    const start = page.getByRole('main').getByRole('link', { name: /Get Started Free/ });
    await expect(start).toHaveAttribute('href', /\/signup$/);
    await expect(start).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: "Who We've Funded" })).toHaveAttribute('href', '/who-we-help');
    for (const title of ['Complete Your Profile', 'AI Analysis', 'Connect with Lenders', 'Secure Funding']) {
      await expect(page.getByRole('heading', { name: title, level: 3 })).toBeVisible();
    }
  });
});

test.describe('/who-we-help', () => {
  test('seven industry cards with their lists; the highlight moves every 5 s and pauses on hover', async ({ page }) => {
    await pausedClock(page);
    await page.goto('/who-we-help');
    const grid = await ready(page, '[data-active-industry]');
    await leave(page);
    const cards = grid.locator(':scope > ul > li');
    await expect(cards).toHaveCount(7);
    const titles = [
      'Ecommerce',
      'SaaS',
      'Retail',
      'Professional Services',
      'Manufacturing',
      'Transportation',
      'Other Industries',
    ];
    await expect(cards.locator('h3')).toHaveText(titles);
    for (let i = 0; i < 7; i++) expect(await cards.nth(i).locator('ul li').count()).toBeGreaterThanOrEqual(3);
    const active = grid.locator(':scope > ul > li[data-active="true"] h3');
    await expect(active).toHaveText('Ecommerce');
    await page.clock.runFor(4999);
    await expect(active).toHaveText('Ecommerce');
    await page.clock.runFor(1);
    await expect(active).toHaveText('SaaS');
    await page.clock.runFor(5000 * 5);
    await expect(active).toHaveText('Other Industries');
    await page.clock.runFor(5000);
    await expect(active).toHaveText('Ecommerce');
    await cards.nth(3).hover();
    await settle(page);
    await page.clock.runFor(20_000);
    await expect(active).toHaveText('Ecommerce');
    await leave(page);
    await page.clock.runFor(5000);
    await expect(active).toHaveText('SaaS');
  });

  test('six success stories with the exact amounts and products, all in the last 12 months', async ({ page }) => {
    await page.goto('/who-we-help');
    const cards = page.locator('[data-active-story] > ul > li');
    await expect(cards).toHaveCount(6);
    const expected = [
      ['$5M', 'Term loan'],
      ['$1M', 'Tranched term loan'],
      ['$1.5M', 'Invoice factoring'],
      ['$3.2M', 'SBA loan'],
      ['$700K', 'Venture debt'],
      ['$1.6M', 'Asset-based revolver'],
    ];
    for (const [i, [amount, product]] of expected.entries()) {
      await expect(cards.nth(i)).toContainText(amount);
      await expect(cards.nth(i)).toContainText(product);
      await expect(cards.nth(i)).toContainText('in the last 12 months');
    }
  });

  test('story highlight every 4 s; the ring ticks every 100 ms in 2 % steps and is hidden below 1150 px', async ({
    page,
  }) => {
    await pausedClock(page);
    await page.goto('/who-we-help');
    const stories = await ready(page, '[data-active-story]');
    await leave(page);
    const list = page.locator('[data-active-story]');
    const ring = list.locator('li[data-active="true"] svg[data-progress]');
    await expect(list).toHaveAttribute('data-active-story', '0');
    await expect(ring).toHaveAttribute('data-progress', '0');
    await page.clock.runFor(100);
    await expect(ring).toHaveAttribute('data-progress', '2');
    await page.clock.runFor(100);
    await expect(ring).toHaveAttribute('data-progress', '4');
    await page.clock.runFor(800);
    await expect(ring).toHaveAttribute('data-progress', '20');
    await page.clock.runFor(2900);
    await expect(ring).toHaveAttribute('data-progress', '78');
    await expect(list).toHaveAttribute('data-active-story', '0');
    await page.clock.runFor(100);
    await expect(list).toHaveAttribute('data-active-story', '1');
    await expect(ring).toHaveAttribute('data-progress', '0');
    await page.clock.runFor(4000 * 5);
    await expect(list).toHaveAttribute('data-active-story', '0');
    await expect(ring).toBeVisible();
    await page.setViewportSize({ width: 1149, height: 800 });
    await expect(ring).toBeHidden();
    await page.setViewportSize({ width: 1150, height: 800 });
    await expect(ring).toBeVisible();
    // Hover pauses the highlight and the ring.
    await stories.locator('li').first().hover();
    await settle(page);
    await page.clock.runFor(10_000);
    await expect(list).toHaveAttribute('data-active-story', '0');
  });

  test('testimonials: 3 at a time on desktop, every 5 s, wrapping after length − 3', async ({ page }) => {
    await pausedClock(page);
    await page.goto('/who-we-help');
    const carousel = await ready(page, '[aria-roledescription="carousel"]');
    await leave(page);
    await expect(carousel).toHaveAttribute('data-visible', '3');
    const slides = carousel.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(12);
    await expect(carousel.locator('[data-shown="true"]')).toHaveCount(3);
    await expect(carousel.locator('[data-shown="true"]').first()).toContainText('Sofia Marquez');
    for (const slide of await carousel.locator('[data-shown="true"]').all()) {
      await expect(slide).toBeInViewport();
      await expect(slide).toContainText('Rated 5 out of 5');
    }
    await page.clock.runFor(4999);
    await expect(carousel).toHaveAttribute('data-position', '0');
    await page.clock.runFor(1);
    await expect(carousel).toHaveAttribute('data-position', '1');
    await page.clock.runFor(5000 * 8);
    await expect(carousel).toHaveAttribute('data-position', '9');
    await expect(carousel.locator('[data-shown="true"]').last()).toContainText('Noah Fischer');
    await page.clock.runFor(5000);
    await expect(carousel).toHaveAttribute('data-position', '0');
    await expect(carousel.getByText('Testimonials 1 to 3 of 12')).toBeVisible();
    // Hover pauses; the arrows move by one.
    await carousel.hover();
    await settle(page);
    await page.clock.runFor(20_000);
    await expect(carousel).toHaveAttribute('data-position', '0');
    await carousel.getByRole('button', { name: 'Previous testimonials' }).click();
    await expect(carousel).toHaveAttribute('data-position', '9');
    await carousel.getByRole('button', { name: 'Next testimonials' }).click();
    await expect(carousel).toHaveAttribute('data-position', '0');
  });
});

test('/who-we-help and /how-it-works carry all their content in the static HTML', async ({ request }) => {
  const whoWeHelp = await (await request.get('/who-we-help')).text();
  for (const name of [
    'Sofia Marquez',
    'James Whitaker',
    'Amara Osei',
    'Liam Chen',
    'Hannah Dubois',
    'Marcus Reid',
    'Priya Shah',
    'Diego Alvarez',
    'Emily Larsen',
    'Kwame Mensah',
    'Olivia Grant',
    'Noah Fischer',
  ]) {
    expect(whoWeHelp).toContain(name);
  }
  for (const text of ['Other Industries', 'Transportation', '$3.2M', 'Asset-based revolver'])
    expect(whoWeHelp).toContain(text);
  const howItWorks = await (await request.get('/how-it-works')).text();
  for (const text of ['Complete Your Profile', 'Secure Funding', '/images/screens/debt-table.svg'])
    expect(howItWorks).toContain(text);
});

test.describe('/who-we-help on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('testimonials show one at a time and go through all 12', async ({ page }) => {
    await pausedClock(page);
    await page.goto('/who-we-help');
    const carousel = await ready(page, '[aria-roledescription="carousel"]');
    await page.mouse.move(1, 1);
    await expect(carousel).toHaveAttribute('data-visible', '1');
    await expect(carousel.locator('[data-shown="true"]')).toHaveCount(1);
    await page.clock.runFor(5000 * 11);
    await expect(carousel).toHaveAttribute('data-position', '11');
    await expect(carousel.locator('[data-shown="true"]')).toContainText('Noah Fischer');
    await expect(carousel.getByText('Testimonial 12 of 12')).toBeVisible();
    await page.clock.runFor(5000);
    await expect(carousel).toHaveAttribute('data-position', '0');
  });

  test('the success-story ring is hidden', async ({ page }) => {
    await page.goto('/who-we-help');
    await ready(page, '[data-active-story]');
    await expect(page.locator('[data-active-story] svg[data-progress]')).toBeHidden();
  });
});
