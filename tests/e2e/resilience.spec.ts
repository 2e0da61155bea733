import { expect, test } from '@playwright/test';
import { startServer } from '../../scripts/lib-server.mjs';
import { E2E_ADMIN_TOKEN } from '../../playwright.config';

// A second server on its own port, stopped while submissions are in flight and started again.
const PORT = Number(process.env.E2E_PORT || 8899) + 50;

test('a server restart during submissions loses no accepted submission', async () => {
  test.setTimeout(120_000);
  // All requests come from one address here: the per-address limits are proven in limits.spec.ts.
  const env = { ADMIN_TOKEN: E2E_ADMIN_TOKEN, RATE_LIMIT_DISABLED: '1' };
  const run = `restart-${Date.now()}`;
  let server = await startServer({ port: PORT, env });
  const send = (n: number) =>
    fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Restart',
        lastName: `Test ${n}`,
        email: `restart${n}@example.com`,
        phone: '416-555-0100',
        company: '',
        message: `${run}-${n}`,
      }),
    })
      .then((r) => r.status)
      .catch(() => 0);

  // One submission first, then stop the server as soon as the burst is answering.
  expect(await send(100)).toBe(201);
  let firstAnswered!: () => void;
  const answering = new Promise<void>((r) => (firstAnswered = r));
  const inFlight = Array.from({ length: 40 }, (_, n) => send(n).finally(firstAnswered));
  await answering;
  const stopped = server.stop();
  const statuses = await Promise.all(inFlight);
  await stopped;
  const accepted = statuses.map((s, n) => (s === 201 ? `${run}-${n}` : null)).filter(Boolean);

  server = await startServer({ port: PORT, env });
  try {
    const res = await fetch(`${server.url}/api/contacts?limit=500`, {
      headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    });
    expect(res.status).toBe(200);
    const stored = ((await res.json()) as { message: string }[]).map((r) => r.message).filter((m) => m.startsWith(run));
    for (const marker of accepted) expect(stored).toContain(marker);
    expect(new Set(stored).size).toBe(stored.length);
    expect(accepted.length).toBeGreaterThan(0);
  } finally {
    await server.stop();
  }
});
