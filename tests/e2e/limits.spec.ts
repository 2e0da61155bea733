import { expect, test } from '@playwright/test';
import { startServer } from '../../scripts/lib-server.mjs';
import { E2E_ADMIN_TOKEN } from '../../playwright.config';

// The suite's server runs without per-address limits (every test shares one address); this one keeps them,
// as `npm start` and Netlify do.
const PORT = Number(process.env.E2E_PORT || 8899) + 51;

test('the local server applies each function config.rateLimit: the sixth message in a minute gets 429', async () => {
  // It starts a server of its own (functions bundled, Blobs started): slower than a test's default 30 s under load.
  test.setTimeout(120_000);
  const server = await startServer({ port: PORT, env: { ADMIN_TOKEN: E2E_ADMIN_TOKEN, RATE_LIMIT_DISABLED: '' } });
  try {
    const send = () =>
      fetch(`${server.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          firstName: 'Rate',
          lastName: 'Limit',
          email: 'rate-limit@example.com',
          phone: '416-555-0100',
          message: 'Checking the limit.',
        }),
      });
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await send()).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    const limited = await send();
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await limited.json()).toEqual({ error: 'Too many requests. Please wait a moment and try again.' });
  } finally {
    await server.stop();
  }
});
