import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe once the page's finite transitions have ended: a notice fading in (the cookie banner's 500 ms, 4 s after load)
 * has its colours at part opacity, and axe would judge a contrast no one reads. Endless animations (the lender
 * marquee) are left running.
 */
class SettledAxe extends AxeBuilder {
  constructor(private readonly settledPage: Page) {
    super({ page: settledPage });
  }

  override async analyze() {
    await this.settledPage.evaluate(() =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity && a.playState === 'running')
            .map((a) => a.finished.catch(() => undefined)),
        ),
        // A safety net: axe runs anyway after 3 s.
        new Promise((resolve) => window.setTimeout(resolve, 3000)),
      ]),
    );
    return super.analyze();
  }
}

/**
 * axe on a page, every rule run, violations reported. Two settings cut a run from 3-6 s to about 1 s on a long
 * page here: legacy mode runs axe in the page itself (the default opens a blank page per run to merge frames'
 * results; the site embeds no cross-origin frame), and axe builds no selector for each node that passes.
 */
export const axeOn = (page: Page) => new SettledAxe(page).setLegacyMode(true).options({ resultTypes: ['violations'] });
