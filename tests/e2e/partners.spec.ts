import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../../playwright.config';
import { hydrated, pausedClock, scrollThrough, uniqueEmail } from './helpers';
import { LENDERS } from '~/data/facts';
import { lenderStats } from '~/data/partners';

const auth = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

/** The stored partnership inquiry of `email`, read through the authorised staff list. */
async function storedInquiry(request: APIRequestContext, email: string) {
  const res = await request.get('/api/partnerships?limit=500', { headers: auth });
  expect(res.status()).toBe(200);
  const list = (await res.json()) as Record<string, unknown>[];
  return list.find((r) => r.email === email);
}

/** Distance of the element's top from the viewport top, once smooth scrolling has settled. */
async function expectTopAt100(locator: Locator) {
  await expect
    .poll(async () => Math.abs((await locator.evaluate((el) => el.getBoundingClientRect().top)) - 100), {
      timeout: 5_000,
    })
    .toBeLessThanOrEqual(2);
}

/** Records CSP violations from the first script on. */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { cspViolations: string[] }).cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { cspViolations: string[] }).cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
}
const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

const activeCard = (scope: Locator) => scope.locator('[data-active="true"]');

/** Fills the visible fields of a page's PartnershipForm. */
async function fillPartnership(form: Locator, email: string, goals: string) {
  await form.getByLabel('Company').fill('Harbour Capital');
  await form.getByLabel('First Name').fill('Ria');
  await form.getByLabel('Last Name').fill('Patel');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('+1 647 555 0142');
  await form.getByLabel('Comments').fill(goals);
}

const pages = [
  { path: '/partners', heading: 'Partner With Boundless AI' },
  { path: '/lenders', heading: 'Supercharge Your Lending Potential' },
  { path: '/referral-partners', heading: 'Elevate Your Network With Boundless AI' },
  { path: '/apis', heading: 'Integrate With Boundless AI' },
  { path: '/partner-contact', heading: 'Become A Partner' },
];

test.describe('partner pages: sections', () => {
  test('/partners: hero, three programme cards, the Finaloop case study, three benefits and the form', async ({
    page,
  }) => {
    await page.goto('/partners');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partner With Boundless AI');

    const programs = page.locator('#programs');
    await expect(programs.getByRole('heading', { level: 3 })).toHaveText(['Lenders', 'Referral Partners', 'APIs']);
    await expect(programs.getByRole('link')).toHaveCount(3);
    for (const [name, href] of [
      [/Lenders/, '/lenders'],
      [/Referral Partners/, '/referral-partners'],
      [/APIs/, '/apis'],
    ] as const) {
      await expect(programs.getByRole('link', { name })).toHaveAttribute('href', href);
    }

    const study = page.locator('#case-study');
    await expect(study.getByText('E-commerce accounting firm', { exact: false })).toBeVisible();
    await expect(study.getByRole('heading', { level: 2 })).toContainText('Finaloop');
    await expect(study.locator('figure blockquote')).toContainText('Our clients already put in the work');
    await expect(study.locator('figcaption')).toHaveText('CEO, Finaloop');
    await expect(study.getByRole('link', { name: 'Book a Meeting' })).toHaveAttribute('href', '/partner-contact');
    await expect(study.getByRole('link', { name: /^Read More/ })).toHaveAttribute(
      'href',
      '/blog/finaloop-boundless-partnership',
    );
    await expect(study.locator('dd')).toHaveText(['23%', '64%']);

    await expect(page.locator('#benefits').getByRole('heading', { level: 3 })).toHaveCount(3);
    await expect(page.locator('section#partnership-form form')).toHaveCount(1);
  });

  test('a programme card navigates to its page, at the top', async ({ page }) => {
    await page.goto('/partners');
    await page
      .locator('#programs')
      .getByRole('link', { name: /Referral Partners/ })
      .click();
    await expect(page).toHaveURL(/\/referral-partners$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Elevate Your Network With');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('/lenders: hero with Join Our Network, the four-benefit carousel, three features, stats and the form', async ({
    page,
  }) => {
    await page.goto('/lenders');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Supercharge Your Lending Potential');
    await expect(page.getByRole('link', { name: 'Join Our Network' })).toHaveAttribute('href', '#partnership-form');
    await expect(page.getByRole('tab')).toHaveText([
      /Access Vetted Businesses/,
      /Gain and Retain Clients/,
      /Simplify Your Process/,
      /Modernize Your Diligence/,
    ]);
    await expect(page.locator('#features').getByRole('heading', { level: 3 })).toHaveText([
      'AI-Powered Matching',
      'Qualified Deal Flow',
      'Risk Mitigation',
    ]);
    const stats = page.getByRole('region', { name: 'Results across our network' });
    await expect(stats.locator('dd')).toHaveText(lenderStats.map((s) => s.number));
    await expect(page.locator('section#partnership-form form')).toHaveCount(1);
  });

  test('/referral-partners: hero with Book a Meeting, three advantages, the six audiences as a list, a case study and the form', async ({
    page,
  }) => {
    await page.goto('/referral-partners');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Elevate Your Network With Boundless AI');
    await expect(page.getByRole('link', { name: 'Book a Meeting' }).first()).toHaveAttribute(
      'href',
      '#partnership-form',
    );
    await expect(page.locator('#advantages').getByRole('heading', { level: 3 })).toHaveText([
      'Easy Referral Process',
      'Real-Time Tracking',
      'Competitive Commissions',
    ]);
    const orbit = page.locator('#who-we-empower');
    await expect(orbit.getByRole('heading', { level: 2 })).toHaveText('Who We Empower');
    const audiences = orbit.getByRole('list').first().getByRole('listitem');
    await expect(audiences).toHaveCount(6);
    for (const name of [
      'Accounting Firms',
      'CFOs',
      'Lenders',
      'Software Companies',
      'Logistics Consultants',
      'Marketing Agencies',
    ]) {
      await expect(audiences.filter({ hasText: name })).toHaveCount(1);
    }
    await expect(page.locator('#case-study figcaption')).toHaveText('CEO, Finaloop');
    await expect(page.locator('section#partnership-form form')).toHaveCount(1);
  });

  test('/apis: hero, the three integration steps with Book A Meeting, three API features and the form', async ({
    page,
  }) => {
    await page.goto('/apis');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Integrate With Boundless AI');
    const steps = page.locator('#integration-steps');
    await expect(steps.getByRole('heading', { level: 2 })).toHaveText('Enhance Your Value and Integrate With Ease');
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
      'Partnership Setup',
      'API Integration',
      'Launch & Optimize',
    ]);
    await expect(steps.getByRole('link', { name: 'Book A Meeting' })).toHaveAttribute('href', '#partnership-form');
    const features = page.locator('#api-features');
    await expect(features.getByRole('heading', { level: 2 })).toHaveText('Powerful API Features');
    await expect(features.getByRole('heading', { level: 3 })).toHaveText([
      'RESTful API',
      'Real-time Processing',
      'Enterprise Security',
    ]);
    await expect(page.locator('section#partnership-form form')).toHaveCount(1);
  });

  test('/partner-contact: the static form, why-partner cards and the Ready to Partner? banner', async ({ page }) => {
    await page.goto('/partner-contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Become A Partner');
    const form = page.locator('#become-a-partner-form');
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form).toHaveAttribute('action', '/partners#partnership-form');
    for (const label of [
      'Company Name',
      'First Name',
      'Last Name',
      'Work Email',
      'Phone',
      'Partnership Type',
      'Tell Us About Your Business',
    ]) {
      await expect(form.getByLabel(label)).toHaveAttribute('required', '');
    }
    await expect(page.locator('#why-partner').getByRole('heading', { level: 3 })).toHaveCount(3);
    const banner = page.locator('section', { has: page.getByRole('heading', { name: 'Ready to Partner?' }) });
    await expect(banner.getByText('within 24 hours')).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Get Started Above' })).toHaveAttribute('href', '#top');
    await expect(banner.getByRole('link', { name: 'Learn More About Partnerships' })).toHaveAttribute(
      'href',
      '/partners',
    );
  });
});

test.describe('scroll-to-form buttons and hash offsets', () => {
  for (const { path, button, index } of [
    { path: '/partners', button: 'Become a Partner', index: 0 },
    { path: '/lenders', button: 'Join Our Network', index: 0 },
    { path: '/referral-partners', button: 'Book a Meeting', index: 0 },
    { path: '/apis', button: 'Book A Meeting', index: 0 },
    { path: '/apis', button: 'Book A Meeting', index: 1 },
  ]) {
    test(`${path}: '${button}' (#${index + 1}) scrolls smoothly to the form, 100 px below the top, and moves focus there`, async ({
      page,
    }) => {
      await page.goto(path);
      const link = page.getByRole('link', { name: button, exact: true }).nth(index);
      await link.scrollIntoViewIfNeeded();
      await link.click();
      const form = page.locator('section#partnership-form');
      await expectTopAt100(form);
      await expect(page).toHaveURL(new RegExp(`${path}#partnership-form$`));
      await expect(form).toBeFocused();
    });
  }

  for (const path of ['/partners', '/lenders', '/referral-partners', '/apis']) {
    test(`${path}#partnership-form on load and on hash change puts the form 100 px below the top`, async ({ page }) => {
      await page.goto(`${path}#partnership-form`);
      const form = page.locator('section#partnership-form');
      await expectTopAt100(form);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.evaluate(() => (location.hash = ''));
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.evaluate(() => (location.hash = '#partnership-form'));
      await expectTopAt100(form);
    });
  }

  test('the form still lands 100 px below the top when the page above it grows during the scroll', async ({ page }) => {
    // As when the web font swaps in or an island hydrates above the target while the smooth scroll runs.
    await page.goto('/lenders');
    await page.evaluate(() => {
      document.querySelector<HTMLElement>('a[data-smooth][href="#partnership-form"]')!.click();
      const grown = document.createElement('div');
      grown.style.height = '57px';
      document.querySelector('main')!.prepend(grown);
    });
    await expectTopAt100(page.locator('section#partnership-form'));
  });

  test('hash scrolling waits 300 ms after load and 100 ms after a hash change', async ({ page }) => {
    await pausedClock(page);
    await page.goto('/lenders#partnership-form');
    const form = page.locator('section#partnership-form');
    // Move away before the delayed scroll runs: only the script brings the form back.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.clock.runFor(250);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.clock.runFor(100);
    await expectTopAt100(form);

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.evaluate(() => (location.hash = '#features'));
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.clock.runFor(50);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.clock.runFor(100);
    await expectTopAt100(page.locator('#features'));
  });
});

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

test.describe('each page sends its partnership type and businessDescription', () => {
  for (const { path, type, label, description } of [
    { path: '/lenders', type: 'lender', label: 'Lending Partner', description: 'Lending partnership inquiry' },
    {
      path: '/referral-partners',
      type: 'referral',
      label: 'Referral Partner',
      description: 'Referral partnership inquiry',
    },
    { path: '/apis', type: 'api', label: 'API Partner', description: 'API integration partnership inquiry' },
  ]) {
    test(`${path} → ${type}, '${description}'`, async ({ page, request }) => {
      await page.goto(`${path}#partnership-form`);
      await hydrated(page, 'PartnershipForm');
      const form = page.locator('#partnership-form form');
      await expect(form.getByLabel('Partnership Type')).toHaveValue(type);
      await expect(form.getByLabel('Partnership Type').locator('option:checked')).toHaveText(label);
      const email = uniqueEmail(type);
      await fillPartnership(form, email, `Inquiry from ${path}`);
      await form.getByRole('button', { name: 'Submit Inquiry' }).click();
      await expect(form.getByText('Thanks! Your partnership inquiry has been received.')).toBeVisible();
      // After success the type is back on the page default.
      await expect(form.getByLabel('Partnership Type')).toHaveValue(type);
      expect(await storedInquiry(request, email)).toMatchObject({
        company: 'Harbour Capital',
        firstName: 'Ria',
        lastName: 'Patel',
        email,
        phone: '+1 647 555 0142',
        jobTitle: 'Not specified',
        partnershipType: type,
        businessDescription: description,
        fundingRange: 'Not specified',
        clientVolume: 'Not specified',
        partnershipGoals: `Inquiry from ${path}`,
        consent: false,
      });
    });
  }
});

test.describe('/partner-contact hands what was typed to the working form', () => {
  test('the browser requires every field before leaving the page', async ({ page }) => {
    await page.goto('/partner-contact');
    await page.getByRole('button', { name: 'Continue to Review' }).click();
    await expect(page).toHaveURL(/\/partner-contact$/);
    expect(await page.locator('#become-a-partner-form :invalid').count()).toBe(7);
  });

  test('the values arrive in the hub form, leave the address bar, and are sent from there', async ({
    page,
    request,
  }) => {
    await page.goto('/partner-contact');
    const s = page.locator('#become-a-partner-form');
    const email = uniqueEmail('handover');
    await s.getByLabel('Company Name').fill('Northwind Software');
    await s.getByLabel('First Name').fill('Jo');
    await s.getByLabel('Last Name').fill("O'Neil");
    await s.getByLabel('Work Email').fill(email);
    await s.getByLabel('Phone').fill('+1 604 555 0110');
    await s.getByLabel('Partnership Type').selectOption({ label: 'API Partner' });
    await s
      .getByLabel('Tell Us About Your Business')
      .fill('We run invoicing for 4,000 shops.\nFunding inside our app & more?');
    await s.getByRole('button', { name: 'Continue to Review' }).click();

    // The hash scroll brings the form into view (100 px below the top), which hydrates it; it reads the query
    // and removes it from the address bar.
    await expectTopAt100(page.locator('section#partnership-form'));
    await page.locator('astro-island[component-url*="/PartnershipForm."]:not([ssr])').waitFor({ state: 'attached' });
    await expect(page).toHaveURL(/\/partners#partnership-form$/);
    const form = page.locator('#partnership-form form');
    await expect(
      form.getByRole('status').filter({ hasText: 'We have filled in the details you entered on the previous page' }),
    ).toBeVisible();
    await expect(form.getByLabel('Company')).toHaveValue('Northwind Software');
    await expect(form.getByLabel('First Name')).toHaveValue('Jo');
    await expect(form.getByLabel('Last Name')).toHaveValue("O'Neil");
    await expect(form.getByLabel('Email')).toHaveValue(email);
    await expect(form.getByLabel('Phone')).toHaveValue('+1 604 555 0110');
    await expect(form.getByLabel('Partnership Type')).toHaveValue('api');
    await expect(form.getByLabel('Comments')).toHaveValue(
      'We run invoicing for 4,000 shops.\nFunding inside our app & more?',
    );

    await form.getByLabel(/I agree to be contacted/).check();
    await form.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expect(form.getByText('Thanks! Your partnership inquiry has been received.')).toBeVisible();
    await expect(form.getByText('We have filled in the details')).toHaveCount(0);
    expect(await storedInquiry(request, email)).toMatchObject({
      company: 'Northwind Software',
      firstName: 'Jo',
      lastName: "O'Neil",
      phone: '+1 604 555 0110',
      partnershipType: 'api',
      businessDescription: 'General partnership inquiry',
      partnershipGoals: 'We run invoicing for 4,000 shops.\nFunding inside our app & more?',
      consent: true,
    });
  });

  test("'Get Started Above' scrolls to the top and puts focus on the first field", async ({ page }) => {
    await page.goto('/partner-contact');
    const link = page.getByRole('link', { name: 'Get Started Above' });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByLabel('Company Name')).toBeFocused();
    await expect(page).toHaveURL(/\/partner-contact$/);
  });
});

test.describe('partner pages: accessibility, CSP and layout', () => {
  for (const { path, heading } of pages) {
    test(`${path}: no axe violations and no CSP violations`, async ({ page }) => {
      await watchCsp(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await scrollThrough(page);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      expect(await cspViolations(page)).toEqual([]);
    });
  }

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    for (const { path } of pages) {
      test(`${path}: nothing overflows sideways and axe finds nothing`, async ({ page }) => {
        await page.goto(path);
        await scrollThrough(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        const { violations } = await new AxeBuilder({ page }).analyze();
        expect(violations.map((v) => v.id)).toEqual([]);
      });
    }
  });
});
