import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../../playwright.config';
import { ADMIN_TOKEN_KEY } from '~/data/admin-inboxes';
import { messagesFor } from '~/lib/i18n';
import { hydrated, uniqueEmail } from './helpers';

const auth = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
const en = messagesFor('en').company.contactForm;
const fr = messagesFor('fr').company.contactForm;

/** Every stored record of `email` in a staff list. */
async function recordsOf(request: APIRequestContext, path: string, email: string) {
  const res = await request.get(`${path}?limit=500`, { headers: auth });
  expect(res.status()).toBe(200);
  return ((await res.json()) as Record<string, unknown>[]).filter((r) => r.email === email);
}

async function fillContact(page: Page, email: string, labels = en.labels) {
  const f = page.locator('#contact-form form');
  await f.getByLabel(new RegExp(`^${labels.firstName}`)).fill('Ana');
  await f.getByLabel(new RegExp(`^${labels.lastName}`)).fill('Silva');
  await f.getByLabel(new RegExp(`^${labels.email}`)).fill(email);
  await f.getByLabel(new RegExp(`^${labels.phone}`)).fill('+1 416 555 0100');
  await f.getByLabel(new RegExp(`^${labels.message}`)).fill('We need a line of credit.');
  return f;
}

test.describe('every lead exactly once', () => {
  test('an answer lost after the server stored the lead: the form retries with the same key, one record', async ({
    page,
    request,
  }) => {
    const keys: (string | null)[] = [];
    let replayed: string | null = null;
    await page.route('/api/contact', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? null);
      if (keys.length === 1) {
        // The server stores the lead, then the connection drops before the answer arrives.
        await route.fetch();
        await route.abort('connectionreset');
        return;
      }
      const response = await route.fetch();
      replayed = response.headers()['idempotent-replayed'] ?? null;
      await route.fulfill({ response });
    });
    await page.goto('/contact-us');
    await hydrated(page, 'ContactForm');
    const email = uniqueEmail('lost-answer');
    const f = await fillContact(page, email);
    await f.getByRole('button', { name: en.submit }).click();
    // The visitor is told, and what they typed stays while the form retries.
    await expect(f.getByRole('alert')).toContainText(en.failure.before);
    await expect(f.getByRole('status')).toContainText(en.retrying);
    await expect(f.getByLabel(en.labels.message)).toHaveValue('We need a line of credit.');
    await expect(f.getByRole('status')).toContainText(en.success);
    await expect(f.getByRole('alert')).toHaveCount(0);
    expect(keys.length).toBe(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(replayed).toBe('true');
    expect(await recordsOf(request, '/api/contacts', email)).toHaveLength(1);
  });

  test('offline, then online: the French form says so in French and sends once the connection is back', async ({
    page,
    context,
    request,
  }) => {
    await page.goto('/fr/contact-us');
    await hydrated(page, 'ContactForm');
    const email = uniqueEmail('offline');
    const f = await fillContact(page, email, fr.labels);
    await context.setOffline(true);
    await f.getByRole('button', { name: fr.submit }).click();
    await expect(f.getByRole('status')).toContainText(fr.retrying);
    await expect(f.getByRole('alert')).toContainText(fr.failure.before);
    await context.setOffline(false);
    await expect(f.getByRole('status')).toContainText(fr.success);
    const records = await recordsOf(request, '/api/contacts', email);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      locale: 'fr',
      consentEvidence: { given: false, wording: 'contacts/2026-11/fr', page: '/fr/contact-us', locale: 'fr' },
    });
  });

  test('text typed and a press made before the form hydrated are kept and honoured', async ({ page, request }) => {
    // Hold the form's code back, so the visitor meets the server-rendered form.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/ContactForm\.[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/contact-us');
    const email = uniqueEmail('early');
    const f = await fillContact(page, email);
    await f.getByRole('button', { name: en.submit }).click();
    // No navigation: the press is held for the island.
    await expect(page).toHaveURL(/\/contact-us$/);
    release();
    await expect(f.getByRole('status')).toContainText(en.success);
    expect(await recordsOf(request, '/api/contacts', email)).toHaveLength(1);
  });

  test('a draft survives a reload of the page, and is gone once sent', async ({ page }) => {
    await page.goto('/contact-us');
    await hydrated(page, 'ContactForm');
    const email = uniqueEmail('draft');
    await fillContact(page, email);
    await page.reload();
    await hydrated(page, 'ContactForm');
    const f = page.locator('#contact-form form');
    await expect(f.getByLabel(en.labels.email)).toHaveValue(email);
    await expect(f.getByLabel(en.labels.message)).toHaveValue('We need a line of credit.');
    await f.getByRole('button', { name: en.submit }).click();
    await expect(f.getByRole('status')).toContainText(en.success);
    await page.reload();
    await hydrated(page, 'ContactForm');
    await expect(page.locator('#contact-form form').getByLabel(en.labels.email)).toHaveValue('');
  });
});

test.describe('every lead traced to its source', () => {
  test('a UTM landing reaches the record, the CSV columns and the admin card', async ({ page, request }) => {
    await page.goto('/?utm_source=newsletter&utm_medium=email&utm_campaign=fall-2026');
    await page.goto('/contact-us');
    await hydrated(page, 'ContactForm');
    const email = uniqueEmail('utm');
    const f = await fillContact(page, email);
    await f.getByRole('button', { name: en.submit }).click();
    await expect(f.getByRole('status')).toContainText(en.success);
    const [record] = await recordsOf(request, '/api/contacts', email);
    expect(record.attribution).toMatchObject({
      first: {
        source: 'newsletter',
        medium: 'email',
        campaign: 'fall-2026',
        landing: '/?utm_source=newsletter&utm_medium=email&utm_campaign=fall-2026',
        channel: 'email',
      },
      last: { campaign: 'fall-2026', channel: 'email' },
    });

    await page.addInitScript(([key, token]) => sessionStorage.setItem(key, token), [
      ADMIN_TOKEN_KEY,
      E2E_ADMIN_TOKEN,
    ] as const);
    await page.goto('/admin');
    await hydrated(page, 'AdminApp');
    await page.getByRole('tabpanel').getByLabel('Search').fill(email);
    const card = page.getByRole('tabpanel').getByRole('article').filter({ hasText: email });
    await expect(card.locator('[data-touch="first"]')).toContainText(
      'E-mail · newsletter / email · campaign fall-2026',
    );
    await expect(card.locator('[data-consent]')).toContainText('Not given · contacts/2026-11/en');
  });

  test('a search-engine referrer on a French page reaches a subscription', async ({ page, request }) => {
    await page.goto('/fr/lenders', { referer: 'https://www.google.ca/' });
    await hydrated(page, 'NewsletterForm');
    const email = uniqueEmail('search');
    const footer = page.locator('footer');
    await footer.getByRole('textbox').fill(email);
    await footer.getByRole('button', { name: messagesFor('fr').site.newsletter.subscribe }).click();
    await expect(footer.getByText(messagesFor('fr').site.newsletter.success)).toBeVisible();
    const [record] = await recordsOf(request, '/api/subscribers', email);
    expect(record).toMatchObject({
      locale: 'fr',
      consentPage: '/fr/lenders',
      attribution: { first: { referrer: 'www.google.ca', landing: '/fr/lenders', channel: 'organic-search' } },
    });
  });
});
