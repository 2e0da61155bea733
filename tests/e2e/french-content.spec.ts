import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { hydrated } from './helpers';
import { fr } from '~/i18n/fr';

const SITE = 'https://www.boundless-ai.com';
const ARTICLES = readdirSync(join(import.meta.dirname, '../../content/blog/fr')).filter((f) => f.endsWith('.mdx'));
const t = fr.blog;

test.describe('the French blog', () => {
  test('/fr/blog lists the French articles: tabs, featured article, six cards and « Afficher plus »', async ({
    page,
  }) => {
    await page.goto('/fr/blog');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.page.heading);
    await hydrated(page, 'BlogIndex');
    const tabs = page.getByRole('tablist', { name: t.index.tablist }).getByRole('tab');
    await expect(tabs).toHaveText(Object.values(t.index.tabs));
    const cards = page.locator('section[aria-labelledby="latest-articles"] [data-article-card]');
    await expect(cards).toHaveCount(6);
    for (const href of await cards.locator('h3 a').evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(/^\/fr\/(blog\/[a-z0-9-]+|abl)$/);
    await page.getByRole('button', { name: t.index.loadMore }).click();
    await expect(cards).toHaveCount(ARTICLES.length);
    await expect(page.getByText(`${ARTICLES.length} articles`, { exact: true })).toBeVisible();
  });

  test('?category=guides preselects « Guides » and lists only French guides', async ({ page }) => {
    await page.goto('/fr/blog?category=guides');
    await hydrated(page, 'BlogIndex');
    await expect(page.getByRole('tab', { name: t.index.tabs.guides })).toHaveAttribute('aria-selected', 'true');
    const tags = page.locator('section[aria-labelledby="latest-articles"] [data-category-tag]');
    await expect(tags.first()).toHaveText(t.card.categories.Guide);
    expect(new Set(await tags.allTextContents())).toEqual(new Set([t.card.categories.Guide]));
  });

  test('a French article: French header, date and read time, French links, related articles and call to action', async ({
    page,
    request,
  }) => {
    await page.goto('/fr/blog/debt-financing-guide');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Le guide du financement par emprunt pour les entreprises en croissance',
    );
    const header = page.locator('article header');
    await expect(header.locator('time').first()).toHaveText('3 mars 2025');
    await expect(header.locator('[data-read-time]')).toHaveText(/^\d+\u00a0min de lecture$/);
    await expect(header.getByRole('link', { name: t.article.back })).toHaveAttribute('href', '/fr/blog');
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      `${SITE}/blog/debt-financing-guide`,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/fr/blog/debt-financing-guide`);
    // Every link inside the article body stays on the French site.
    const bodyLinks = await page
      .locator('[data-article-body] a[href^="/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(bodyLinks.length).toBeGreaterThan(0);
    for (const href of bodyLinks) expect(href).toMatch(/^\/fr\//);
    const related = page.getByRole('region', { name: t.article.related }).locator('h3 a');
    await expect(related).toHaveCount(2);
    for (const href of await related.evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(/^\/fr\/(blog\/[a-z0-9-]+|abl)$/);
    await expect(page.getByRole('heading', { name: t.getStarted.title })).toBeVisible();
    await expect(page.getByRole('note', { name: t.article.about })).toContainText('information générale');
    // Its social preview is its own, with the French headline.
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toBe(`${SITE}/images/blog/og/fr/debt-financing-guide.jpg`);
    expect((await request.get('/images/blog/og/fr/debt-financing-guide.jpg')).status()).toBe(200);
  });

  test('the French ABL article keeps Share and Save, in French', async ({ page }) => {
    await page.goto('/fr/abl');
    await hydrated(page, 'ArticleActions');
    await page.getByRole('button', { name: t.actions.save }).click();
    await expect(page.getByRole('status').filter({ hasText: t.actions.savedNote })).toBeVisible();
    await page.goto('/fr/blog');
    await expect(page.getByRole('heading', { name: t.saved.title })).toBeVisible();
    await expect(page.getByRole('link', { name: /financement adossé à des actifs/i }).last()).toHaveAttribute(
      'href',
      '/fr/abl',
    );
  });

  test('the French feed validates and carries the French titles, excerpts and links', async ({ page, request }) => {
    const res = await request.get('/fr/rss.xml');
    expect(res.status()).toBe(200);
    const xml = await res.text();
    await page.goto('/fr/blog');
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        version: doc.documentElement.getAttribute('version'),
      };
    }, xml);
    expect(parsed).toEqual({ error: null, version: '2.0' });
    expect(xml).toContain(`<title>${t.feed.title}</title>`);
    expect(xml).toContain('<language>fr-ca</language>');
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => new URL(m[1]).pathname);
    expect(links).toHaveLength(ARTICLES.length);
    for (const link of links) expect(link).toMatch(/^\/fr\/(blog\/[a-z0-9-]+|abl)$/);
    expect(xml).toContain('<title>Le guide du financement par emprunt pour les entreprises en croissance</title>');
  });
});

test.describe('the French legal texts', () => {
  test('the terms: 13 numbered sections, Ontario law, the date in French and both versions equally authoritative', async ({
    page,
  }) => {
    await page.goto('/fr/terms-of-service');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conditions d’utilisation');
    await expect(page.getByRole('main')).toContainText(`${t.legal.updated} 10 avril 2023`);
    const text = page.getByTestId('legal-text');
    await expect(text.getByRole('heading', { level: 2 })).toHaveCount(13);
    await expect(text.getByRole('heading', { level: 2 }).first()).toHaveText(/^1\. /);
    await expect(text).toContainText('Ontario');
    await expect(text).toContainText('les deux versions font également foi');
    await expect(page.getByRole('navigation', { name: t.legal.contents }).getByRole('link')).toHaveCount(13);
    await page.goto('/terms-of-service');
    await expect(page.getByTestId('legal-text')).toContainText('both versions are equally authoritative');
  });

  test('the privacy policy: French sections and the privacy officer’s address written the French way', async ({
    page,
  }) => {
    await page.goto('/fr/privacy-terms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Politique de confidentialité');
    const contact = page.getByTestId('privacy-contact');
    await expect(contact).toContainText(t.legal.officer);
    await expect(contact).toContainText('bureau 5600');
    await expect(contact).toContainText('Toronto (Ontario)');
    await expect(page.getByTestId('legal-text')).toContainText('Californie');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/fr/privacy-terms`);
  });
});

test.describe('the chat, in French', () => {
  const chat = fr.site.chat;

  test('a French question gets a French answer linking French pages, on a French or an English page', async ({
    page,
  }) => {
    for (const path of ['/fr/about-us', '/about-us']) {
      await page.goto(path);
      const open = path.startsWith('/fr') ? chat.open : 'Open chat with Boundless AI Support';
      await page.getByRole('button', { name: open }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox').fill('Est-ce que c’est gratuit pour mon entreprise?');
      await dialog.getByRole('textbox').press('Enter');
      const answer = dialog.getByRole('log').locator('a[href^="/fr/"]').first();
      await expect(answer).toBeVisible();
      const last = dialog.getByRole('log').locator('> *').last();
      await expect(last).toContainText(/\b(vous|votre|les|des)\b/);
      await expect(last).not.toContainText(/\b(the|your|and|with)\b/);
    }
  });
});
