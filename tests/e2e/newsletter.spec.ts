import { expect, test, type Page } from '@playwright/test';
import { hydrated, pausedClock, uniqueEmail } from './helpers';

const unique = () => uniqueEmail('reader');

test.describe('newsletter form', () => {
  const form = (page: Page) => {
    const footer = page.getByRole('contentinfo');
    return {
      input: footer.getByLabel('Get funding insights in your inbox'),
      button: footer.getByRole('button', { name: /Subscribe/ }),
      footer,
    };
  };

  test('validates empty and malformed e-mails and clears the error on edit', async ({ page }) => {
    await page.goto('/about-us');
    const { input, button, footer } = form(page);
    await hydrated(page, 'NewsletterForm');
    await button.click();
    await expect(footer.getByText('Please enter your email')).toBeVisible();
    await input.fill('not-an-email');
    await expect(footer.getByText('Please enter your email')).toBeHidden();
    await button.click();
    await expect(footer.getByText('Please enter a valid email address')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await input.press('End');
    await input.pressSequentially('x');
    await expect(footer.getByText('Please enter a valid email address')).toBeHidden();
  });

  test('shows Subscribing... while sending, then success that hides after 10 s; the subscriber is stored', async ({
    page,
    request,
  }) => {
    await pausedClock(page);
    await page.goto('/about-us');
    const { input, button, footer } = form(page);
    await hydrated(page, 'NewsletterForm');
    const email = unique();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    await page.route('/api/subscribe', async (route) => {
      await gate;
      await route.continue();
    });
    await input.fill(`  ${email}  `);
    await button.click();
    await expect(footer.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    release();
    await expect(footer.getByText("Thanks! You've been subscribed to our newsletter.")).toBeVisible();
    await expect(input).toHaveValue('');
    await page.clock.runFor(9_900);
    await expect(footer.getByText("Thanks! You've been subscribed to our newsletter.")).toBeVisible();
    await page.clock.runFor(200);
    await expect(footer.getByText("Thanks! You've been subscribed to our newsletter.")).toBeHidden();

    // The trimmed address reached Blobs: subscribing it again is recognised as a repeat.
    const again = await request.post('/api/subscribe', { data: { email } });
    expect(again.status()).toBe(200);
    expect(await again.json()).toEqual({ message: 'Already subscribed' });
  });

  test("shows the server's error, or the fallback when it gives none", async ({ page }) => {
    await page.goto('/about-us');
    const { input, button, footer } = form(page);
    await hydrated(page, 'NewsletterForm');
    await page.route('/api/subscribe', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Storage is resting' }),
      }),
    );
    await input.fill(unique());
    await button.click();
    await expect(footer.getByText('Storage is resting')).toBeVisible();
    await page.unroute('/api/subscribe');
    await page.route('/api/subscribe', (route) => route.fulfill({ status: 500, body: 'oops' }));
    await button.click();
    await expect(footer.getByText('Failed to subscribe', { exact: true })).toBeVisible();
  });
});
