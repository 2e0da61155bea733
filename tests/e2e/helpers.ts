import type { Page } from '@playwright/test';

export const T0 = new Date('2026-01-05T09:00:00Z');

/**
 * Installs Playwright's clock and pauses it before the page loads, so timers only move when the test
 * calls `page.clock.runFor(ms)`: timings are checked exactly, without sleeping.
 */
export async function pausedClock(page: Page): Promise<void> {
  await page.clock.install({ time: T0 });
  // The installed clock runs until paused: pausing only 1 ms later threw 'Cannot fast-forward to the past'
  // whenever the machine was slow. No page is loaded yet, so skipping ahead 10 s fires nothing.
  await page.clock.pauseAt(new Date(T0.getTime() + 10_000));
}

/** Waits until the Astro island of `component` (its file name, e.g. 'NewsletterForm') has hydrated. */
export async function hydrated(page: Page, component: string): Promise<void> {
  const island = page.locator(`astro-island[component-url*="/${component}."]`).first();
  await island.scrollIntoViewIfNeeded().catch(() => {});
  await page.locator(`astro-island[component-url*="/${component}."]:not([ssr])`).first().waitFor({ state: 'attached' });
}

export const uniqueEmail = (tag = 'visitor') =>
  `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
