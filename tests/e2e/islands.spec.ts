import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page, type Route } from '@playwright/test';
import { pausedClock } from './helpers';
import { axeOn } from './axe';

// Islands that load on interaction (header, chat) or when due (cookie notice): what a page costs before the
// visitor touches it, and that each works on first use, by mouse, touch and keyboard.

const ARTICLE = '/blog/understanding-ebitda';
const CONSENT_KEY = 'boundless-cookie-consent';
const JS_BEFORE_INTERACTION_KB = 15;

/** Every /_astro/*.js the page requests, as paths. */
function scriptRequests(page: Page) {
  const paths: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/_astro/') && pathname.endsWith('.js')) paths.push(pathname);
  });
  return paths;
}

/** Console errors of CSP violations (Chromium reports each blocked script or style there). */
function cspViolations(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) errors.push(m.text());
  });
  return errors;
}

/** The component and renderer scripts of the page's islands (of those hydrated on `client`, if given). */
async function islandScripts(page: Page, client?: string) {
  const selector = client ? `astro-island[client="${client}"]` : 'astro-island';
  return page
    .locator(selector)
    .evaluateAll((els) =>
      els
        .flatMap((el) => [el.getAttribute('component-url') ?? '', el.getAttribute('renderer-url') ?? ''])
        .filter(Boolean),
    );
}

const gzipKb = (paths: string[]) =>
  [...new Set(paths)].reduce((sum, p) => sum + gzipSync(readFileSync(join('dist', p))).length, 0) / 1024;

/** Holds the named island's component script until `release()`: the test acts while the island is still loading. */
async function holdIsland(page: Page, component: string) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  let requested = false;
  await page.route(new RegExp(`/_astro/${component}\\.[^/]+\\.js$`), async (route: Route) => {
    requested = true;
    await gate;
    await route.continue();
  });
  return { release, requested: () => requested };
}

const island = (page: Page, component: string) => page.locator(`astro-island[component-url*="/${component}."]`);

let csp: string[] = [];
test.beforeEach(({ page }) => {
  csp = cspViolations(page);
});
test.afterEach(() => {
  expect(csp, 'CSP violations').toEqual([]);
});

test.describe('before interaction', () => {
  for (const viewport of [
    { width: 412, height: 823 },
    { width: 1280, height: 800 },
  ]) {
    test(`an article (${viewport.width} px) requests no island script and at most ${JS_BEFORE_INTERACTION_KB} KB of JavaScript`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await pausedClock(page); // the cookie notice's timer stays put: this is the page before anything happens
      const requested = scriptRequests(page);
      await page.goto(ARTICLE, { waitUntil: 'networkidle' });
      const islands = await islandScripts(page);
      expect(islands.length).toBeGreaterThan(0);
      expect(requested.filter((p) => islands.includes(p))).toEqual([]);
      expect(gzipKb(requested)).toBeLessThanOrEqual(JS_BEFORE_INTERACTION_KB);
      // Server-rendered and usable: the header's links and the chat launcher are there.
      await expect(page.getByRole('banner').getByRole('link', { name: 'Boundless AI home' })).toHaveAttribute(
        'href',
        '/',
      );
      await expect(page.getByRole('button', { name: 'Open chat with Boundless AI Support' })).toBeVisible();

      // The measure can fail: the header's first hover loads its island.
      await page.getByRole('banner').getByRole('link', { name: 'Boundless AI home' }).hover();
      await expect.poll(() => requested.some((p) => p.includes('/Header.'))).toBe(true);
    });
  }

  test('the built pages list the hashes of their own inline scripts (directives included) in the CSP meta', async ({
    page,
  }) => {
    await page.goto(ARTICLE);
    const { policy, hashes } = await page.evaluate(async () => {
      const meta = document.querySelector('meta[http-equiv="content-security-policy"]')?.getAttribute('content') ?? '';
      const inline = [...document.querySelectorAll('script:not([src]):not([type="application/ld+json"])')].map(
        (s) => s.textContent ?? '',
      );
      const digest = async (text: string) => {
        const buf = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
        return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(buf)))}'`;
      };
      return { policy: meta, hashes: await Promise.all(inline.map(digest)) };
    });
    expect(policy).toContain('script-src');
    expect(policy).not.toContain('unsafe-inline');
    // The client directives stay inline; Astro's island runtime is a cached file from this origin ('self').
    expect(hashes.length).toBeGreaterThanOrEqual(2);
    for (const hash of hashes) expect(policy).toContain(hash);
    // …and no other page's: the script-src names exactly this page's inline scripts.
    const scriptSrc = /script-src([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scriptSrc.match(/'sha256-[^']+'/g)?.sort()).toEqual([...new Set(hashes)].sort());
    expect(policy).toContain("script-src 'self'");
    await expect(page.locator('script[src^="/_astro/astro-island."][defer]')).toHaveCount(1);
  });
});

test.describe('header on first use (desktop)', () => {
  /**
   * Before hydration a closed dropdown is in the page but transparent (so Tab can reach into it); after, it is
   * not displayed. Either way a visitor does not see it.
   */
  const panel = (page: Page, id: string) => page.locator(`#menu-${id}`);

  test('hover opens a dropdown while the island loads; hydration keeps it open and adds the 150 ms close', async ({
    page,
  }) => {
    await pausedClock(page);
    const header = await holdIsland(page, 'Header');
    await page.goto('/privacy-terms');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const trigger = nav.getByRole('button', { name: 'Our Solution' });
    await expect(panel(page, 'solution')).toHaveCSS('opacity', '0');
    await trigger.hover();
    await expect(panel(page, 'solution')).toHaveCSS('opacity', '1'); // CSS alone: the island's code is held back
    await expect(panel(page, 'solution').getByRole('link', { name: /How It Works/ })).toBeVisible();
    expect(header.requested()).toBe(true);
    await expect(island(page, 'Header')).toHaveAttribute('ssr');
    const box = await panel(page, 'solution').boundingBox();

    header.release();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('header[data-hydrated]')).toHaveCount(1);
    await expect(panel(page, 'solution')).toBeVisible();
    await expect(panel(page, 'solution')).toHaveCSS('opacity', '1');
    expect(await panel(page, 'solution').boundingBox()).toEqual(box); // nothing moved

    await page.mouse.move(640, 600);
    await page.clock.runFor(149);
    await expect(panel(page, 'solution')).toBeVisible();
    await page.clock.runFor(2);
    await expect(panel(page, 'solution')).toBeHidden();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('keyboard: before hydration Tab reaches into a dropdown and shows it; hydration keeps it open', async ({
    page,
  }) => {
    const header = await holdIsland(page, 'Header');
    await page.goto('/terms-of-service');
    await page.keyboard.press('Tab'); // skip link
    await page.keyboard.press('Tab'); // logo
    await expect(page.getByRole('banner').getByRole('link', { name: 'Boundless AI home' })).toBeFocused();
    await page.keyboard.press('Tab');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const trigger = nav.getByRole('button', { name: 'Our Solution' });
    await expect(trigger).toBeFocused();
    await expect(panel(page, 'solution')).toHaveCSS('opacity', '0'); // focus on the trigger alone opens nothing
    await page.keyboard.press('Tab');
    const link = nav.getByRole('link', { name: /How It Works/ });
    await expect(link).toBeFocused();
    await expect(panel(page, 'solution')).toHaveCSS('opacity', '1');
    await expect(island(page, 'Header')).toHaveAttribute('ssr'); // all of it before the island arrived
    header.release();
    await expect(page.locator('header[data-hydrated]')).toHaveCount(1);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true'); // hydration kept the focused dropdown open
    await expect(link).toBeVisible();
    await expect(link).toBeFocused();
    // Focus leaving the dropdown closes it; Enter on a trigger opens it.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Boundless AI home' })).toBeFocused();
    await expect(panel(page, 'solution')).toBeHidden();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(link).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/how-it-works$/);
  });

  test('keyboard: Enter on a trigger while the island loads opens its dropdown', async ({ page }) => {
    const header = await holdIsland(page, 'Header');
    await page.goto('/privacy-terms');
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Company' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => header.requested()).toBe(true);
    header.release();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(panel(page, 'company').getByRole('link', { name: /Who We Are/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel(page, 'company')).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});

test.describe('header on first use (phone)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the first tap on the menu button opens the menu, even while the island is loading', async ({ page }) => {
    const header = await holdIsland(page, 'Header');
    await page.goto(ARTICLE);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.tap();
    await expect.poll(() => header.requested()).toBe(true);
    header.release();
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobile).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await mobile.getByRole('button', { name: 'Company' }).tap();
    await expect(mobile.getByRole('link', { name: 'Contact Us' })).toBeVisible();
  });

  test('keyboard: Enter on the focused menu button opens the menu on first use', async ({ page }) => {
    await page.goto('/financial-products');
    await page.getByRole('button', { name: 'Open menu' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });
});

test.describe('chat on first use', () => {
  test('the static launcher loads the panel on the first click and opens it in that click', async ({ page }) => {
    const requested = scriptRequests(page);
    const chat = await holdIsland(page, 'ChatWidget');
    await page.goto(ARTICLE, { waitUntil: 'networkidle' });
    const launcher = page.getByRole('button', { name: 'Open chat with Boundless AI Support' });
    await launcher.hover();
    expect(requested.some((p) => p.includes('/ChatWidget.'))).toBe(false); // hovering is not asking
    await launcher.click();
    await expect.poll(() => chat.requested()).toBe(true);
    chat.release();
    const dialog = page.getByRole('dialog', { name: 'Boundless AI Support' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Type your message' })).toBeFocused();
  });

  test('keyboard: focus loads it and Enter opens it on first use', async ({ page }) => {
    await page.goto('/partner-contact');
    const launcher = page.getByRole('button', { name: 'Open chat with Boundless AI Support' });
    await launcher.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Boundless AI Support' });
    await expect(dialog.getByRole('textbox', { name: 'Type your message' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open chat with Boundless AI Support' })).toBeFocused();
  });
});

test.describe('cookie notice', () => {
  const banner = (page: Page) => page.getByRole('region', { name: 'Cookie notice' });

  test('its code loads shortly before it is due and it shows 5 s after load', async ({ page }) => {
    await pausedClock(page);
    const requested = scriptRequests(page);
    await page.goto(ARTICLE);
    await expect(page.locator('[data-cookie-banner-state="waiting"]')).toHaveCount(1);
    await page.clock.runFor(3999);
    expect(requested.some((p) => p.includes('/CookieBanner.'))).toBe(false);
    await page.clock.runFor(1);
    await expect.poll(() => requested.some((p) => p.includes('/CookieBanner.'))).toBe(true);
    await page.clock.runFor(999);
    await expect(banner(page)).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(banner(page)).toBeVisible();
    // Keyboard: its buttons are reachable and Ok stores the consent.
    const ok = banner(page).getByRole('button', { name: 'Ok', exact: true });
    await ok.focus();
    await page.keyboard.press('Enter');
    await expect(banner(page)).toHaveCount(0);
    expect(await page.evaluate((k) => localStorage.getItem(k), CONSENT_KEY)).toBe('accepted');
  });

  test('never loads for a visitor who accepted', async ({ page }) => {
    await page.addInitScript((k) => localStorage.setItem(k, 'accepted'), CONSENT_KEY);
    await pausedClock(page);
    const requested = scriptRequests(page);
    await page.goto('/privacy-terms');
    await expect(page.locator('[data-cookie-banner-state="done"]')).toHaveCount(1);
    await page.clock.runFor(30_000);
    await expect(banner(page)).toHaveCount(0);
    const cookieScripts = await islandScripts(page, 'consent');
    expect(requested.filter((p) => cookieScripts.includes(p))).toEqual([]);
  });
});

test.describe('accessibility', () => {
  for (const viewport of [
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    test(`the header and chat launcher have no axe violations as served and once hydrated (${viewport.name})`, async ({
      page,
    }) => {
      const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
      const check = async () => {
        const results = await axeOn(page).include('header').include('[data-chat-root]').withTags(tags).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
          [],
        );
      };
      await page.setViewportSize(viewport);
      await page.goto('/privacy-terms');
      await check();
      await page.getByRole('banner').getByRole('link', { name: 'Boundless AI home' }).hover();
      await expect(page.locator('header[data-hydrated]')).toHaveCount(1);
      await check();
    });
  }
});
