import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../../playwright.config';
import { axeOn } from './axe';

const FAILURE = 'Sorry, I encountered an error. Please try again or contact our team directly.';
const GREETING = "Are you looking for capital? Send us a message below, we're ready to help.";

/** Opens the chat with its server-rendered launcher: the first click loads the island and opens the panel. */
async function openChat(page: Page, path = '/about-us') {
  await page.goto(path);
  const launcher = page.getByRole('button', { name: 'Open chat with Boundless AI Support' });
  await launcher.click();
  const dialog = page.getByRole('dialog', { name: 'Boundless AI Support' });
  await expect(dialog).toBeVisible();
  return {
    launcher,
    dialog,
    input: dialog.getByRole('textbox', { name: 'Type your message' }),
    send: dialog.getByRole('button', { name: 'Send message' }),
    log: dialog.getByRole('log'),
  };
}

/** Counts the chat requests the page makes. */
function countRequests(page: Page) {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/chat/message')) sent.push(r.postData() ?? '');
  });
  return sent;
}

test.describe('chat widget', () => {
  test('opens a labelled dialog with the greeting and the signup shortcut, focus in the input', async ({ page }) => {
    // Business hours (Tuesday, 10 AM in Toronto): the reply-time line, then who answers.
    await page.clock.install({ time: new Date('2026-12-01T15:00:00Z') });
    const { launcher, dialog, input, send } = await openChat(page);
    await expect(dialog).toHaveAccessibleDescription(
      'We typically reply in a few minutes An automated assistant answers first. A person from our team can take over.',
    );
    await expect(dialog.getByRole('heading', { name: 'Boundless AI Support' })).toBeVisible();
    await expect(dialog.getByText(GREETING)).toBeVisible();
    await expect(dialog.getByRole('link', { name: /Get started with funding/ })).toHaveAttribute('target', '_blank');
    await expect(input).toBeFocused();
    await expect(send).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Close chat' }).last()).toHaveAttribute('aria-expanded', 'true');
    expect(await launcher.count()).toBe(0); // the launcher now reads "Close chat"
  });

  test('"Get started with funding" opens signup in a new tab and closes the panel', async ({ page, context }) => {
    await context.route(/\/signup/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Signup</title>' }),
    );
    const { dialog } = await openChat(page);
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      dialog.getByRole('link', { name: /Get started with funding/ }).click(),
    ]);
    expect(popup.url()).toMatch(/\/signup$/);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('Enter sends: the message is appended, the input clears, the typing indicator shows, a useful reply arrives', async ({
    page,
  }) => {
    const sent = countRequests(page);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    await page.route('**/api/chat/message', async (route) => {
      await gate;
      await route.continue();
    });
    const { input, log } = await openChat(page);
    await input.fill('  do you do PO financing?  ');
    await input.press('Enter');
    await expect(log.getByText('do you do PO financing?')).toBeVisible();
    await expect(input).toHaveValue('');
    await expect(log.getByRole('status')).toHaveText('Boundless AI Support is typing');
    release();
    const link = log.getByRole('link', { name: 'PO Financing', exact: true });
    await expect(link).toHaveAttribute('href', '/financial-products/po-financing');
    await expect(log.getByRole('status')).toHaveCount(0);
    const body = JSON.parse(sent[0]);
    expect(body).toEqual({
      message: 'do you do PO financing?',
      timestamp: expect.any(String),
      conversationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(new Date(body.timestamp).toISOString()).toBe(body.timestamp);
  });

  test('blank text cannot be sent', async ({ page }) => {
    const sent = countRequests(page);
    const { input, send, log } = await openChat(page);
    await input.fill('   ');
    await expect(send).toBeDisabled();
    await input.press('Enter');
    await expect(input).toHaveValue('   ');
    await input.fill('hi');
    await expect(send).toBeEnabled();
    await input.press('Enter');
    await expect(log.getByText('What would you like to know?')).toBeVisible();
    // Requests leave in order: the only one is the real message, so the blank Enter sent nothing.
    expect(sent.map((body) => JSON.parse(body).message)).toEqual(['hi']);
    await expect(log.getByText(/^You:/)).toHaveCount(1);
  });

  test('a pending reply blocks a second send', async ({ page }) => {
    const sent = countRequests(page);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    await page.route('**/api/chat/message', async (route) => {
      await gate;
      await route.continue();
    });
    const { input, send, log } = await openChat(page);
    await input.fill('how does it work');
    await send.click();
    await expect(log.getByRole('status')).toBeVisible();
    await input.fill('is my data safe');
    await expect(send).toBeDisabled();
    await input.press('Enter');
    await expect(input).toHaveValue('is my data safe'); // kept for when the reply has arrived
    expect(sent).toHaveLength(1);
    release();
    await expect(log.getByRole('link', { name: 'How It Works' })).toBeVisible();
    await expect(send).toBeEnabled();
    await input.press('Enter');
    await expect(log.getByText('is my data safe')).toBeVisible();
    await expect.poll(() => sent.length).toBe(2);
  });

  test('a failed request appends the failure message and clears the loading state', async ({ page }) => {
    await page.route('**/api/chat/message', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'boom' }) }),
    );
    const { input, send, log } = await openChat(page);
    await input.fill('what does it cost');
    await input.press('Enter');
    await expect(log.getByText(FAILURE)).toBeVisible();
    await expect(log.getByRole('status')).toHaveCount(0);
    await page.unroute('**/api/chat/message');
    await page.route('**/api/chat/message', (route) => route.abort('failed'));
    await input.fill('and now?');
    await expect(send).toBeEnabled();
    await input.press('Enter');
    await expect(log.getByText(FAILURE)).toHaveCount(2);
  });

  test('the conversation survives a page change and is stored for staff', async ({ page, request }) => {
    const { input, log } = await openChat(page, '/about-us');
    await input.fill('do you do PO financing?');
    await input.press('Enter');
    const link = log.getByRole('link', { name: 'PO Financing', exact: true });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/financial-products\/po-financing$/);
    await page.getByRole('button', { name: 'Open chat with Boundless AI Support' }).click();
    const again = page.getByRole('dialog', { name: 'Boundless AI Support' }).getByRole('log');
    await expect(again.getByText('do you do PO financing?')).toBeVisible();
    await expect(again.getByRole('link', { name: 'PO Financing', exact: true })).toBeVisible();

    const conversationId = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('boundless-ai-chat') ?? '{}').conversationId,
    );
    const res = await request.get(`/api/chats?conversationId=${conversationId}`, {
      headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    });
    expect(res.status()).toBe(200);
    const records = await res.json();
    // One conversation's messages come in the order they were sent.
    expect(records.map((r: { role: string }) => r.role)).toEqual(['user', 'bot']);
    expect(records[0].message).toBe('do you do PO financing?');
  });

  test('Escape closes the panel and returns focus to the launcher', async ({ page }) => {
    const { input } = await openChat(page);
    await input.fill('draft');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    const launcher = page.getByRole('button', { name: 'Open chat with Boundless AI Support' });
    await expect(launcher).toBeFocused();
    await expect(launcher).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('the open panel has no axe violations (WCAG 2.2 AA)', async ({ page }) => {
    const { input, log } = await openChat(page);
    await input.fill('can I talk to someone');
    await input.press('Enter');
    await expect(log.getByRole('link', { name: 'Book a call' })).toBeVisible();
    const results = await axeOn(page)
      .include('[role="dialog"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  });

  test('on a phone the panel fills the screen; closing it returns focus to the launcher', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { dialog } = await openChat(page);
    const box = await dialog.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
    await dialog.getByRole('button', { name: 'Close chat' }).click();
    await expect(page.getByRole('button', { name: 'Open chat with Boundless AI Support' })).toBeFocused();
  });

  test('the launcher moves above a bottom cookie banner instead of covering it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about-us');
    // The page's own script moves the launcher: it works before the chat's island has loaded.
    const launcher = page.getByRole('button', { name: 'Open chat with Boundless AI Support' });
    const before = await launcher.boundingBox();
    await page.evaluate(() => {
      const banner = document.createElement('div');
      banner.setAttribute('data-cookie-banner', '');
      banner.style.cssText = 'position:fixed;left:0;right:0;bottom:0;height:160px;background:#fff';
      document.body.append(banner);
    });
    await expect.poll(async () => (await launcher.boundingBox())!.y).toBeLessThan(844 - 160 - 56);
    await page.evaluate(() => document.querySelector('[data-cookie-banner]')?.remove());
    await expect.poll(async () => (await launcher.boundingBox())!.y).toBe(before!.y);
  });
});
