import { expect, test, type Page } from '@playwright/test';
import { pausedClock } from './helpers';

/**
 * Opens a page. The header island hydrates on the visitor's first pointer, touch or focus in it, so each test
 * below is also a first use (tests/e2e/islands.spec.ts holds the island back to test the moment in between).
 */
async function open(page: Page, path: string) {
  await page.goto(path);
}

test.describe('header (desktop)', () => {
  test('dropdown opens on hover and closes 150 ms after the pointer leaves', async ({ page }) => {
    await pausedClock(page);
    await open(page, '/about-us');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const trigger = nav.getByRole('button', { name: 'Our Solution' });
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: /How It Works/ })).toBeVisible();
    await page.mouse.move(640, 600);
    await page.clock.runFor(149);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.clock.runFor(2);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: /How It Works/ })).toBeHidden();
  });

  test('only one dropdown is open; the chevron toggles; Escape closes and returns focus', async ({ page }) => {
    await open(page, '/about-us');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const company = nav.getByRole('button', { name: 'Company' });
    const partners = nav.getByRole('button', { name: 'Partner With Us' });
    await company.focus();
    await page.keyboard.press('Enter');
    await expect(company).toHaveAttribute('aria-expanded', 'true');
    await partners.focus();
    await page.keyboard.press('Enter');
    await expect(partners).toHaveAttribute('aria-expanded', 'true');
    await expect(company).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Escape');
    await expect(partners).toHaveAttribute('aria-expanded', 'false');
    await expect(partners).toBeFocused();
  });

  test('Knowledge panel lists three guides, all guides, the three funding tools and the six capital solutions', async ({
    page,
  }) => {
    await open(page, '/about-us');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Knowledge' }).click();
    const panel = page.locator('#menu-knowledge');
    await expect(panel.getByRole('link')).toHaveCount(13);
    await expect(panel.getByRole('link', { name: 'All business guides' })).toHaveAttribute(
      'href',
      '/blog?category=guides',
    );
    for (const id of [
      'merchant-cash-advance',
      'asset-based-lending',
      'term-loans',
      'po-financing',
      'inventory-financing',
      'supply-chain-financing',
    ]) {
      await expect(panel.locator(`a[href="/financial-products#${id}"]`)).toHaveCount(1);
    }
    for (const href of ['/calculators/term-loan', '/calculators/merchant-cash-advance', '/prequalify']) {
      await expect(panel.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
  });

  test('gains a shadow after 10 px of scroll', async ({ page }) => {
    await open(page, '/terms-of-service');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
      window.scrollTo(0, 11);
    });
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(() => window.scrollTo(0, 5));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test('app buttons open the external app in a new tab', async ({ page }) => {
    await open(page, '/');
    const header = page.getByRole('banner');
    const signIn = header.getByRole('link', { name: 'Sign In' }).first();
    await expect(signIn).toHaveAttribute('href', /\/login\?next=%2F$/);
    await expect(signIn).toHaveAttribute('target', '_blank');
    await expect(signIn).toHaveAttribute('rel', /noopener/);
    await expect(header.getByRole('link', { name: 'Create Free Account' })).toHaveAttribute('href', /\/signup$/);
  });

  test('a capital-solution link on another page navigates to the anchor with a 100 px offset', async ({ page }) => {
    await open(page, '/about-us');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Knowledge' }).click();
    await page.locator('#menu-knowledge a[href="/financial-products#term-loans"]').click();
    await expect(page).toHaveURL(/\/financial-products#term-loans$/);
  });
});

test.describe('header (phone)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('toggle menu with one expanded section at a time', async ({ page }) => {
    await open(page, '/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobile).toBeVisible();
    const solution = mobile.getByRole('button', { name: 'Our Solution' });
    const company = mobile.getByRole('button', { name: 'Company' });
    await solution.click();
    await expect(mobile.getByRole('link', { name: 'Who We Help' })).toBeVisible();
    await company.click();
    await expect(company).toHaveAttribute('aria-expanded', 'true');
    await expect(solution).toHaveAttribute('aria-expanded', 'false');
    await expect(mobile.getByRole('link', { name: 'Who We Help' })).toBeHidden();
    await mobile.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
  });
});

test.describe('header (a tablet held sideways, 1024 px)', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('the French bar keeps one row: the menu button, no label wrapped or cut; the partner chips apart', async ({
    page,
  }) => {
    await open(page, '/fr/partners');
    const header = page.locator('[data-site-header]');
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeHidden();
    await expect(header.getByRole('button', { name: 'Ouvrir le menu' })).toBeVisible();
    expect((await header.boundingBox())!.height).toBe(80);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
    // The hub's two bottom chips, side by side on a narrow column: they never overlap.
    const api = (await page.getByText('Partenaires API', { exact: true }).boundingBox())!;
    const funded = (await page.getByText(/entreprises financées$/).boundingBox())!;
    expect(api.x + api.width).toBeLessThanOrEqual(funded.x);
  });
});
