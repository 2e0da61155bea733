import { expect, test } from '@playwright/test';

const privacySections = [
  'Introduction',
  'Types of personal information we collect',
  'Methods of collection',
  'Using and disclosing personal information',
  'Access and correction',
  'Data retention',
  'Changes to this policy',
  'California residents',
  'Contact information',
];

test.describe('privacy policy', () => {
  for (const path of ['/privacy-terms', '/privacy-and-terms']) {
    test(`${path}: nine sections, last updated November 29, 2026, and the privacy officer's contact block`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
      await expect(page.getByRole('main')).toContainText('Last updated November 29, 2026');
      const text = page.getByTestId('legal-text');
      await expect(text.getByRole('heading', { level: 2 })).toHaveText(privacySections);
      const contact = page.getByTestId('privacy-contact');
      await expect(contact).toContainText('Privacy Officer');
      await expect(contact).toContainText('Toronto, ON');
      await expect(contact).toContainText('Canada');
      await expect(contact.getByRole('link', { name: /@boundless-ai\.com/ })).toHaveAttribute(
        'href',
        /^mailto:privacy@/,
      );
      await expect(text).toContainText('past 12 months');
      await expect(text).toContainText('ask us to destroy or anonymize your personal information');
      await expect(text).toContainText('tell you the amount in advance');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/privacy-terms$/);
    });
  }

  test('both routes show exactly the same text', async ({ page }) => {
    await page.goto('/privacy-terms');
    const plain = await page.getByTestId('legal-text').innerText();
    await page.goto('/privacy-and-terms');
    const hero = page.getByTestId('legal-text');
    // Reveal every section first: the hero variant fades them in on scroll.
    for (const section of await hero.locator('section').all()) await section.scrollIntoViewIfNeeded();
    expect(await hero.innerText()).toBe(plain);
    expect(plain.length).toBeGreaterThan(5000);
  });

  test('the sitemap lists the canonical URL only', async ({ request }) => {
    const xml = await (await request.get('/sitemap-0.xml')).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    expect(locs).toContain('/privacy-terms');
    expect(locs).toContain('/terms-of-service');
    expect(locs).not.toContain('/privacy-and-terms');
  });

  test('/privacy-and-terms fades sections in as they scroll into view; /privacy-terms is plain', async ({ page }) => {
    await page.goto('/privacy-and-terms');
    const last = page.getByTestId('legal-text').locator('section').last();
    await expect(last).toHaveAttribute('data-reveal', '');
    await expect(last).toHaveClass(/reveal-hidden/);
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveAttribute('data-revealed', 'true');
    await expect(last).not.toHaveClass(/reveal-hidden/);
    await page.goto('/privacy-terms');
    await expect(page.getByTestId('legal-text').locator('[data-reveal]')).toHaveCount(0);
  });
});

test.describe('terms and conditions', () => {
  test('13 numbered sections, each linked from the table of contents', async ({ page }) => {
    await page.goto('/terms-of-service');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and Conditions');
    await expect(page.getByRole('main')).toContainText('Last updated April 10, 2023');
    const headings = page.getByTestId('legal-text').getByRole('heading', { level: 2 });
    await expect(headings).toHaveCount(13);
    const titles = await headings.allInnerTexts();
    titles.forEach((t, i) => expect(t).toMatch(new RegExp(`^${i + 1}\\. `)));
    const toc = page.getByRole('navigation', { name: 'Contents' }).getByRole('link');
    await expect(toc).toHaveCount(13);
    expect(await toc.allInnerTexts()).toEqual(titles);
    for (const [i, link] of (await toc.all()).entries()) {
      const href = (await link.getAttribute('href')) ?? '';
      expect(href).toMatch(/^#/);
      await expect(page.locator(`[id="${href.slice(1)}"]`)).toHaveText(titles[i]);
    }
    await toc.nth(9).click();
    await expect(page).toHaveURL(/#10-liability-limits-and-disclaimers$/);
    await expect
      .poll(() =>
        page.evaluate(
          () => document.getElementById('10-liability-limits-and-disclaimers')!.getBoundingClientRect().top,
        ),
      )
      .toBeGreaterThanOrEqual(98);
    await expect(headings.nth(9)).toBeInViewport();
  });

  test('states every point the spec requires', async ({ page }) => {
    await page.goto('/terms-of-service');
    const text = page.getByTestId('legal-text');
    for (const phrase of [
      'for commercial use only',
      'authority to bind the business',
      'commission or referral fee',
      'or to third parties such as lenders',
      'at our sole discretion',
      'proprietary score',
      'you will not be able to see it',
      'greater of the total fees you paid us in the 12 months before the claim arose and 100 Canadian dollars (CAD)',
      'within 10 business days',
      'cannot guarantee',
      'legal age of majority',
      'is incorporated in Canada or the United States',
      'laws of the Province of Ontario',
      'not transfer your account to anyone else without our written consent',
      'suspend, restrict or terminate your access',
      'Identity verification',
      'Linking third-party accounts',
      'Lending connection overview',
      'Eligibility warranties',
      'Requesting a loan',
      'Canceling',
    ]) {
      await expect(text).toContainText(phrase);
    }
  });
});
