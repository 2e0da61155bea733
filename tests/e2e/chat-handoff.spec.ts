import { expect, test, type Browser, type Page, type Request } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../../playwright.config';
import { startSmtp, type SmtpReceiver } from '../unit/helpers/alert-receivers';
import { SMTP_SINK_PORT } from './alert-receiver';
import { hydrated, uniqueEmail, withPasskeys } from './helpers';
import { axeOn } from './axe';

const env = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
/** Tuesday 1 December 2026, 10 AM in Toronto: the team is in. */
const TUESDAY_10AM = new Date('2026-12-01T15:00:00Z');
/** Saturday 28 November 2026, 1 AM in Toronto. */
const SATURDAY_1AM = new Date('2026-11-28T06:00:00Z');

/** A manager signed in to /admin with a passkey (an invitation made with the environment secret). */
async function signedInManager(browser: Browser, baseURL: string, name: string): Promise<Page> {
  const api = await browser.newContext({ baseURL });
  const invite = await api.request.post('/api/staff/invites', { headers: env, data: { name, role: 'manager' } });
  expect(invite.status()).toBe(201);
  const { link } = (await invite.json()) as { link: string };
  await api.close();
  const page = await withPasskeys(await browser.newContext({ baseURL }));
  await page.goto(new URL(link).pathname + new URL(link).hash);
  await hydrated(page, 'AdminApp');
  await page.getByRole('button', { name: 'Create my passkey' }).click();
  await expect(page.getByText(`Signed in as ${name} · manager`)).toBeVisible();
  return page;
}

/**
 * Stops the page's clock now. Pausing takes a moment still ahead of the page's clock (one in the past throws), and
 * on a busy machine the page's clock can pass a near moment before the pause arrives: then a later one.
 */
async function pauseNow(page: Page): Promise<void> {
  for (let ahead = 250; ; ahead *= 4) {
    const now = await page.evaluate(() => Date.now());
    try {
      return await page.clock.pauseAt(now + ahead);
    } catch (error) {
      if (ahead >= 16_000 || !String(error).includes('to the past')) throw error;
    }
  }
}

/**
 * Moves the page's clock on by `ms` in half-second steps, each after the page's poll requests have finished, and
 * answers whether `shown` became true: the five seconds are the page's, not the loaded machine's.
 */
async function shownWithin(page: Page, ms: number, shown: () => Promise<boolean>): Promise<boolean> {
  // The polls seen starting: one already under way when counting began ends without having been counted.
  const inFlight = new Set<Request>();
  const started = (r: Request) => void (r.url().includes('/api/chat/updates') && inFlight.add(r));
  const ended = (r: Request) => void inFlight.delete(r);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    for (let passed = 0; ; passed += 500) {
      await expect.poll(() => inFlight.size).toBe(0);
      if (await shown()) return true;
      if (passed >= ms) return false;
      await page.clock.runFor(500);
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

async function openFrenchChat(page: Page, path = '/fr') {
  await page.goto(path);
  await page.getByRole('button', { name: 'Ouvrir le clavardage avec Boundless AI' }).click();
  const dialog = page.getByRole('dialog', { name: 'Clavarder avec Boundless AI' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('chat hand-off to a person', () => {
  // One worker for the file: the SMTP sink listens on one fixed port.
  test.describe.configure({ mode: 'serial' });
  let smtp: SmtpReceiver;
  test.beforeAll(async () => {
    smtp = await startSmtp(SMTP_SINK_PORT);
  });
  test.afterAll(async () => smtp.stop());

  test('French visitor asks for a person; a manager replies in /admin; the reply shows live, then by e-mail', async ({
    browser,
    baseURL,
  }) => {
    test.slow();
    const email = uniqueEmail('marie');
    const visitorContext = await browser.newContext({ baseURL, timezoneId: 'America/Toronto', locale: 'fr-CA' });
    const visitor = await visitorContext.newPage();
    await visitor.clock.install({ time: TUESDAY_10AM });
    const polls: string[] = [];
    visitor.on('request', (r) => {
      if (r.url().includes('/api/chat/updates')) polls.push(r.url());
    });

    const dialog = await openFrenchChat(visitor);
    await expect(dialog).toHaveAccessibleDescription(
      'Nous répondons habituellement en quelques minutes Un assistant automatisé répond d’abord. Une personne de notre équipe peut prendre le relais.',
    );
    // No hand-off yet: nothing polls.
    expect(polls).toEqual([]);
    await dialog.getByRole('button', { name: 'Parler à une personne' }).click();
    const form = dialog.getByRole('form', { name: 'Parler à une personne' });
    await form.getByLabel('Nom').fill('Marie Tremblay');
    await form.getByLabel('Courriel').fill(email);
    expect((await axeOn(visitor).include('[data-chat-root]').analyze()).violations).toEqual([]);
    await form.getByRole('button', { name: 'Demander à parler à une personne' }).click();
    await expect(
      dialog.getByText('Merci, Marie Tremblay. Une personne de notre équipe vous répondra ici'),
    ).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveText('En attente d’une personne');

    // The manager finds the waiting conversation first, with the visitor's details, and answers.
    const staff = await signedInManager(browser, baseURL!, `Sam Support ${Date.now().toString(36)}`);
    await staff.getByRole('tab', { name: 'Conversations' }).click();
    const card = staff.locator('article', { hasText: email });
    await expect(card.getByTestId('handoff-status')).toContainText('Waiting for a person');
    await expect(card.getByText('Marie Tremblay')).toBeVisible();
    await expect(card.getByText('French')).toBeVisible();
    await card.getByLabel('Reply to the visitor').fill('Bonjour Marie, ici Sam. Comment puis-je vous aider?');
    // The visitor's clock stands still from here: only the steps below move it.
    await pauseNow(visitor);
    await card.getByRole('button', { name: 'Send reply' }).click();
    await expect(card.getByText('Bonjour Marie, ici Sam. Comment puis-je vous aider?')).toBeVisible();

    // Within 5 seconds, without a reload, in the open widget, announced in the log.
    const reply = dialog.getByText('Bonjour Marie, ici Sam. Comment puis-je vous aider?');
    expect(await shownWithin(visitor, 5000, () => reply.isVisible())).toBe(true);
    await expect(dialog.getByTestId('staff-message')).toContainText('Sam, équipe Boundless AI');
    await expect(dialog.getByRole('status')).toHaveText('Une personne de notre équipe participe à cette conversation');
    // It survives a reload; with the panel closed, the next reply is counted on the launcher.
    await visitor.clock.resume();
    await visitor.reload();
    await visitor.getByRole('button', { name: 'Ouvrir le clavardage avec Boundless AI' }).click();
    await expect(visitor.getByRole('dialog').getByText('Bonjour Marie, ici Sam.', { exact: false })).toBeVisible();
    await visitor.keyboard.press('Escape');
    await card.getByLabel('Reply to the visitor').fill('Avez-vous un bon de commande?');
    await pauseNow(visitor);
    await card.getByRole('button', { name: 'Send reply' }).click();
    await expect(card.getByText('Avez-vous un bon de commande?')).toBeVisible();
    const unread = visitor.getByTestId('chat-unread').filter({ hasText: /^1$/ });
    expect(await shownWithin(visitor, 5000, () => unread.isVisible())).toBe(true);
    const launcher = visitor.getByRole('button', {
      name: 'Ouvrir le clavardage avec Boundless AI (1\u00a0nouveau message de notre équipe)',
    });
    await visitor.clock.resume();
    await launcher.click();
    // The visitor answers; the manager's open transcript shows it without a reload.
    const input = visitor.getByRole('dialog').getByRole('textbox', { name: 'Tapez votre message' });
    await input.fill('Oui, de 80 000 $ pour un client');
    await input.press('Enter');
    await expect(card.getByText('Oui, de 80 000 $ pour un client')).toBeVisible({ timeout: 8000 });
    await expect(card.getByTestId('handoff-status')).toContainText('Waiting for a person');

    // The staff alert's link opens this conversation.
    const recordId = (await card.getAttribute('id'))!.replace(/^record-/, '');
    await staff.goto(`/admin#chats/${recordId}`);
    await staff.reload();
    const linked = staff.locator(`#record-${recordId}`);
    await expect(linked.getByRole('button', { name: 'Hide conversation' })).toBeVisible();

    // The visitor leaves; the next reply goes by e-mail, in French, with a link that reopens the conversation.
    await visitorContext.close();
    await linked.getByLabel('Reply to the visitor').fill('Je vous écris aussi par courriel.');
    await linked.getByRole('button', { name: 'Send reply' }).click();
    await expect(linked.getByText('Je vous écris aussi par courriel.')).toBeVisible();
    const api = await browser.newContext({ baseURL });
    await expect
      .poll(
        async () => {
          // What the schedule does every minute, now.
          await api.request.post('/.netlify/functions/chat-mail-sweep');
          return smtp.mails.filter((m) => m.envelopeTo.includes(email)).length;
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    await api.close();
    const mail = smtp.mails.find((m) => m.envelopeTo.includes(email))!;
    expect(mail.subject).toBe('Réponse de l’équipe de Boundless AI à votre message');
    expect(mail.text).toContain('Je vous écris aussi par courriel.');
    expect(mail.html).toContain('Poursuivre la conversation sur notre site');
    const link = new URL(/(https?:\/\/\S+#chat=\S+)/.exec(mail.text)![1]);
    expect(link.pathname).toBe('/fr/');

    const back = await (await browser.newContext({ baseURL })).newPage();
    await back.goto(link.pathname + link.hash);
    const reopened = back.getByRole('dialog', { name: 'Clavarder avec Boundless AI' });
    await expect(reopened.getByText('Bonjour Marie, ici Sam. Comment puis-je vous aider?')).toBeVisible();
    await expect(reopened.getByText('Je vous écris aussi par courriel.')).toBeVisible();
    expect(back.url()).not.toContain('#chat=');
  });

  test('out of hours the widget says when the team is back, in the visitor’s time zone, also on a phone', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      // Los Angeles, not Vancouver: British Columbia keeps UTC−7 all year from November 2026 (newer tz data).
      timezoneId: 'America/Los_Angeles',
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.clock.install({ time: SATURDAY_1AM });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open chat with Boundless AI Support' }).click();
    const dialog = page.getByRole('dialog', { name: 'Boundless AI Support' });
    // Monday 9 AM in Toronto is 6 AM in Los Angeles (Pacific time, as the browser names it).
    await expect(dialog.locator('[data-chat-header]')).toContainText(/Our team is away\. Back Monday at 6:00\sAM PST/);
    await dialog.getByRole('button', { name: 'Talk to a person' }).click();
    const form = dialog.getByRole('form', { name: 'Talk to a person' });
    await form.getByLabel('Name').fill('Dave');
    await form.getByLabel('E-mail').fill(uniqueEmail('dave'));
    await form.getByRole('button', { name: 'Ask for a person' }).click();
    await expect(dialog.getByText(/Thanks, Dave\. Our team is away until Monday at 6:00\sAM PST/)).toBeVisible();
    expect((await axeOn(page).include('[data-chat-root]').analyze()).violations).toEqual([]);
    await context.close();
  });

  test('a phone number typed into the chat is offered for the hand-off, prefilled', async ({ page }) => {
    await page.goto('/contact-us');
    await page.getByRole('button', { name: 'Open chat with Boundless AI Support' }).click();
    const dialog = page.getByRole('dialog', { name: 'Boundless AI Support' });
    const input = dialog.getByRole('textbox', { name: 'Type your message' });
    await input.fill('Please call me back at 416-555-0198, ask for Dave. Want to discuss PO financing');
    await input.press('Enter');
    const form = dialog.getByRole('form', { name: 'Talk to a person' });
    await expect(form.getByLabel('Phone (optional)')).toHaveValue('416-555-0198');
    await expect(form.getByText('We filled in what you typed in the chat.')).toBeVisible();
    // The reply hedges on PO financing with its page, and offers a person. (Since round 19 it no longer quotes how to
    // book a call: an expected failure in tests/unit/chat-engine.test.ts asks for both.)
    const log = dialog.getByRole('log');
    await expect(log.getByRole('link', { name: 'PO Financing', exact: true })).toBeVisible();
    await expect(log.getByText(/A person on our team can answer for sure/)).toBeVisible();
    // Bad input is refused in the visitor's language and nothing is sent.
    await form.getByLabel('Name').fill('Dave');
    await form.getByLabel('E-mail').fill('dave@');
    await form.getByRole('button', { name: 'Ask for a person' }).click();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveCount(0);
  });
});
