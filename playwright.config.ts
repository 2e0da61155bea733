import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, playwrightChromiumPath, playwrightIgnoreDefaultArgs } from './scripts/chromium.mjs';
import { ALERT_WEBHOOK_URL, E2E_CHAT_AWAY_MS, SMTP_SINK_URL } from './tests/e2e/alert-receiver';

const PORT = Number(process.env.E2E_PORT || 8899);
export const E2E_ADMIN_TOKEN = 'e2e-admin-secret-long-enough-for-a-deploy';

// One renderer process per browser: a worker's tests run one after another, so each new page reuses it instead of
// starting its own, the largest part of a short test's CPU (measured in docs/quality.md, 2026-12-02).
const chromium = {
  executablePath: playwrightChromiumPath,
  args: [...chromiumFlags, '--renderer-process-limit=1'],
  ignoreDefaultArgs: playwrightIgnoreDefaultArgs,
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: chromium,
    // Recording a trace costs every test its screenshots and DOM snapshots; a failure is retried (in CI) with one.
    trace: 'on-first-retry',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /staff-admin\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    // Staff accounts change who may sign in to /admin: that spec runs after every other. (The inbox's totals are
    // read from the page's own answers, so admin.spec.ts runs beside the specs that send forms.)
    {
      name: 'admin',
      testMatch: /staff-admin\.spec\.ts/,
      dependencies: ['desktop'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
  ],
  webServer: {
    command: 'node scripts/serve.ts',
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    // Every test shares one client address: Netlify's per-address limits are off here and proven in limits.spec.ts.
    env: {
      PORT: String(PORT),
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      RATE_LIMIT_DISABLED: '1',
      ALERT_WEBHOOK_URL,
      // Visitor e-mails (chat replies, newsletter welcome) go to the hand-off test's sink; a short away time.
      SMTP_URL: SMTP_SINK_URL,
      ALERT_EMAIL_FROM: 'Boundless AI <support@example.com>',
      CHAT_AWAY_MS: String(E2E_CHAT_AWAY_MS),
    },
  },
});
