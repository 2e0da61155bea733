import { expect, type BrowserContext, type Page } from '@playwright/test';
import { MARKETPLACE_DISCLOSURE } from '~/i18n/en/disclosures';

export const T0 = new Date('2026-01-05T09:00:00Z');

/**
 * Installs Playwright's clock and pauses it before the page loads, so timers only move when the test
 * calls `page.clock.runFor(ms)`: timings are checked exactly, without sleeping.
 */
export async function pausedClock(page: Page): Promise<void> {
  await page.clock.install({ time: T0 });
  // The installed clock runs in real time until paused: pause comfortably ahead (pausing "in the past" throws).
  await page.clock.pauseAt(new Date(T0.getTime() + 60_000));
}

/** Waits until the Astro island of `component` (its file name, e.g. 'NewsletterForm') has hydrated. */
export async function hydrated(page: Page, component: string): Promise<void> {
  const island = page.locator(`astro-island[component-url*="/${component}."]`).first();
  // The island element has no box of its own (display: contents): scroll to its first child, which is what Astro's
  // visibility observer watches. Scrolled by the page itself: Playwright's scroll waits for the element to be
  // stable, which a busy machine could make it give up on, and the island then never hydrated.
  await island.evaluate((e) => (e.firstElementChild ?? e).scrollIntoView({ block: 'center' }));
  // An island that hydrates on interaction (client:interact, client:tool) waits for the visitor's pointer.
  const client = await island.getAttribute('client');
  if ((client === 'interact' || client === 'tool') && (await island.getAttribute('ssr')) !== null)
    await island.locator(':scope > *').first().dispatchEvent('pointerover');
  await page.locator(`astro-island[component-url*="/${component}."]:not([ssr])`).first().waitFor({ state: 'attached' });
}

export const uniqueEmail = (tag = 'visitor') =>
  `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Scrolls through the page so every client:visible island hydrates and every reveal has run. */
export async function scrollThrough(page: Page) {
  // Island by island (no timers or animation frames, so it also works under a paused clock).
  // Only visibility-hydrated islands: site-wide ones (cookie banner, chat) may have no box to scroll to yet.
  for (const island of await page.locator('astro-island[client="visible"]').all())
    await island.scrollIntoViewIfNeeded();
  // Centre each reveal (a top edge inside the bottom 100 px would not count as in view yet) and wait until it has
  // revealed: scrolled past within one frame, the observer would never see it.
  for (const el of await page.locator('[data-reveal]').all()) {
    await el.evaluate((e) => e.scrollIntoView({ block: 'center' }));
    await expect(el).not.toHaveClass(/reveal-hidden/);
  }
  // An island the reveals scrolled past within one frame was never seen: bring each one still waiting back.
  // (Located without [ssr], so the n-th island stays the n-th once hydrated.)
  for (const island of await page.locator('astro-island[client="visible"]').all()) {
    if ((await island.getAttribute('ssr')) === null) continue;
    // An island is display: contents (no box of its own to scroll to): scroll to its first child, which is what
    // its visibility observer watches.
    await island.evaluate((e) => (e.firstElementChild ?? e).scrollIntoView({ block: 'center' }));
    await expect(island).not.toHaveAttribute('ssr');
  }
  await expect(page.locator('.reveal-hidden')).toHaveCount(0);
  // Let fade-ins finish: a half-faded card is not what a visitor reads (and would fail the contrast check).
  await page.waitForFunction(() => document.getAnimations().length === 0);
}

/** What every footer says: we are a marketplace, lenders decide, articles are not advice. */
export async function expectFooterDisclosures(page: Page) {
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('2025');
  await expect(footer).toContainText(MARKETPLACE_DISCLOSURE);
  await expect(footer).toContainText('not financial, legal or tax advice');
  await expect(footer).toContainText('any fee to you is shown before you accept an offer');
}

/** A page whose browser holds a virtual platform authenticator (Chromium's WebAuthn domain). */
export async function withPasskeys(context: BrowserContext): Promise<Page> {
  return (await withAuthenticator(context)).page;
}

/** The page and a switch for its authenticator's user verification (PIN or biometrics passed or not). */
export async function withAuthenticator(context: BrowserContext) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const verifyUser = (isUserVerified: boolean) =>
    cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified });
  return { page, verifyUser };
}
