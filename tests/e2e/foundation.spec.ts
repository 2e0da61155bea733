import { expect, test } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../../playwright.config';
import { expectFooterDisclosures } from './helpers';
import { routes } from './routes';
import { supportHoursText } from '~/i18n/en/support';

test.describe('routes', () => {
  for (const { path, heading } of routes) {
    test(`${path} answers 200 with header, its heading and the footer's disclosures`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
      await expect(page.getByRole('banner')).toBeVisible();
      await expectFooterDisclosures(page);
    });
  }

  test('an unknown path shows the 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(/404 Page Not Found/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
    await expect(page.getByText('The page you are looking for does not exist or has moved.')).toBeVisible();
  });

  test('pages carry the security headers of netlify.toml', async ({ request }) => {
    for (const path of ['/', '/no-such-page']) {
      const res = await request.get(path);
      const h = res.headers();
      expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(h['content-security-policy']).not.toContain('unsafe-inline');
      expect(h['strict-transport-security']).toContain('max-age=');
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['referrer-policy']).toBeTruthy();
      expect(h['permissions-policy']).toBeTruthy();
      expect(h['x-frame-options']).toBe('DENY');
    }
  });

  test('text is compressed as on Netlify, and function answers are buffered with their length', async ({ request }) => {
    const page = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.headers()['content-encoding']).toBe('br');
    expect(await page.text()).toContain('Fast Funding for');
    const list = await request.get('/api/subscribers?limit=500', {
      headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    });
    expect(list.status()).toBe(200);
    expect(list.headers()['content-type']).toContain('application/json');
    expect(list.headers()['transfer-encoding']).toBeUndefined();
    expect(Number(list.headers()['content-length'])).toBeGreaterThan(0);
  });
});

test.describe('footer', () => {
  test('has the address, hours, support e-mail, socials and legal links', async ({ page }) => {
    await page.goto('/about-us');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Toronto');
    await expect(footer).toContainText(supportHoursText);
    await expect(footer.getByRole('link', { name: /@boundless-ai\.com/ })).toHaveAttribute('href', /^mailto:/);
    for (const name of ['LinkedIn', 'Instagram', 'X', 'Facebook']) {
      await expect(footer.getByRole('link', { name: new RegExp(`on ${name} `) })).toHaveAttribute('target', '_blank');
    }
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-terms');
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
    await expect(footer.getByRole('link', { name: 'Accessibility' })).toHaveAttribute('href', '/accessibility');
    await expect(footer).toContainText('© 2025');
  });
});
