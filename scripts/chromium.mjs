// The apt Chromium and the flags that keep it off the network: shared by Playwright, the audit and screenshots.
import { existsSync } from 'node:fs';
import { shmHasRoom } from './memory-tmp.mjs';

/** The full browser: Lighthouse runs in it, as its scores are calibrated on Chrome's own headless mode. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Debian's `chromium-headless-shell` (the same engine without the browser's UI layers) for Playwright: a page loads
 * in about two thirds of the time on this 2-core machine, and the browser tests are CPU-bound. Falls back to the
 * full browser where the package is not installed; `CHROMIUM_PATH` sets one browser for both.
 */
const SHELL = '/usr/bin/chromium-headless-shell';
export const playwrightChromiumPath = process.env.CHROMIUM_PATH || (existsSync(SHELL) ? SHELL : chromiumPath);

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Playwright starts Chromium with `--disable-dev-shm-usage`, for containers whose /dev/shm is 64 MB: its shared
 * memory then lives in files under /tmp, on disk here. Where /dev/shm has room (a 24 GB tmpfs on this machine) the
 * flag is left out, which saves CPU (docs/quality.md, 2026-12-02).
 */
export const playwrightIgnoreDefaultArgs = shmHasRoom() ? ['--disable-dev-shm-usage'] : [];
