import { expect, test } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../../playwright.config';
import { ADMIN_TOKEN_KEY } from '~/data/admin-inboxes';
import { startWebhook, type WebhookReceiver } from '../unit/helpers/alert-receivers';
import { ALERT_RECEIVER_PORT, ALERT_WEBHOOK_URL } from './alert-receiver';
import { hydrated, uniqueEmail } from './helpers';
import { axeOn } from './axe';

const auth = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

// One receiver on a fixed port for the whole file: the tests share it, so they run one after another.
test.describe.configure({ mode: 'serial' });

let hook: WebhookReceiver;
test.beforeAll(async () => {
  hook = await startWebhook(ALERT_RECEIVER_PORT);
});
test.afterAll(async () => {
  await hook?.stop();
});

test('a message sent on /contact-us reaches the webhook, and the admin shows its alert as sent', async ({
  page,
  request,
}) => {
  const status = await request.get('/api/alerts?store=contacts&ids=', { headers: auth });
  expect(status.status()).toBe(200);
  expect(
    (await status.json()).configured,
    `start the e2e server with ALERT_WEBHOOK_URL=${ALERT_WEBHOOK_URL}`,
  ).toMatchObject({ webhook: true });

  await page.goto('/contact-us');
  await hydrated(page, 'ContactForm');
  const form = page.locator('#contact-form form');
  const company = `Alert Test Bakery ${Date.now()}`;
  await form.getByLabel('First Name').fill('Ana');
  await form.getByLabel('Last Name').fill('Alert');
  await form.getByLabel('Email').fill(uniqueEmail('alert'));
  await form.getByLabel('Phone').fill('+1 416 555 0142');
  await form.getByLabel('Company').fill(company);
  await form.getByLabel('Message').fill('Secret plans for a second oven.');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Send Message' }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await expect(form.getByRole('status').getByText('Thanks! Your message has been received.')).toBeVisible();

  await expect.poll(() => hook.bodies.filter((b) => b.includes(id)).length).toBe(1);
  const { text } = JSON.parse(hook.bodies.find((b) => b.includes(id)) as string) as { text: string };
  expect(text).toContain(`New contact message: Ana Alert (${company})`);
  expect(text).toContain(`/admin#contacts/${id}|Open in admin>`);
  expect(text).not.toContain('oven');
  expect(text).not.toMatch(/416\D*555\D*0142/);

  // The link in the alert opens the admin at that record.
  await page.addInitScript(([key, token]) => sessionStorage.setItem(key, token), [
    ADMIN_TOKEN_KEY,
    E2E_ADMIN_TOKEN,
  ] as const);
  await page.goto(`/admin#contacts/${id}`);
  await hydrated(page, 'AdminApp');
  const card = page.locator(`[id="record-${id}"]`);
  await expect(card).toBeFocused({ timeout: 15_000 });
  await expect(card.getByRole('heading', { name: 'Ana Alert' })).toBeVisible();
  await expect(card.getByText('Alert sent')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Alerts not configured.')).toHaveCount(0);
  expect((await axeOn(page).analyze()).violations).toEqual([]);

  // Resend posts it again.
  await card.getByRole('button', { name: 'Resend alert for Ana Alert' }).click();
  await expect(card.getByText('Alert queued again.')).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => hook.bodies.filter((b) => b.includes(id)).length).toBe(2);
  await expect(card.getByText('Alert sent')).toBeVisible({ timeout: 15_000 });
});
