import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../../playwright.config';
import { FEEDBACK_REPLY_BUSINESS_DAYS } from '~/data/accessibility';
import { accessibility as en } from '~/i18n/en/accessibility';
import { accessibility as fr } from '~/i18n/fr/accessibility';
import { validation as frValidation } from '~/i18n/fr/validation';
import { hydrated, uniqueEmail } from './helpers';

const auth = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
const feedback = (page: Page) => page.locator('section[aria-labelledby="feedback"]');
const form = (page: Page) => feedback(page).locator('form');

test.describe('accessibility statement', () => {
  for (const { lang, home, link, path, t, date } of [
    { lang: 'English', home: '/', link: 'Accessibility', path: '/accessibility', t: en, date: 'November 27, 2026' },
    { lang: 'French', home: '/fr', link: 'Accessibilité', path: '/fr/accessibility', t: fr, date: '27 novembre 2026' },
  ]) {
    test(`the ${lang} footer links to the ${lang} statement, which states the standard, limits and date`, async ({
      page,
    }) => {
      await page.goto(home);
      await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
      await expect(page.getByText(`${t.asOf} ${date}`)).toBeVisible();
      const statement = page.getByTestId('accessibility-statement');
      await expect(statement).toContainText('WCAG 2.2');
      for (const title of [t.standard.title, t.testing.title, t.limits.title, t.formats.title, t.about.title])
        await expect(statement.getByRole('heading', { level: 2, name: title })).toBeVisible();
      await expect(statement.getByRole('listitem')).toHaveCount(t.testing.items.length + t.limits.items.length);
      await expect(feedback(page).getByRole('heading', { level: 2 })).toHaveText(t.feedback.title);
      // The reply promise, from the one fact both languages state.
      await expect(feedback(page)).toContainText(t.feedback.intro);
      expect(t.feedback.intro).toContain(`${FEEDBACK_REPLY_BUSINESS_DAYS}`);
      // The contents list and the hero's button reach the form.
      await page.getByRole('link', { name: t.jumpToForm, exact: true }).first().click();
      await expect(page).toHaveURL(/#feedback$/);
    });
  }

  test('the French form answers in French, sends, and the feedback reaches the staff list', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('a11y');
    await page.goto('/fr/accessibility');
    await hydrated(page, 'AccessibilityFeedbackForm');
    const f = form(page);
    await f.getByRole('button', { name: fr.form.submit }).click();
    await expect(f.getByLabel(fr.form.labels.email)).toHaveAccessibleDescription(frValidation.required);
    await expect(f.getByLabel(fr.form.labels.message)).toHaveAccessibleDescription(frValidation.required);
    // Only the e-mail and the message are required.
    await expect(f.getByLabel(fr.form.labels.name)).not.toHaveAttribute('aria-invalid');
    await expect(f.getByLabel(fr.form.labels.email)).toBeFocused();

    await f.getByLabel(fr.form.labels.name).fill('Léa Tremblay');
    await f.getByLabel(fr.form.labels.email).fill(email);
    await f.getByLabel(fr.form.labels.concerning).fill('Calculatrice de versements');
    await f.getByLabel(fr.form.labels.format).selectOption({ label: fr.form.formats['large-print'] });
    await f.getByLabel(fr.form.labels.message).fill('Le graphique n’a pas de version texte.');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/accessibility-feedback') && r.method() === 'POST');
    await f.getByRole('button', { name: fr.form.submit }).click();
    expect((await sent).headers()['idempotency-key']).toBeTruthy();
    await expect(f.getByRole('status')).toHaveText(fr.form.success);
    await expect(f.getByLabel(fr.form.labels.email)).toHaveValue('');

    const res = await request.get('/api/accessibility-feedback?limit=500', { headers: auth });
    expect(res.status()).toBe(200);
    const stored = ((await res.json()) as Record<string, unknown>[]).filter((r) => r.email === email);
    expect(stored).toEqual([
      expect.objectContaining({
        name: 'Léa Tremblay',
        concerning: 'Calculatrice de versements',
        format: 'large-print',
        message: 'Le graphique n’a pas de version texte.',
        locale: 'fr',
      }),
    ]);
    // The list is staff-only.
    expect((await request.get('/api/accessibility-feedback')).status()).toBe(401);
  });
});
