import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../../playwright.config';
import { ADMIN_PAGE_SIZE, ADMIN_TOKEN_KEY } from '~/data/admin-inboxes';
import { hydrated, uniqueEmail } from './helpers';
import {
  CONTACTS,
  DATE,
  XSS,
  cards,
  firstPage,
  postContact,
  total,
  openSignedIn,
  shrinkPages,
  search,
} from './admin-helpers';

test.describe('/admin sign-in', () => {
  test('shows only a message for a wrong secret, opens with the right one, keeps it for the tab, and signs out', async ({
    page,
  }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff sign-in');
    await hydrated(page, 'AdminApp');
    const secret = page.getByLabel('Admin secret');
    await expect(secret).toHaveAttribute('type', 'password');

    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Please enter the admin secret')).toBeVisible();

    await secret.fill('not-the-secret');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('That admin secret was not accepted. Check it and try again.');
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expect(page.getByRole('article')).toHaveCount(0);
    expect(await page.evaluate((k) => sessionStorage.getItem(k), ADMIN_TOKEN_KEY)).toBeNull();

    await secret.fill(E2E_ADMIN_TOKEN);
    const listCall = page.waitForRequest((r) => CONTACTS.test(r.url()) && r.url().includes(`limit=${ADMIN_PAGE_SIZE}`));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    expect((await listCall).headers().authorization).toBe(`Bearer ${E2E_ADMIN_TOKEN}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Form Submissions');
    await expect(page.getByText(/^Total submissions: \d+$/)).toBeVisible();
    expect(await page.evaluate((k) => sessionStorage.getItem(k), ADMIN_TOKEN_KEY)).toBe(E2E_ADMIN_TOKEN);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Form Submissions');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff sign-in');
    await expect(page.getByText('You have signed out.')).toBeVisible();
    expect(await page.evaluate((k) => sessionStorage.getItem(k), ADMIN_TOKEN_KEY)).toBeNull();
  });

  test('a secret that stops working mid-session signs the tab out with a message', async ({ page }) => {
    await page.addInitScript(([key]) => sessionStorage.setItem(key, 'stale-secret'), [ADMIN_TOKEN_KEY] as const);
    await page.goto('/admin');
    await expect(page.getByText('The admin secret is no longer accepted. Please sign in again.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff sign-in');
  });

  test('the page is noindex, outside the sitemap, disallowed for robots, and its HTML holds no data', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('private');
    await postContact(request, { email });
    const html = await (await request.get('/admin')).text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(html).not.toContain(email);
    expect(html).not.toContain('Total submissions');
    const sitemap = await (await request.get('/sitemap-0.xml')).text();
    expect(sitemap).toContain('/contact-us');
    expect(sitemap).not.toContain('/admin');
    expect(await (await request.get('/robots.txt')).text()).toMatch(/^Disallow: \/admin$/m);
    // Every list refuses a request without the secret.
    for (const path of ['/api/contacts', '/api/partnerships', '/api/subscribers']) {
      const res = await request.get(path);
      expect(res.status()).toBe(401);
      expect(await res.json()).toEqual({ error: 'Unauthorized' });
    }
    expect((await request.delete(`/api/records?email=${email}`)).status()).toBe(401);
    await page.goto('/admin');
    await expect(page.getByText(email)).toHaveCount(0);
  });
});

test.describe('/admin contact submissions', () => {
  test('shows three placeholder cards while loading', async ({ page }) => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    await page.route(CONTACTS, async (route) => {
      await gate;
      await route.continue();
    });
    await openSignedIn(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Form Submissions');
    await expect(page.locator('[data-placeholder]')).toHaveCount(3);
    await expect(page.locator('[data-placeholder]').first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading contact submissions…' })).toBeAttached();
    release();
    await expect(page.locator('[data-placeholder]')).toHaveCount(0);
    await expect(page.getByText(/^Total submissions: \d+$/)).toBeVisible();
  });

  test('shows the red error card when the list fails, and can try again', async ({ page }) => {
    let fail = true;
    await page.route(CONTACTS, (route) =>
      fail ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"x"}' }) : route.continue(),
    );
    await openSignedIn(page);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Failed to load contact submissions. Please try again later.');
    fail = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText(/^Total submissions: \d+$/)).toBeVisible();
  });

  test('shows the empty state when there are no submissions', async ({ page }) => {
    await page.route(CONTACTS, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', headers: { 'X-Total-Count': '0' }, body: '[]' }),
    );
    await openSignedIn(page);
    await expect(page.getByText('Total submissions: 0')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No submissions yet' })).toBeVisible();
    await expect(
      page.getByText('Contact form submissions will appear here when visitors submit the form.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  test('shows a card for a real submission through the contact form, with stored text shown literally', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      (window as unknown as { __xss?: number }).__xss = undefined;
    });
    const email = uniqueEmail('card');
    const message = `${'Our bakery needs working capital for a second location. '.repeat(3)}End of the long message.`;
    await page.goto('/contact-us');
    await hydrated(page, 'ContactForm');
    const form = page.locator('#contact-form form');
    await form.getByLabel('First Name').fill(XSS);
    await form.getByLabel('Last Name').fill('Silva');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone').fill('+1 (416) 555-0100');
    await form.getByLabel('Company').fill('<script>window.__xss=2</script>');
    await form.getByLabel('Message').fill(message);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Thanks! Your message has been received.')).toBeVisible();

    await openSignedIn(page);
    await search(page, email);
    await expect(cards(page)).toHaveCount(1);
    const card = cards(page).first();
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(`${XSS} Silva`);
    await expect(card.locator('time')).toHaveText(DATE);
    await expect(card.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    await expect(card.getByRole('link', { name: '+1 (416) 555-0100' })).toHaveAttribute('href', 'tel:+14165550100');
    await expect(card.getByText('<script>window.__xss=2</script>')).toBeVisible();
    expect(message.length).toBeGreaterThan(150);
    await expect(card.getByText(`${message.slice(0, 150)}...`, { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Show full message' }).click();
    await expect(card.getByText(message, { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Show less' }).click();
    await expect(card.getByText(`${message.slice(0, 150)}...`, { exact: true })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await expect(card.locator('img, script')).toHaveCount(0);
  });

  test('a card without phone, company or message shows only what there is', async ({ page }) => {
    await page.route(CONTACTS, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'X-Total-Count': '1' },
        body: JSON.stringify([{ id: '1', firstName: 'Old', lastName: 'Record', email: 'old@x.co' }]),
      }),
    );
    await openSignedIn(page);
    const card = cards(page).first();
    await expect(card.getByRole('heading')).toHaveText('Old Record');
    await expect(card.locator('time')).toHaveText('Unknown');
    await expect(card.getByRole('link')).toHaveCount(1);
    await expect(card.getByRole('button')).toHaveCount(0);
  });

  test('pages newest first with Load more following the Link header', async ({ page, request }) => {
    // Real paging with small pages: the admin's first-page request is sent with limit=5, and the Link
    // header the server answers with carries that limit on.
    const PAGE = 5;
    await shrinkPages(page, PAGE);
    const needed = 2 * PAGE + 1 - (await total(request));
    for (let i = 0; i < needed; i++) await postContact(request, { message: `Paging seed ${i}` });
    const sent = Date.now();
    await postContact(request, { message: 'Paging, the newest seed' });

    // Other specs send forms meanwhile: the total is the one the page's own first request was answered with.
    const first = firstPage(page);
    await openSignedIn(page);
    const count = await first;
    await expect(page.getByText(`Total submissions: ${count}`)).toBeVisible();
    await expect(cards(page)).toHaveCount(PAGE);
    // Other specs may send newer ones meanwhile: the first card is at least as new as the last one sent here.
    const top = await cards(page).first().locator('time').getAttribute('datetime');
    expect(Date.parse(top ?? '')).toBeGreaterThanOrEqual(sent - 1000);
    await expect(page.getByText(`Showing ${PAGE} of ${count}.`)).toBeVisible();

    for (const shown of [2 * PAGE, 3 * PAGE]) {
      const nextCall = page.waitForResponse((r) => CONTACTS.test(r.url()) && r.url().includes('cursor='));
      await page.getByRole('button', { name: 'Load more' }).click();
      const next = await nextCall;
      expect(new URL(next.url()).searchParams.get('limit')).toBe(String(PAGE));
      // Each page's answer carries the total as it is now; the pages hold only records older than the first
      // page's, so at most the count the page opened with (one sent meanwhile is newer and counted, not paged).
      const now = Number(next.headers()['x-total-count']);
      await expect(cards(page)).toHaveCount(Math.min(shown, count));
      await expect(page.getByText(`Showing ${Math.min(shown, count)} of ${now}.`)).toBeVisible();
    }

    // The times run newest first across the pages, and no record shows twice.
    const stamps = await cards(page)
      .locator('time')
      .evaluateAll((els) => els.map((e) => Date.parse(e.getAttribute('datetime') ?? '')));
    expect(stamps).toEqual([...stamps].sort((a, b) => b - a));
    // By record id: other specs send several messages from one address.
    const ids = await cards(page).evaluateAll((els) => els.map((e) => e.closest('li')?.id ?? ''));
    expect(ids.every((id) => id.startsWith('record-'))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('search filters by name, e-mail, company or message across every page', async ({ page, request }) => {
    const tag = `zq${Date.now().toString(36)}`;
    const emailA = uniqueEmail('searcha');
    await postContact(request, { firstName: `Nora${tag}`, email: emailA });
    await postContact(request, {});
    await postContact(request, {});
    await postContact(request, { company: `Company ${tag} Ltd` });
    await postContact(request, { message: `Please call about ${tag} financing` });
    // The first page holds only the 2 newest records: the first match is on a later page, so the search
    // has to load every page first.
    await shrinkPages(page, 2);
    await openSignedIn(page);
    await expect(cards(page)).toHaveCount(2);
    await search(page, tag.toUpperCase());
    await expect(cards(page)).toHaveCount(3);
    await expect(
      page.getByText(new RegExp(`^3 of \\d+ contact submissions match “${tag.toUpperCase()}”\\.$`)),
    ).toBeVisible();
    await search(page, emailA);
    await expect(cards(page)).toHaveCount(1);
    await search(page, `nora${tag} visitor`);
    await expect(cards(page)).toHaveCount(1);
    await search(page, 'no-such-thing-anywhere-42');
    await expect(page.getByText('No contact submissions match your search.')).toBeVisible();
    // Clearing the search goes back to the pages loaded so far (the search never renders every record).
    await search(page, '');
    await expect(cards(page)).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Load more' })).toBeVisible();
  });

  test('exports every submission as CSV with quoting and formula cells neutralised', async ({ page, request }) => {
    const email = uniqueEmail('csv');
    await postContact(request, {
      firstName: 'Comma, Quote',
      lastName: 'O"Brien',
      email,
      phone: '+1 416 555 0100',
      company: '=HYPERLINK("http://evil.example","click")',
      message: 'Line one\nLine two, with "quotes"',
    });
    const first = firstPage(page);
    await openSignedIn(page);
    const count = await first;
    await expect(page.getByText(`Total submissions: ${count}`)).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^contact-submissions-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await file.path())!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const body = csv.slice(1);
    expect(body.split('\r\n')[0]).toBe(
      'ID,Submitted at (UTC),First name,Last name,Email,Phone,Company,Message,Consent,Consent given at (UTC),' +
        'Consent page,Consent wording,Source (first touch),Campaign (first touch),Landing page,' +
        'Source (latest touch),Campaign (latest touch),Language',
    );
    expect(body).toMatch(
      new RegExp(
        `\\r\\n[0-9a-f-]+,[0-9T:.Z-]+,"Comma, Quote","O""Brien",${email.replace(/[.]/g, '\\.')},'\\+1 416 555 0100,"'=HYPERLINK\\(""http://evil\\.example"",""click""\\)","Line one\\nLine two, with ""quotes""",,,,,,,,,,English\\r\\n`,
      ),
    );
    // One line per record (records here have no line breaks except the one above).
    // Every record stored before the page opened, and none that did not exist when the export ended.
    const rows = body.split('\r\n').filter((l) => /^[0-9]{15}-[0-9a-f]{16},/.test(l));
    expect(rows.length).toBeGreaterThanOrEqual(count);
    expect(rows.length).toBeLessThanOrEqual(await total(request));
  });
});
