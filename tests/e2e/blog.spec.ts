import { expect, test, type Page } from '@playwright/test';
import { hydrated, pausedClock } from './helpers';

const ARTICLE_COUNT = 30;
const SIGNUP = /^https:\/\/app\.boundless-ai\.com\/signup/;

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const featured = (page: Page) => page.locator('#blog-featured [data-featured]');
const latest = (page: Page) => page.locator('section[aria-labelledby="latest-articles"] li');

/** The index island is hydrated and enhanced (its tabs are only shown once they work). */
async function indexReady(page: Page) {
  await hydrated(page, 'BlogIndex');
  await expect(page.getByRole('tablist', { name: 'Article categories' })).toBeVisible();
}

test.describe('blog index', () => {
  test('tabs rotate every 5 s, the featured article follows with a 400 ms fade, a click stops it', async ({ page }) => {
    await pausedClock(page);
    await page.goto('/blog');
    await indexReady(page);
    await expect(tab(page, 'All')).toHaveAttribute('aria-selected', 'true');
    await expect(featured(page)).toHaveAttribute('data-featured', 'boundless-ai-airwallex-partnership');

    await page.clock.runFor(4999);
    await expect(tab(page, 'All')).toHaveAttribute('aria-selected', 'true');
    await page.clock.runFor(1);
    await expect(tab(page, 'Press Releases')).toHaveAttribute('aria-selected', 'true');

    await page.clock.runFor(5000);
    await expect(tab(page, 'Case Studies')).toHaveAttribute('aria-selected', 'true');
    // Mid-transition the old article is still fading out; after 400 ms the newest case study is featured.
    await expect(featured(page)).toHaveAttribute('data-featured', 'boundless-ai-airwallex-partnership');
    await page.clock.runFor(400);
    await expect(featured(page)).toHaveAttribute('data-featured', 'asset-based-revolver-for-a-distributor');
    await expect(featured(page)).toHaveClass(/opacity-100/);

    // A visitor's pick stops the rotation and filters the list.
    await tab(page, 'Guides').click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(400);
    await expect(featured(page).getByRole('heading', { level: 2 })).toBeVisible();
    await expect(featured(page).locator('[data-article-card]')).toContainText('Guide');
    await page.clock.runFor(15_000);
    await expect(tab(page, 'Guides')).toHaveAttribute('aria-selected', 'true');
    for (const card of await latest(page).all()) await expect(card.locator('span').first()).toHaveText('Guide');
    await expect(page.getByRole('button', { name: /Pause category rotation/ })).toHaveCount(0);
  });

  test('neither hydration nor the rotation moves the content below the featured article', async ({ page }) => {
    await pausedClock(page);
    await page.setViewportSize({ width: 412, height: 823 });
    const latestTop = () =>
      page
        .getByRole('heading', { name: 'Latest Articles' })
        .evaluate((h) => h.getBoundingClientRect().top + window.scrollY);
    await page.goto('/blog');
    const beforeHydration = await latestTop();
    await indexReady(page);
    expect(await latestTop()).toBe(beforeHydration);
    const seen = new Set<string | null>();
    for (let i = 0; i < 5; i++) {
      await page.clock.runFor(5000);
      // Mid-fade and after the new article is in: the heading below stays where it was.
      expect(await latestTop()).toBe(beforeHydration);
      await page.clock.runFor(400);
      seen.add(await featured(page).getAttribute('data-featured'));
      expect(await latestTop()).toBe(beforeHydration);
    }
    expect(seen.size).toBeGreaterThan(2);
  });

  test('rotation pauses on hover and with the visible pause button', async ({ page }) => {
    await pausedClock(page);
    await page.goto('/blog');
    await indexReady(page);
    await tab(page, 'All').hover();
    await page.clock.runFor(12_000);
    await expect(tab(page, 'All')).toHaveAttribute('aria-selected', 'true');
    await page.mouse.move(0, 0);

    const blur = (name: string) => page.getByRole('button', { name }).evaluate((el) => (el as HTMLElement).blur());
    await page.getByRole('button', { name: 'Pause category rotation' }).click();
    await page.mouse.move(0, 0);
    await blur('Play category rotation');
    await expect(page.getByRole('button', { name: 'Play category rotation' })).toHaveAttribute('aria-pressed', 'true');
    await page.clock.runFor(12_000);
    await expect(tab(page, 'All')).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Play category rotation' }).click();
    await page.mouse.move(0, 0);
    await blur('Pause category rotation');
    await page.clock.runFor(5000);
    await expect(tab(page, 'Press Releases')).toHaveAttribute('aria-selected', 'true');
  });

  test('does not rotate under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await pausedClock(page);
    await page.goto('/blog');
    await indexReady(page);
    await page.clock.runFor(20_000);
    await expect(tab(page, 'All')).toHaveAttribute('aria-selected', 'true');
  });

  test('?category= preselects a tab case-insensitively and keeps it', async ({ page }) => {
    await pausedClock(page);
    await page.goto('/blog?category=GUIDES');
    await indexReady(page);
    await expect(tab(page, 'Guides')).toHaveAttribute('aria-selected', 'true');
    await page.clock.runFor(400);
    await expect(featured(page)).toHaveAttribute('data-featured', 'building-business-credit-in-canada-and-the-us');
    await page.clock.runFor(20_000);
    await expect(tab(page, 'Guides')).toHaveAttribute('aria-selected', 'true');

    await page.goto('/blog?category=market-insights');
    await indexReady(page);
    await expect(tab(page, 'Market Insights')).toHaveAttribute('aria-selected', 'true');
    for (const card of await latest(page).all()) await expect(card.locator('span').first()).toHaveText('Insights');
  });

  test('arrow keys move between tabs', async ({ page }) => {
    await page.goto('/blog');
    await indexReady(page);
    await tab(page, 'All').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Press Releases')).toBeFocused();
    await expect(tab(page, 'Press Releases')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(tab(page, 'Market Insights')).toBeFocused();
  });

  test("'Latest Articles' shows 6, 'Load More Articles' shows all", async ({ page }) => {
    await page.goto('/blog');
    await indexReady(page);
    await expect(page.getByRole('heading', { name: 'Latest Articles' })).toBeVisible();
    await expect(latest(page)).toHaveCount(6);
    await page.getByRole('button', { name: 'Load More Articles' }).click();
    await expect(latest(page)).toHaveCount(ARTICLE_COUNT);
    await expect(page.getByRole('button', { name: 'Load More Articles' })).toHaveCount(0);
    await expect(latest(page).nth(6).getByRole('heading').getByRole('link')).toBeFocused();
  });

  test('lists every article as links without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/blog');
    await expect(latest(page)).toHaveCount(ARTICLE_COUNT);
    await expect(page.getByRole('link', { name: /^Read Article\b/ })).toHaveCount(ARTICLE_COUNT + 1);
    await expect(page.locator('a[href="/abl"]').first()).toBeAttached();
    // Tabs need JavaScript, so they are not offered without it.
    await expect(page.getByRole('tab')).toHaveCount(0);
    await context.close();
  });

  test('the saved list shows articles saved on /abl', async ({ page }) => {
    await page.goto('/abl');
    await hydrated(page, 'ArticleActions');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.goto('/blog');
    await hydrated(page, 'SavedArticles');
    const saved = page.getByRole('region', { name: 'Your saved articles' });
    await expect(saved.getByRole('link', { name: /Asset-Based Lending vs\. Merchant Cash Advance/ })).toHaveAttribute(
      'href',
      '/abl',
    );
    await saved.getByRole('button', { name: /Remove/ }).click();
    await expect(saved).toHaveCount(0);
  });
});

test.describe('article pages', () => {
  test('show every part of an article', async ({ page }) => {
    await page.goto('/blog/debt-financing-guide');
    const header = page.locator('article header');
    await expect(header.getByText('Guide', { exact: true })).toBeVisible();
    await expect(header.locator('time')).toHaveText('March 3, 2025');
    await expect(header.locator('time')).toHaveAttribute('datetime', '2025-03-03');
    await expect(header.locator('[data-read-time]')).toHaveText('5 min read');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Debt Financing Guide for Growing Businesses');
    await expect(header.locator('[data-excerpt]')).toContainText('Term loans, lines of credit');
    await expect(header.getByText('Maya Chen')).toBeVisible();
    await expect(header.getByText('Head of Capital Markets')).toBeVisible();
    await expect(header.locator('img[src="/images/authors/maya-chen.svg"]')).toBeVisible();

    // The hero is drawn inline (painted with the first frame), at its 40:21 size, with its text alternative.
    const hero = page.getByRole('img', { name: /growth chart/ });
    await expect(hero).toBeVisible();
    await expect(hero).toHaveAttribute('viewBox', '0 0 1200 630');
    const box = (await hero.boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(1200 / 630, 1);

    const body = page.locator('[data-article-body]');
    await expect(body.getByRole('heading', { level: 2, name: 'What debt financing is' })).toBeVisible();
    await expect(body.locator('section[data-reveal]')).not.toHaveCount(0);
    await expect(body.locator('ul li').first()).toBeVisible();

    await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');

    const cta = page.getByRole('region', { name: 'Ready to Get Started?' });
    const start = cta.getByRole('link', { name: /Get Started Free/ });
    await expect(start).toHaveAttribute('href', SIGNUP);
    await expect(start).toHaveAttribute('target', '_blank');
    await expect(start).toHaveAttribute('rel', /noopener/);
    await expect(cta.getByRole('link', { name: /^Learn More/ })).toHaveAttribute('href', '/how-it-works');

    const related = page.getByRole('region', { name: 'Related Articles' }).locator('li');
    await expect(related).toHaveCount(2);
    // Fixed related articles come first.
    await expect(related.nth(0).getByRole('heading')).toHaveText(/Business Lines of Credit/);
    await expect(related.nth(1).getByRole('heading')).toHaveText(/SBA Loan/);
    for (const card of await related.all()) {
      await expect(card.locator('span').first()).toHaveText(/Guide|Insights|Case Study|Press Release/);
      await expect(card).toContainText(/\d+ min read/);
      await expect(card.locator('p.text-muted').last()).not.toBeEmpty();
      await expect(card.getByRole('link', { name: /^Read Article\b/ })).toHaveAttribute('href', /^\/blog\/|^\/abl$/);
    }
  });

  test('show the seven known articles with their categories, dates and read times', async ({ page }) => {
    const known = [
      ['debt-financing-guide', 'Guide', 'March 3, 2025', '5 min read'],
      ['why-accounting-for-small-business-matters', 'Insights', 'March 17, 2025', '4 min read'],
      ['5-ways-to-manage-cashflow-for-seasonal-businesses', 'Guide', 'April 6, 2025', '6 min read'],
      ['business-loans-vs-line-of-credit-guide', 'Guide', 'May 4, 2025', '5 min read'],
      ['how-to-write-a-business-plan-step-by-step-guide', 'Guide', 'May 27, 2025', '8 min read'],
      ['boundless-ai-highbeam-partnership', 'Press Release', 'April 2, 2025', '2 min read'],
      ['boundless-ai-airwallex-partnership', 'Press Release', 'June 1, 2025', '2 min read'],
    ];
    for (const [slug, category, date, readTime] of known) {
      await page.goto(`/blog/${slug}`);
      const header = page.locator('article header');
      await expect(header.getByText(category, { exact: true })).toBeVisible();
      await expect(header.locator('time')).toHaveText(date);
      await expect(header.locator('[data-read-time]')).toHaveText(readTime);
    }
  });

  test('carry Open Graph article tags and BlogPosting JSON-LD with the hero image', async ({ page, request }) => {
    await page.goto('/blog/debt-financing-guide');
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(/\/images\/blog\/og\/debt-financing-guide\.jpg$/);
    expect((await request.get(new URL(image!).pathname)).status()).toBe(200);
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute('content', /^2025-03-03/);
    await expect(page.locator('meta[property="article:author"]')).toHaveAttribute('content', 'Maya Chen');
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(ld).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'The Debt Financing Guide for Growing Businesses',
      datePublished: expect.stringMatching(/^2025-03-03/),
      author: { '@type': 'Person', name: 'Maya Chen' },
      publisher: { name: 'Boundless AI' },
    });
    expect(ld.image[0]).toBe(image);
  });

  test('link keywords automatically, once, never in headings', async ({ page }) => {
    await page.goto('/blog/what-is-an-sba-loan');
    const auto = page.locator('[data-article-body] a[data-keyword-link]');
    await expect(auto.first()).toBeVisible();
    await expect(page.locator('[data-article-body] a[data-keyword-link][href="https://www.sba.gov/"]')).toHaveCount(1);
    await expect(page.locator('[data-article-body] :is(h2, h3) a')).toHaveCount(0);
    await page.goto('/blog/how-lenders-evaluate-your-business');
    await expect(page.locator('a[data-keyword-link][href="/blog/understanding-ebitda"]')).toHaveCount(1);
  });

  test('sections fade in when scrolled into view, and are visible without JavaScript', async ({ page, browser }) => {
    await page.goto('/blog/how-to-write-a-business-plan-step-by-step-guide');
    const last = page.locator('[data-article-body] section[data-reveal]').last();
    await expect(last).toHaveClass(/reveal-hidden/);
    await last.scrollIntoViewIfNeeded();
    await expect(last).not.toHaveClass(/reveal-hidden/);
    await expect(last).toHaveCSS('opacity', '1');

    const context = await browser.newContext({ javaScriptEnabled: false });
    const noJs = await context.newPage();
    await noJs.goto('/blog/how-to-write-a-business-plan-step-by-step-guide');
    await expect(noJs.locator('[data-article-body] section').last()).toHaveCSS('opacity', '1');
    await context.close();
  });

  test('press releases: badge, 2 min read and the capital block; Highbeam adds Apply today', async ({ page }) => {
    await page.goto('/blog/boundless-ai-highbeam-partnership');
    await expect(page.locator('[data-press-badge]')).toHaveText('Press Release');
    await expect(page.locator('[data-read-time]')).toHaveText('2 min read');
    const block = page.getByRole('region', { name: 'Ready to Access Capital for Your Business?' });
    await expect(block.getByRole('link', { name: /Get Started Free/ })).toHaveAttribute('href', SIGNUP);
    await expect(block.getByRole('link', { name: /Get Started Free/ })).toHaveAttribute('target', '_blank');
    const apply = block.getByRole('link', { name: /Apply today/ });
    await expect(apply).toHaveAttribute('href', 'https://www.highbeam.co/capital?partner=boundless-ai');
    await expect(apply).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('region', { name: 'Ready to Get Started?' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Related Articles' }).locator('li')).toHaveCount(2);

    await page.goto('/blog/boundless-ai-airwallex-partnership');
    await expect(page.locator('[data-press-badge]')).toHaveText('Press Release');
    await expect(page.getByRole('region', { name: 'Ready to Access Capital for Your Business?' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Apply today/ })).toHaveCount(0);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(ld['@type']).toBe('NewsArticle');
  });
});

test.describe('/abl', () => {
  test('shows the article with Back to Blog, Share and Save; /blog/abl redirects here', async ({ page, request }) => {
    const res = await request.get('/blog/abl', { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers()['location']).toBe('/abl');
    await page.goto('/blog/abl');
    expect(new URL(page.url()).pathname).toBe('/abl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Asset-Based Lending vs\. Merchant Cash Advance/);
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(page.locator('[data-article-body] table')).toBeVisible();
  });

  test('Share uses the Web Share API when there is one', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        value: async (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
        },
      });
    });
    await page.goto('/abl');
    await hydrated(page, 'ArticleActions');
    await page.getByRole('button', { name: 'Share' }).click();
    const shared = await page.evaluate(() => (window as unknown as { shared: ShareData }).shared);
    expect(shared.url).toBe(new URL('/abl', page.url()).href);
    expect(shared.title).toMatch(/Asset-Based Lending/);
  });

  test('Share falls back to copying the link, with a visible confirmation', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined });
    });
    await page.goto('/abl');
    await hydrated(page, 'ArticleActions');
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.locator('article header').getByRole('status')).toHaveText('Link copied to your clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL('/abl', page.url()).href);
  });

  test('Share shows the link to copy when the clipboard is unavailable', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined });
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
      });
    });
    await page.goto('/abl');
    await hydrated(page, 'ArticleActions');
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.locator('article header').getByRole('status')).toHaveText(
      'Copy the link below to share this article.',
    );
    await expect(page.getByRole('textbox', { name: 'Article link' })).toHaveValue(new URL('/abl', page.url()).href);
  });

  test('Save keeps the article in a list stored in the browser', async ({ page }) => {
    await page.goto('/abl');
    await hydrated(page, 'ArticleActions');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('article header').getByRole('status')).toHaveText(
      'Saved to your reading list in this browser.',
    );
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('boundless:saved-articles') ?? '[]'));
    expect(stored).toEqual([expect.objectContaining({ slug: 'abl', url: '/abl' })]);
    await page.reload();
    await hydrated(page, 'ArticleActions');
    await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Saved' }).click();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false');
  });
});

test.describe('Coming Soon', () => {
  for (const path of ['/blog/blog-post', '/blog/an-article-that-does-not-exist']) {
    test(`${path} shows Coming Soon with status 404`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coming Soon');
      await expect(
        page.getByText(
          'This blog post is being prepared and will be available soon. Check back later for great content!',
        ),
      ).toBeVisible();
      await expect(page.locator('main').getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
      await expect(page.locator('main').getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    });
  }
});
