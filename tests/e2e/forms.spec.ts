import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../../playwright.config';
import { hydrated, pausedClock, uniqueEmail } from './helpers';
import { axeOn } from './axe';

const auth = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

/** Finds the stored record of `email` through the authorised staff list. */
async function storedRecord(request: APIRequestContext, path: string, email: string) {
  const res = await request.get(`${path}?limit=500`, { headers: auth });
  expect(res.status()).toBe(200);
  expect(Number(res.headers()['x-total-count'])).toBeGreaterThan(0);
  const list = (await res.json()) as Record<string, unknown>[];
  return list.find((r) => r.email === email);
}

/** Holds requests to `url` until the returned function is called (to observe the submitting state). */
async function gate(page: Page, url: string) {
  let release!: () => void;
  const open = new Promise<void>((r) => (release = r));
  await page.route(url, async (route) => {
    await open;
    await route.continue();
  });
  return release;
}

test.describe('contact form (/contact-us)', () => {
  const form = (page: Page) => page.locator('#contact-form form');

  test('shows each required field error under its field, focuses the first, and removes an error on edit', async ({
    page,
  }) => {
    await page.goto('/contact-us');
    await expect(page.getByRole('heading', { name: 'Send Us a Message' })).toBeVisible();
    await hydrated(page, 'ContactForm');
    const f = form(page);
    await f.getByRole('button', { name: 'Send Message' }).click();

    for (const label of ['First Name', 'Last Name', 'Email', 'Phone', 'Message']) {
      const field = f.getByLabel(label);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription('Please fill in this field');
    }
    await expect(f.getByText('Please fill in this field')).toHaveCount(5);
    // Company, inquiry type and consent are optional.
    await expect(f.getByLabel('Company')).not.toHaveAttribute('aria-invalid');
    await expect(f.getByLabel('First Name')).toBeFocused();

    await f.getByLabel('First Name').fill('Ana');
    await expect(f.getByLabel('First Name')).not.toHaveAttribute('aria-invalid');
    await expect(f.getByText('Please fill in this field')).toHaveCount(4);

    await f.getByLabel('Email').fill('ana@bakery');
    await f.getByRole('button', { name: 'Send Message' }).click();
    await expect(f.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(f.getByLabel('Last Name')).toBeFocused();

    // Required fields carry a visible * (hidden from screen readers, which hear aria-required).
    await expect(f.locator('label', { hasText: 'First Name' })).toContainText('*');
    await expect(f.getByRole('textbox', { name: 'First Name', exact: true })).toBeVisible();
    await expect(f.getByLabel('First Name')).toHaveAttribute('aria-required', 'true');
    await expect(f.getByLabel('Message')).toHaveAttribute('rows', '4');
  });

  test("sends with 'Sending...', resets, shows the success for 5 s, and the message is stored with its inquiry type", async ({
    page,
    request,
  }) => {
    await pausedClock(page);
    await page.goto('/contact-us');
    await hydrated(page, 'ContactForm');
    const f = form(page);
    const email = uniqueEmail('contact');
    await f.getByLabel('First Name').fill('  Ana ');
    await f.getByLabel('Last Name').fill('Silva');
    await f.getByLabel('Email').fill(email);
    await f.getByLabel('Phone').fill('+1 416 555 0100');
    await f.getByLabel('Company').fill('Silva Bakery');
    const inquiry = f.getByLabel('Inquiry Type');
    await expect(inquiry.locator('option')).toHaveText([
      'Select an inquiry type',
      'Business Funding',
      'Partnership Opportunities',
      'API Integration',
      'Technical Support',
      'Media & Press',
      'General Inquiry',
    ]);
    await inquiry.selectOption({ label: 'Business Funding' });
    await f.getByLabel('Message').fill('We need a $50K line of credit.\nThanks!');
    await f.getByLabel(/I agree to receive communications/).check();

    const release = await gate(page, '/api/contact');
    await f.getByRole('button', { name: 'Send Message' }).click();
    await expect(f.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();

    const success = f.getByRole('status').getByText('Thanks! Your message has been received.');
    await expect(success).toBeVisible();
    await expect(f.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    for (const label of ['First Name', 'Last Name', 'Email', 'Phone', 'Company', 'Message'])
      await expect(f.getByLabel(label)).toHaveValue('');
    await expect(inquiry).toHaveValue('');
    await expect(f.getByLabel(/I agree/)).not.toBeChecked();

    await page.clock.runFor(4_900);
    await expect(success).toBeVisible();
    await page.clock.runFor(200);
    await expect(success).toBeHidden();

    expect(await storedRecord(request, '/api/contacts', email)).toEqual({
      id: expect.any(String),
      submittedAt: expect.any(String),
      firstName: 'Ana',
      lastName: 'Silva',
      email,
      phone: '+1 416 555 0100',
      company: 'Silva Bakery',
      message: 'Inquiry Type: funding\n\nWe need a $50K line of credit.\nThanks!',
      consent: true,
      // The consent's evidence and the visit's source (a direct visit that landed here) travel with the lead.
      consentEvidence: {
        given: true,
        wording: 'contacts/2026-11/en',
        at: expect.any(String),
        page: '/contact-us',
        locale: 'en',
      },
      attribution: {
        first: { landing: '/contact-us', at: expect.any(String), channel: 'direct' },
        last: { landing: '/contact-us', at: expect.any(String), channel: 'direct' },
      },
    });
  });

  test('a failure keeps what was typed, logs it, and tells the visitor to retry or e-mail us', async ({ page }) => {
    const logs: string[] = [];
    page.on('console', (m) => m.type() === 'error' && logs.push(m.text()));
    await page.goto('/contact-us');
    await hydrated(page, 'ContactForm');
    const f = form(page);
    await page.route('/api/contact', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }),
    );
    await f.getByLabel('First Name').fill('Ana');
    await f.getByLabel('Last Name').fill('Silva');
    await f.getByLabel('Email').fill('ana@bakery.ca');
    await f.getByLabel('Phone').fill('4165550100');
    await f.getByLabel('Message').fill('Please call me.');
    await f.getByRole('button', { name: 'Send Message' }).click();

    const alert = f.getByRole('alert');
    await expect(alert).toContainText(
      'Sorry, your message could not be sent. Please try again, or email us at support@boundless-ai.com.',
    );
    await expect(alert.getByRole('link', { name: 'support@boundless-ai.com' })).toHaveAttribute(
      'href',
      'mailto:support@boundless-ai.com',
    );
    await expect(f.getByLabel('First Name')).toHaveValue('Ana');
    await expect(f.getByLabel('Message')).toHaveValue('Please call me.');
    await expect(f.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(logs.some((l) => l.includes('Failed to submit contact form'))).toBe(true);

    // A later success clears the failure message.
    await page.unroute('/api/contact');
    await page.route('/api/contact', (route) =>
      route.fulfill({ status: 201, contentType: 'application/json', body: '{"id":"x"}' }),
    );
    await f.getByRole('button', { name: 'Send Message' }).click();
    await expect(f.getByText('Thanks! Your message has been received.')).toBeVisible();
    await expect(f.getByRole('alert')).toHaveCount(0);
  });

  test('a filled honeypot is answered as success but nothing is stored', async ({ page, request }) => {
    await page.goto('/contact-us');
    await hydrated(page, 'ContactForm');
    const f = form(page);
    const email = uniqueEmail('bot');
    await f.getByLabel('First Name').fill('Bot');
    await f.getByLabel('Last Name').fill('Bot');
    await f.getByLabel('Email').fill(email);
    await f.getByLabel('Phone').fill('1');
    await f.getByLabel('Message').fill('spam');
    // Bots fill every input they find, hidden or not (as a browser's autofill would).
    await f.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'http://spam.example');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await f.getByRole('button', { name: 'Send Message' }).click();
    await expect(f.getByText('Thanks! Your message has been received.')).toBeVisible();
    expect(await storedRecord(request, '/api/contacts', email)).toBeUndefined();
  });

  test('has no axe violations, also while errors are shown', async ({ page }) => {
    await page.goto('/contact-us');
    await hydrated(page, 'ContactForm');
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(form(page).getByText('Please fill in this field').first()).toBeVisible();
    const { violations } = await axeOn(page).include('#contact-form').analyze();
    expect(violations).toEqual([]);
  });
});

test.describe('partnership form (/partners hub)', () => {
  const form = (page: Page) => page.locator('#partnership-form form');

  test('requires the partnership type on the hub, with every other required field', async ({ page }) => {
    await page.goto('/partners');
    await hydrated(page, 'PartnershipForm');
    const f = form(page);
    const type = f.getByLabel('Partnership Type');
    await expect(type.locator('option')).toHaveText([
      'Select partnership type',
      'Lending Partner',
      'Referral Partner',
      'Other',
    ]);
    await expect(type).toHaveValue('');
    await f.getByRole('button', { name: 'Submit Inquiry' }).click();

    for (const label of ['Company', 'First Name', 'Last Name', 'Email', 'Phone', 'Comments']) {
      await expect(f.getByLabel(label)).toHaveAccessibleDescription('Please fill in this field');
    }
    await expect(type).toHaveAccessibleDescription('Please select a partnership type');
    await expect(f.getByLabel('Company')).toBeFocused();
    await type.selectOption('referral');
    await expect(f.getByText('Please select a partnership type')).toBeHidden();
    await expect(f.getByLabel('Comments')).toHaveAttribute('rows', '5');
  });

  test("submits with 'Submitting...', clears, hides the banner after 5 s, and stores the 12 fields with the hub defaults", async ({
    page,
    request,
  }) => {
    await pausedClock(page);
    await page.goto('/partners');
    await hydrated(page, 'PartnershipForm');
    const f = form(page);
    const email = uniqueEmail('partner');
    await f.getByLabel('Company').fill('Ledger & Co');
    await f.getByLabel('First Name').fill('Sam');
    await f.getByLabel('Last Name').fill('Lee');
    await f.getByLabel('Email').fill(email);
    await f.getByLabel('Phone').fill('416-555-0199');
    await f.getByLabel('Partnership Type').selectOption({ label: 'Referral Partner' });
    await f.getByLabel('Comments').fill('We advise 300 e-commerce brands.');
    await f.getByLabel(/I agree to be contacted/).check();

    const release = await gate(page, '/api/partnerships');
    await f.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expect(f.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release();

    const success = f.getByText('Thanks! Your partnership inquiry has been received.');
    await expect(success).toBeVisible();
    await expect(f.getByLabel('Company')).toHaveValue('');
    await expect(f.getByLabel('Partnership Type')).toHaveValue('');
    await page.clock.runFor(4_900);
    await expect(success).toBeVisible();
    await page.clock.runFor(200);
    await expect(success).toBeHidden();

    expect(await storedRecord(request, '/api/partnerships', email)).toEqual({
      id: expect.any(String),
      submittedAt: expect.any(String),
      company: 'Ledger & Co',
      firstName: 'Sam',
      lastName: 'Lee',
      email,
      phone: '416-555-0199',
      jobTitle: 'Not specified',
      partnershipType: 'referral',
      businessDescription: 'General partnership inquiry',
      fundingRange: 'Not specified',
      clientVolume: 'Not specified',
      partnershipGoals: 'We advise 300 e-commerce brands.',
      consent: true,
      consentEvidence: {
        given: true,
        wording: 'partnerships/2026-11/en',
        at: expect.any(String),
        page: '/partners',
        locale: 'en',
      },
      attribution: {
        first: { landing: '/partners', at: expect.any(String), channel: 'direct' },
        last: { landing: '/partners', at: expect.any(String), channel: 'direct' },
      },
    });
  });

  test('a failure keeps the content and tells the visitor', async ({ page }) => {
    await page.goto('/partners#partnership-form');
    await hydrated(page, 'PartnershipForm');
    const f = form(page);
    await page.route('/api/partnerships', (route) => route.abort('failed'));
    await f.getByLabel('Company').fill('Northwind');
    await f.getByLabel('First Name').fill('Sam');
    await f.getByLabel('Last Name').fill('Lee');
    await f.getByLabel('Email').fill('sam@northwind.ca');
    await f.getByLabel('Phone').fill('1');
    await f.getByLabel('Partnership Type').selectOption('lender');
    await f.getByLabel('Comments').fill('Hello');
    await f.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expect(f.getByRole('alert')).toContainText(
      'Sorry, your partnership inquiry could not be sent. Please try again, or email us at',
    );
    await expect(f.getByLabel('Company')).toHaveValue('Northwind');
    await expect(f.getByLabel('Partnership Type')).toHaveValue('lender');
  });

  test('has no axe violations with errors shown', async ({ page }) => {
    await page.goto('/partners');
    await hydrated(page, 'PartnershipForm');
    await form(page).getByRole('button', { name: 'Submit Inquiry' }).click();
    await expect(form(page).getByText('Please select a partnership type')).toBeVisible();
    const { violations } = await axeOn(page).include('#partnership-form').analyze();
    expect(violations).toEqual([]);
  });
});
