import type { Page } from '@playwright/test';

/** Scrolls an island into view and waits until its effects (and so its timers) have run. */
export async function ready(page: Page, selector: string) {
  const el = page.locator(`${selector}[data-ready]`);
  await page.locator(selector).scrollIntoViewIfNeeded();
  await el.waitFor({ state: 'attached' });
  return page.locator(selector);
}

/**
 * Lets React finish work it scheduled in real time (renders and effects run in MessageChannel tasks, which the
 * paused clock does not hold back), so timers it re-arms exist before the test moves the clock.
 */
export async function settle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        let turns = 0;
        channel.port1.onmessage = () => (++turns < 4 ? channel.port2.postMessage(0) : resolve());
        channel.port2.postMessage(0);
      }),
  );
}

/** Moves the pointer off every island and drops focus, so nothing pauses a rotation. */
export async function leave(page: Page) {
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await settle(page);
}
