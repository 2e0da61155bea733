import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../../playwright.config';
import { ARTICLE_DISCLOSURE, MARKETPLACE_DISCLOSURE, PRODUCT_FIGURES_DISCLOSURE } from '~/i18n/en/disclosures';
import { NEWSLETTER_CONSENT } from '~/data/newsletter';
import { en } from '~/i18n/en';
import { expectFooterDisclosures, hydrated, uniqueEmail } from './helpers';
import { localizedSuccessStories } from '~/lib/solutions';

const successStories = localizedSuccessStories('en');
const dist = join(import.meta.dirname, '../../dist');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? htmlFiles(join(dir, e.name)) : e.name.endsWith('.html') ? [join(dir, e.name)] : [],
  );
}

/** Width and height from the header bytes of a PNG (IHDR) or a baseline/progressive JPEG (SOFn). */
function imageSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    const length = bytes.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

const meta = (html: string, key: string) =>
  [...html.matchAll(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`, 'g'))].map((m) => m[1]);

test.describe('social previews', () => {
  test('every og:image and twitter:image in dist/ is a 1200×630 file of the site', () => {
    // The content editor (/cms/) is a staff tool outside the site's layout, never shared: no preview.
    const pages = htmlFiles(dist).filter((file) => !relative(dist, file).startsWith('cms/'));
    expect(pages.length).toBeGreaterThan(40);
    const problems: string[] = [];
    let checked = 0;
    for (const file of pages) {
      const html = readFileSync(file, 'utf8');
      const urls = [...meta(html, 'og:image'), ...meta(html, 'twitter:image')];
      if (urls.length !== 2) problems.push(`${relative(dist, file)}: ${urls.length} preview tags`);
      for (const url of urls) {
        const path = new URL(url).pathname;
        let bytes: Buffer;
        try {
          bytes = readFileSync(join(dist, path));
        } catch {
          problems.push(`${relative(dist, file)}: ${path} does not exist (npm run og)`);
          continue;
        }
        const size = imageSize(bytes);
        if (size?.width !== 1200 || size?.height !== 630)
          problems.push(`${relative(dist, file)}: ${path} is ${JSON.stringify(size)}`);
        checked += 1;
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBe(pages.length * 2);
  });

  test('a page preview is its own, not a shared default', async ({ page }) => {
    await page.goto('/financial-products');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/images\/og\/financial-products\.jpg$/,
    );
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute(
      'content',
      /\/images\/og\/financial-products\.jpg$/,
    );
  });
});

test.describe('disclosures', () => {
  // Every route's footer is checked with the route itself (foundation.spec.ts); these two pages are not routes.
  test('the footers of /unsubscribe and a Coming Soon article carry the same disclosures', async ({ page }) => {
    for (const path of ['/unsubscribe', '/blog/blog-post']) {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await expectFooterDisclosures(page);
    }
  });

  test('/financial-products and every article carry their own disclosure', async ({ page }) => {
    await page.goto('/financial-products');
    const products = page.getByRole('note', { name: 'About these products' });
    await expect(products).toContainText(PRODUCT_FIGURES_DISCLOSURE);
    await expect(products).toContainText(MARKETPLACE_DISCLOSURE);
    for (const path of ['/blog/merchant-cash-advance-explained', '/abl', '/blog/boundless-ai-airwallex-partnership']) {
      await page.goto(path);
      const note = page.getByRole('note', { name: 'About this article' });
      await expect(note, path).toContainText(ARTICLE_DISCLOSURE);
      await expect(note, path).toContainText(MARKETPLACE_DISCLOSURE);
    }
  });

  test('the SBA guide shows its update date, in the header and in dateModified', async ({ page }) => {
    await page.goto('/blog/what-is-an-sba-loan');
    await expect(page.locator('[data-updated]')).toHaveText('Updated November 23, 2026');
    await expect(page.locator('[data-updated] time')).toHaveAttribute('datetime', '2026-11-23');
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(ld.dateModified).toBe('2026-11-23T00:00:00.000Z');
    expect(ld.datePublished).toBe('2025-02-11T00:00:00.000Z');
    await expect(page.getByRole('heading', { name: 'Ownership and citizenship: the 2025-26 rules' })).toBeVisible();
    // An article without an update shows none.
    await page.goto('/blog/debt-financing-guide');
    await expect(page.locator('[data-updated]')).toHaveCount(0);
  });
});

test('each success-story card links to the case study that tells its story', async ({ page }) => {
  await page.goto('/who-we-help');
  const cards = page.locator('[data-active-story] > ul > li');
  await expect(cards).toHaveCount(successStories.length);
  for (const [i, story] of successStories.entries()) {
    await expect(cards.nth(i).getByRole('link', { name: /Read the case study/ })).toHaveAttribute(
      'href',
      `/blog/${story.article}`,
    );
    await expect(cards.nth(i)).toContainText(`as of ${story.asOf}`);
  }
  await cards
    .first()
    .getByRole('link', { name: /Read the case study/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(successStories[0].amount);
});

test.describe('newsletter consent and unsubscribe', () => {
  const auth = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

  /** The personal link the staff export carries for one subscriber (undefined when not subscribed). */
  async function linkOf(request: APIRequestContext, email: string): Promise<string | undefined> {
    const res = await request.get('/api/subscribers?limit=500', { headers: auth });
    expect(res.status()).toBe(200);
    const rows = (await res.json()) as { email: string; unsubscribeUrl: string; consentVersion: string }[];
    const row = rows.find((r) => r.email === email);
    if (row) expect(row.consentVersion).toBe(NEWSLETTER_CONSENT.version);
    return row?.unsubscribeUrl;
  }

  test('sign up with the consent line, then one click on the personal link unsubscribes; a forged link does not', async ({
    page,
    request,
  }) => {
    await page.goto('/about-us');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(NEWSLETTER_CONSENT.text);
    await hydrated(page, 'NewsletterForm');
    const email = uniqueEmail('unsub');
    await footer.getByLabel('Get funding insights in your inbox').fill(email);
    await footer.getByRole('button', { name: /Subscribe/ }).click();
    await expect(footer.getByText("Thanks! You've been subscribed to our newsletter.")).toBeVisible();

    const link = await linkOf(request, email);
    expect(link).toMatch(/\/unsubscribe\?t=/);
    const { pathname, search } = new URL(link!);

    // Altered signature: the page says the link is not valid, and the subscription stays.
    const token = new URLSearchParams(search).get('t')!;
    const forged = `${token.slice(0, -3)}${token.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    await page.goto(`/unsubscribe?t=${forged}`);
    await hydrated(page, 'UnsubscribeConfirm');
    // The link names no address: the page asks without one.
    await expect(page.getByText('Stop sending you the Boundless AI newsletter?')).toBeVisible();
    await expect(page.getByText(email)).toHaveCount(0);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('alert')).toContainText('This unsubscribe link is not valid.');
    expect(await linkOf(request, email)).toBe(link);

    // Opening the real link removes nothing until the button is pressed.
    await page.goto(`${pathname}${search}`);
    await hydrated(page, 'UnsubscribeConfirm');
    await expect(page.getByText('Stop sending you the Boundless AI newsletter?')).toBeVisible();
    expect(await linkOf(request, email)).toBe(link);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Done' })).toHaveText(
      en.site.unsubscribe.confirm.done.replace('{email}', email),
    );
    expect(await linkOf(request, email)).toBeUndefined();
  });

  test('a link that is not one of ours says so without a button', async ({ page }) => {
    await page.goto('/unsubscribe?t=nonsense');
    await hydrated(page, 'UnsubscribeConfirm');
    await expect(page.getByRole('alert')).toContainText('This unsubscribe link is not valid.');
    await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
  });
});
