import { expect, test } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../../playwright.config';
import { ADMIN_TOKEN_KEY } from '../../src/data/adminInboxes';
import { startWebhook } from '../unit/helpers/alert-receivers';
import { ALERT_RECEIVER_PORT } from './alert-receiver';
import { hydrated } from './helpers';

test('shots', async ({ page, request }) => {
  test.setTimeout(180_000);
  const hook = await startWebhook(ALERT_RECEIVER_PORT);
  const post = (body: object, ip: string) => request.post('/api/contact', { data: body, headers: { 'x-forwarded-for': ip } });
  hook.mode = 'down';
  await post({ firstName: 'Pending', lastName: 'Person', email: 'p@example.com', phone: '4165550100', company: 'Retry Co', message: 'Inquiry Type: funding\n\nhello' }, '10.9.0.1');
  hook.mode = 'up';
  await post({ firstName: 'Sent', lastName: 'Person', email: 's@example.com', phone: '4165550100', company: 'Works Ltd', message: 'hello there' }, '10.9.0.2');
  await new Promise((r) => setTimeout(r, 4000));
  await page.addInitScript(([key, token]) => sessionStorage.setItem(key, token), [ADMIN_TOKEN_KEY, E2E_ADMIN_TOKEN] as const);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin#contacts');
    await hydrated(page, 'AdminApp');
    await expect(page.getByText('Alert sent').first()).toBeVisible({ timeout: 20000 });
    await page.screenshot({ path: `/tmp/alerts-admin-${width}.png`, fullPage: false });
  }
  await hook.stop();
});
