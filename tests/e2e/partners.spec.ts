import { expect, test, type Locator, type Page } from '@playwright/test';
import { pausedClock, scrollThrough } from './helpers';
import { lenderStats } from '~/data/partners';
import { localizeStats } from '~/lib/stats';
import { axeOn } from './axe';

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
    await expect(stats.locator('dd')).toHaveText(localizeStats(lenderStats, 'en').map((s) => s.number));
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

test.describe('partner pages: accessibility, CSP and layout', () => {
  for (const { path, heading } of pages) {
    test(`${path}: no axe violations and no CSP violations`, async ({ page }) => {
      await watchCsp(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await scrollThrough(page);
      const { violations } = await axeOn(page).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      expect(await cspViolations(page)).toEqual([]);
    });
  }

  test.describe('on a phone', () => {
    // Reduced motion: axe judges the settled page, not a card halfway through its fade-in on a busy machine.
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
    for (const { path } of pages) {
      test(`${path}: nothing overflows sideways and axe finds nothing`, async ({ page }) => {
        await page.goto(path);
        await scrollThrough(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        const { violations } = await axeOn(page).analyze();
        expect(violations.map((v) => v.id)).toEqual([]);
      });
    }
  });
});
