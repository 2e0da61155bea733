import { expect, test, type Page, type Request } from '@playwright/test';
import { en } from '~/i18n/en';
import { fr } from '~/i18n/fr';
import { axeOn } from './axe';

/** Requests of the search: its own script chunk, Pagefind's files and the index. */
const isSearchRequest = (r: Request) => /\/pagefind\/|\/_astro\/dialog\.[^/]*\.js/.test(new URL(r.url()).pathname);

const dialog = (page: Page) => page.getByRole('dialog');
const results = (page: Page) => dialog(page).locator('[data-search-result]');

async function search(page: Page, query: string) {
  await dialog(page).getByRole('searchbox').fill(query);
  await expect(results(page).first()).toBeVisible();
}

test.describe('site search', () => {
  test('loads nothing until opened, then opens with "/" and finds the factoring articles in English', async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (isSearchRequest(r)) fetched.push(r.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // Scroll and hover as a reader does: still nothing of the search is fetched.
    await page.mouse.wheel(0, 1500);
    await page.locator('[data-site-header]').hover();
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);

    await page.keyboard.press('/');
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole('searchbox')).toBeFocused();
    await search(page, 'invoice factoring');
    expect(fetched.some((url) => url.includes('/pagefind/pagefind.js'))).toBe(true);
    const hrefs = await results(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/blog/invoice-factoring-vs-invoice-financing',
        '/blog/invoice-factoring-for-a-logistics-company',
      ]),
    );
    expect(hrefs.every((href) => !href?.startsWith('/fr'))).toBe(true);
    // The matched words are marked in the excerpts; the status counts the results in English.
    await expect(results(page).first().locator('mark').first()).toBeVisible();
    await expect(dialog(page).getByRole('status')).toContainText(/\d+ results? for “invoice factoring”/);

    // Escape closes at once, though the field holds text; the button reopens it with the last search.
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await page.getByRole('button', { name: en.site.header.searchAria }).first().click();
    await expect(dialog(page).getByRole('searchbox')).toHaveValue('invoice factoring');
    await expect(dialog(page).getByRole('searchbox')).toBeFocused();
  });

  test('« affacturage » on /fr finds the French factoring articles, with French stemming', async ({ page }) => {
    await page.goto('/fr');
    await page.getByRole('button', { name: fr.site.header.searchAria }).first().click();
    await search(page, 'affacturage');
    const hrefs = await results(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/fr/blog/invoice-factoring-vs-invoice-financing',
        '/fr/blog/invoice-factoring-for-a-logistics-company',
      ]),
    );
    await expect(dialog(page).getByRole('status')).toContainText(/\d+\u00a0résultats? pour «\u00a0affacturage\u00a0»/);
    // French stemming: the plural finds the pages that use the singular.
    await search(page, 'factures affacturées');
    await expect(results(page).first()).toHaveAttribute('href', /^\/fr\//);
  });

  test('an English word on a French page returns French pages only', async ({ page }) => {
    await page.goto('/fr/about-us');
    await page.keyboard.press('Control+k');
    await search(page, 'factoring');
    const hrefs = await results(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/fr(\/|$)/);
    // And a French word on an English page, English pages only.
    await page.goto('/about-us');
    await page.keyboard.press('Control+k');
    await search(page, 'affacturage');
    for (const href of await results(page).evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
      expect(href).not.toMatch(/^\/fr/);
  });

  test('keyboard: arrows move through the results, Enter opens one; "/" in a field types a slash', async ({ page }) => {
    await page.goto('/contact-us');
    const field = page.getByRole('textbox').first();
    await field.focus();
    await page.keyboard.type('a/b');
    await expect(field).toHaveValue('a/b');
    await expect(dialog(page)).toBeHidden();

    await page.keyboard.press('Control+k');
    await search(page, 'invoice factoring');
    await page.keyboard.press('ArrowDown');
    await expect(results(page).first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(results(page).nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(dialog(page).getByRole('searchbox')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const href = await results(page).first().getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test('no results, in the page’s language', async ({ page }) => {
    await page.goto('/fr/blog');
    await page.keyboard.press('/');
    await dialog(page).getByRole('searchbox').fill('zzyzxq');
    await expect(dialog(page).getByRole('status')).toHaveText(fr.site.search.none.replace('{query}', 'zzyzxq'));
    await expect(results(page)).toHaveCount(0);
  });

  test('at phone width: the button sits in the header bar and the dialog fills the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const button = page.getByRole('button', { name: en.site.header.searchAria });
    await expect(button).toHaveCount(1);
    await button.click();
    const box = await dialog(page).boundingBox();
    expect(box?.width).toBe(390);
    await search(page, 'line of credit');
    const first = await results(page).first().boundingBox();
    expect((first?.x ?? 0) + (first?.width ?? 0)).toBeLessThanOrEqual(390);
  });

  for (const path of ['/', '/fr'])
    test(`clean under axe with results shown (${path})`, async ({ page }) => {
      await page.goto(path);
      await page.keyboard.press('/');
      await search(page, path === '/' ? 'loan' : 'prêt');
      const scan = await axeOn(page)
        .include('#site-search')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      expect(scan.violations).toEqual([]);
    });
});
