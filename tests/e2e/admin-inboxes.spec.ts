import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../../playwright.config';
import { hydrated, uniqueEmail } from './helpers';
import { auth, CONTACTS, XSS, cards, ip, postContact, postPartnership, openSignedIn, search } from './admin-helpers';
import { axeOn } from './axe';

test.describe('/admin other inboxes', () => {
  test('Partnership inquiries shows all 12 fields, with text shown literally', async ({ page, request }) => {
    const email = uniqueEmail('pcard');
    await postPartnership(request, {
      email,
      company: 'Northwind <b>Capital</b>',
      partnershipGoals: `${XSS} add our loans`,
    });
    await openSignedIn(page);
    await page.getByRole('tab', { name: 'Partnership inquiries' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partnership Inquiries');
    await expect(page.getByText(/^Total inquiries: \d+$/)).toBeVisible();
    await expect(page).toHaveURL(/#partnerships$/);
    await search(page, email);
    const card = cards(page).first();
    await expect(card.getByRole('heading', { level: 2 })).toHaveText('Sam Partner');
    await expect(card.getByText('Northwind <b>Capital</b>')).toBeVisible();
    for (const text of ['Lending Partner', 'Lending partnership inquiry', 'Yes', `${XSS} add our loans`]) {
      await expect(card.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(card.getByText('Not specified', { exact: true })).toHaveCount(3);
    await expect(card.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    await expect(card.locator('img, b')).toHaveCount(0);
  });

  test('Accessibility feedback shows the page, the format asked for, the message and the reply due', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('a11y');
    const res = await request.post('/api/accessibility-feedback', {
      data: {
        name: 'Léa <i>Tremblay</i>',
        email,
        concerning: 'Loan calculator',
        format: 'braille',
        message: `${XSS} no text version of the chart`,
        locale: 'fr',
      },
      headers: { 'x-forwarded-for': ip() },
    });
    expect(res.status()).toBe(201);
    await openSignedIn(page, '#accessibility');
    await expect(page.getByRole('tab', { name: 'Accessibility feedback' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility Feedback');
    await search(page, email);
    const card = cards(page).first();
    await expect(card.getByRole('heading', { level: 2 })).toHaveText('Léa <i>Tremblay</i>');
    for (const text of ['Loan calculator', 'Braille', `${XSS} no text version of the chart`])
      await expect(card.getByText(text, { exact: true })).toBeVisible();
    await expect(card.getByText(/^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(card.getByText('French', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    await expect(card.locator('img, i')).toHaveCount(0);
  });

  test('Newsletter subscribers lists subscribers; tabs work with the arrow keys and the hash', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('sub');
    expect(
      (await request.post('/api/subscribe', { data: { email }, headers: { 'x-forwarded-for': ip() } })).status(),
    ).toBe(201);
    await openSignedIn(page, '#subscribers');
    await expect(page.getByRole('tab', { name: 'Newsletter subscribers' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsletter Subscribers');
    await search(page, email);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first().getByRole('link', { name: email })).toBeVisible();
    await page.getByRole('tab', { name: 'Newsletter subscribers' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Partnership inquiries' })).toBeFocused();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partnership Inquiries');
    await page.keyboard.press('End');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conversations');
  });

  test('Chats lists conversations newest first and opens one with its messages in order', async ({ page }) => {
    const conversations = [
      {
        id: '001767607320000-bbbbbbbbbbbbbbbb',
        submittedAt: '2026-01-05T10:02:00Z',
        conversationId: 'conv-bbbbbbbb',
        firstMessage: `Do you fund trucks? ${XSS}`,
        messageCount: 2,
      },
      {
        id: '001767517200000-aaaaaaaaaaaaaaaa',
        submittedAt: '2026-01-04T09:00:00Z',
        conversationId: 'conv-aaaaaaaa',
        firstMessage: 'Hi',
        messageCount: 1,
      },
    ];
    const messages = [
      {
        id: '001767607320000-1111111111111111',
        submittedAt: '2026-01-05T10:02:00Z',
        conversationId: 'conv-bbbbbbbb',
        role: 'user',
        message: `Do you fund trucks? ${XSS}`,
      },
      {
        id: '001767607380000-2222222222222222',
        submittedAt: '2026-01-05T10:03:00Z',
        conversationId: 'conv-bbbbbbbb',
        role: 'bot',
        message: 'We can help with that.',
      },
    ];
    const opened: string[] = [];
    await page.route(/\/api\/chats(\?|$)/, (route) => {
      const id = new URL(route.request().url()).searchParams.get('conversationId');
      if (id) opened.push(id);
      const body = id ? messages : conversations;
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'X-Total-Count': String(body.length) },
        body: JSON.stringify(body),
      });
    });
    await openSignedIn(page, '#chats');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conversations');
    await expect(page.getByText('Total conversations: 2')).toBeVisible();
    await expect(cards(page)).toHaveCount(2);
    const first = cards(page).nth(0);
    await expect(first.getByRole('heading')).toHaveText('Conversation conv-bbbbbbbb');
    await expect(first.getByText('2 messages')).toBeVisible();
    await expect(first.getByText(`Do you fund trucks? ${XSS}`)).toBeVisible();
    await expect(
      cards(page)
        .nth(1)
        .getByText(/ · 1 message$/),
    ).toBeVisible();
    expect(opened).toEqual([]);

    await first.getByRole('button', { name: 'Show conversation' }).click();
    await expect(first.getByRole('listitem')).toHaveText([
      /^Visitor · .*Do you fund trucks\? <img/,
      /^Bot · .*We can help with that\.$/,
    ]);
    expect(opened).toEqual(['conv-bbbbbbbb']);
    await expect(first.getByRole('button', { name: 'Hide conversation' })).toHaveAttribute('aria-expanded', 'true');
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

    await search(page, 'trucks');
    await expect(cards(page)).toHaveCount(1);
  });

  test('exports a long list page by page with a progress bar', async ({ page }) => {
    // 1,200 records in pages of 500 behind a slowed API: the progress shows while the pages arrive.
    const all = Array.from({ length: 1200 }, (_, i) => ({
      id: `${String(1_767_600_000_000 - i).padStart(15, '0')}-${'0'.repeat(16)}`,
      firstName: `P${i}`,
      lastName: 'L',
      email: `p${i}@x.co`,
    }));
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const limits: string[] = [];
    await page.route(CONTACTS, async (route) => {
      const url = new URL(route.request().url());
      const limit = Number(url.searchParams.get('limit'));
      limits.push(String(limit));
      const cursor = url.searchParams.get('cursor');
      const start = cursor ? all.findIndex((r) => r.id === cursor) + 1 : 0;
      if (start > 0) await gate;
      const body = all.slice(start, start + limit);
      const headers: Record<string, string> = { 'X-Total-Count': String(all.length) };
      if (start + limit < all.length)
        headers.Link = `</api/contacts?limit=${limit}&cursor=${body[body.length - 1].id}>; rel="next"`;
      return route.fulfill({ status: 200, contentType: 'application/json', headers, body: JSON.stringify(body) });
    });
    await openSignedIn(page);
    await expect(page.getByText('Total submissions: 1200')).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const bar = page.getByRole('progressbar', { name: 'Exporting 500 of 1,200 contact submissions…' });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('value', '500');
    release();
    const csv = await readFile((await (await download).path())!, 'utf8');
    expect(
      csv
        .slice(1)
        .split('\r\n')
        .filter((l) => /^\d{15}-/.test(l)),
    ).toHaveLength(1200);
    expect(limits.filter((l) => l === '500')).toHaveLength(3);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });

  test('the Chats tab shows its error card when the chat list is not available', async ({ page }) => {
    await page.route(/\/api\/chats(\?|$)/, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await openSignedIn(page, '#chats');
    await expect(page.getByRole('alert')).toContainText('Failed to load chats. Please try again later.');
  });
});

test.describe('/admin erase by e-mail', () => {
  test('after a confirmation, removes every record of one address and reports how many', async ({ page, request }) => {
    const email = uniqueEmail('erase');
    await postContact(request, { email });
    await postPartnership(request, { email });
    expect(
      (await request.post('/api/subscribe', { data: { email }, headers: { 'x-forwarded-for': ip() } })).status(),
    ).toBe(201);

    await openSignedIn(page);
    await expect(page.getByText(/^Total submissions: \d+$/)).toBeVisible();
    const eraseBox = page.getByLabel('E-mail address to erase');
    await expect(eraseBox).toBeHidden();
    await page.getByRole('button', { name: 'Erase by e-mail' }).click();
    await expect(page.getByRole('button', { name: 'Erase by e-mail' })).toHaveAttribute('aria-expanded', 'true');
    await eraseBox.fill('not-an-email');
    await page.getByRole('button', { name: 'Erase records' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await eraseBox.fill(email);
    await page.getByRole('button', { name: 'Erase records' }).click();
    const dialog = page.getByRole('dialog', { name: `Erase every record of ${email}?` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    const contacts = await (await request.get('/api/contacts?limit=500', { headers: auth })).json();
    expect(contacts.some((r: { email: string }) => r.email === email)).toBe(true);

    await page.getByRole('button', { name: 'Erase records' }).click();
    await dialog.getByRole('button', { name: 'Erase', exact: true }).click();
    await expect(
      page.getByText(
        `Removed 3 records for ${email} (contact submissions: 1, partnership inquiries: 1, newsletter subscribers: 1, pre-qualifications: 0, accessibility feedback: 0, chat conversations: 0).`,
      ),
    ).toBeVisible();
    await expect(eraseBox).toHaveValue('');

    for (const path of ['/api/contacts', '/api/partnerships', '/api/subscribers']) {
      const list = await (await request.get(`${path}?limit=500`, { headers: auth })).json();
      expect(list.some((r: { email: string }) => r.email === email)).toBe(false);
    }
  });
});

test.describe('/admin accessibility', () => {
  // The cookie notice slides in 5 s after load, mid-test: reduced motion shows it settled, so axe never judges a
  // half-faded button.
  test.use({ reducedMotion: 'reduce' });

  test('has no axe violations signed out, signed in with cards, and with the erase dialog open', async ({
    page,
    request,
  }) => {
    await postContact(request, { message: 'x'.repeat(200), company: 'Axe Ltd' });
    await page.goto('/admin');
    await hydrated(page, 'AdminApp');
    expect((await axeOn(page).analyze()).violations).toEqual([]);

    await page.getByLabel('Admin secret').fill(E2E_ADMIN_TOKEN);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(cards(page).first()).toBeVisible();
    expect((await axeOn(page).analyze()).violations).toEqual([]);

    await page.getByRole('button', { name: 'Erase by e-mail' }).click();
    await page.getByLabel('E-mail address to erase').fill('someone@example.com');
    await page.getByRole('button', { name: 'Erase records' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect((await axeOn(page).analyze()).violations).toEqual([]);
  });
});
