import { expect, test } from '@playwright/test';
import { company } from '~/i18n/en/company';
import { faqFor } from '~/lib/faq';
import { scrollThrough } from './helpers';
import { axeOn } from './axe';

const contactFaq = faqFor(company.faq);

const BOOKING = 'https://calendly.com/boundless-ai/intro-call';
const SIGNUP = 'https://app.boundless-ai.com/signup';

test.describe('/contact-us', () => {
  test('hero, the message form, and the Get in Touch column with its four cards', async ({ page }) => {
    await page.goto('/contact-us');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    const contact = page.locator('#contact-form');
    await expect(contact.getByRole('heading', { name: 'Send Us a Message' })).toBeVisible();
    await expect(contact.locator('form')).toHaveCount(1);

    const touch = contact.getByRole('list', { name: 'Get in Touch' });
    await expect(touch.getByRole('heading', { level: 3 })).toHaveText([
      'Email Us',
      'Business Hours',
      'Book A Call',
      'Need Immediate Assistance?',
    ]);
    const email = touch.getByRole('listitem').filter({ hasText: 'Email Us' });
    await expect(email.getByRole('link', { name: 'support@boundless-ai.com' })).toHaveAttribute(
      'href',
      'mailto:support@boundless-ai.com',
    );
    await expect(email).toContainText('within 24 hours');
    const hours = touch.getByRole('listitem').filter({ hasText: 'Business Hours' });
    await expect(hours).toContainText('Monday to Friday, 9 AM to 5 PM Eastern Time');
    await expect(hours).not.toContainText(/weekend|EST/);

    const call = touch.getByRole('link', { name: /^Book A Call/ });
    await expect(call).toHaveAttribute('href', BOOKING);
    await expect(call).toHaveAttribute('target', '_blank');
    await expect(call).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(call).toHaveAccessibleName('Book A Call (opens in a new tab)');

    const start = touch
      .getByRole('listitem')
      .filter({ hasText: 'Need Immediate Assistance?' })
      .getByRole('link', { name: /Get Started Free/ });
    await expect(start).toHaveAttribute('href', SIGNUP);
    await expect(start).toHaveAttribute('target', '_blank');
  });

  test('the Book A Call card opens the scheduler in a new tab', async ({ page, context }) => {
    await context.route(`${BOOKING}*`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Scheduler</title>' }),
    );
    await page.goto('/contact-us');
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: /^Book A Call/ }).click(),
    ]);
    await expect(popup).toHaveURL(BOOKING);
    await expect(page).toHaveURL(/\/contact-us$/);
  });

  test('the FAQ is a disclosure list of the four questions, closed, opened by click or keyboard', async ({ page }) => {
    await page.goto('/contact-us');
    const faq = page.locator('#faq');
    await expect(faq.getByRole('heading', { level: 2 })).toHaveText('Frequently Asked Questions');
    const questions = faq.locator('summary');
    await expect(questions).toHaveText(contactFaq.map((f) => f.question));
    expect(contactFaq.map((f) => f.id)).toEqual(['speed', 'cost', 'business-types', 'data']);

    const first = faq.locator('details').first();
    await expect(first).not.toHaveAttribute('open');
    await expect(first.getByText(contactFaq[0].answer)).toBeHidden();
    await questions.first().click();
    await expect(first).toHaveAttribute('open', '');
    await expect(first.getByText(contactFaq[0].answer)).toBeVisible();
    await questions.first().click();
    await expect(first).not.toHaveAttribute('open');

    // Keyboard: Tab reaches each question; Enter and Space toggle it.
    await questions.nth(1).focus();
    await page.keyboard.press('Enter');
    await expect(faq.locator('details').nth(1)).toHaveAttribute('open', '');
    await page.keyboard.press('Tab');
    await expect(questions.nth(2)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(faq.getByText(contactFaq[2].answer)).toBeVisible();
  });

  test('FAQPage structured data matches the visible questions and is allowed by the CSP', async ({ page }) => {
    const violations: string[] = [];
    await page.addInitScript(() => {
      (window as unknown as { csp: string[] }).csp = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { csp: string[] }).csp.push(e.violatedDirective),
      );
    });
    page.on('console', (m) => m.type() === 'error' && violations.push(m.text()));
    await page.goto('/contact-us');
    const blocks = page.locator('head script[type="application/ld+json"]');
    await expect(blocks).toHaveCount(1);
    const data = JSON.parse((await blocks.textContent()) ?? '');
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: contactFaq.map((f) => ({
        '@type': 'Question',
        name: f.question,
        acceptedAnswer: { '@type': 'Answer', text: f.answer },
      })),
    });
    await expect(page.locator('meta[http-equiv="content-security-policy"]')).toHaveCount(1);
    await scrollThrough(page);
    expect(await page.evaluate(() => (window as unknown as { csp: string[] }).csp)).toEqual([]);
    expect(violations.filter((v) => /Content Security Policy/i.test(v))).toEqual([]);
  });

  test("the 'Ready to Get Started?' banner", async ({ page }) => {
    await page.goto('/contact-us');
    const banner = page.locator('section', { has: page.getByRole('heading', { name: 'Ready to Get Started?' }) });
    const start = banner.getByRole('link', { name: /Get Started Free/ });
    await expect(start).toHaveAttribute('href', SIGNUP);
    await expect(start).toHaveAttribute('target', '_blank');
    await expect(start).toHaveAccessibleName('Get Started Free (opens in a new tab)');
    const learn = banner.getByRole('link', { name: /^Learn More/ });
    await expect(learn).toHaveAttribute('href', '/how-it-works');
    await expect(learn).toHaveAccessibleName('Learn More about how it works');
  });

  test('has no axe violations, with an answer open', async ({ page }) => {
    await page.goto('/contact-us');
    await scrollThrough(page);
    await page.locator('#faq summary').first().click();
    const { violations } = await axeOn(page).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test.describe('on a phone', () => {
    // Reduced motion: axe judges the settled page, not text halfway through its fade-in (a loaded machine is slow).
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
    test('one column, nothing overflows sideways, and axe finds nothing', async ({ page }) => {
      await page.goto('/contact-us');
      await scrollThrough(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const form = await page.locator('#contact-form form').boundingBox();
      const touch = await page.getByRole('heading', { name: 'Get in Touch' }).boundingBox();
      expect(touch!.y).toBeGreaterThan(form!.y + form!.height);
      const { violations } = await axeOn(page).analyze();
      expect(violations.map((v) => v.id)).toEqual([]);
    });
  });
});
