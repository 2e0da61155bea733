import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../../playwright.config';
import { hydrated, uniqueEmail } from './helpers';

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

/** Fills the visible fields of a page's PartnershipForm. */
async function fillPartnership(form: Locator, email: string, goals: string) {
  await form.getByLabel('Company').fill('Harbour Capital');
  await form.getByLabel('First Name').fill('Ria');
  await form.getByLabel('Last Name').fill('Patel');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('+1 647 555 0142');
  await form.getByLabel('Comments').fill(goals);
}

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
