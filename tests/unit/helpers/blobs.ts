/** Isolated Netlify Blobs for function tests: a BlobsServer in a temp directory per test file. */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setEnvironmentContext } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { afterAll, beforeAll } from 'vitest';
import { resetRateLimits } from '../../../netlify/lib/http';
import { patchBlobsServer } from '../../../scripts/runtime/local-blobs.mjs';

export const ADMIN_TOKEN = 'test-admin-secret-long-enough-for-a-deploy';

// Conditional writes and listings as Netlify's (the stock local server differs; see the module).
patchBlobsServer(BlobsServer);

export function useTempBlobs() {
  let server: BlobsServer;
  let directory: string;
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'blobs-'));
    const token = 'local-token';
    server = new BlobsServer({ directory, token });
    const { port } = await server.start();
    const url = `http://localhost:${port}`;
    setEnvironmentContext({ siteID: 'test-site', token, edgeURL: url, uncachedEdgeURL: url, apiURL: url });
    process.env.ADMIN_TOKEN = ADMIN_TOKEN;
    resetRateLimits();
  });
  afterAll(async () => {
    await server.stop();
    await rm(directory, { recursive: true, force: true });
  });
}

type Init = { method?: string; body?: unknown; raw?: string; headers?: Record<string, string>; ip?: string };

/** Builds a Request like Netlify hands to a function; JSON bodies by default. */
export function request(
  path: string,
  { method = 'POST', body, raw, headers = {}, ip = '203.0.113.1' }: Init = {},
): Request {
  const payload = raw ?? (body === undefined ? undefined : JSON.stringify(body));
  return new Request(`http://localhost${path}`, {
    method,
    body: method === 'GET' || method === 'HEAD' ? undefined : payload,
    headers: {
      ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
      'x-nf-client-connection-ip': ip,
      ...headers,
    },
  });
}

export const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };

/** A port nothing listens on (bound, read, then closed). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Runs `fn` with the Blobs context pointing at a closed port (storage down), then restores it. */
export async function withBrokenBlobs<T>(fn: () => Promise<T>): Promise<T> {
  const saved = process.env.NETLIFY_BLOBS_CONTEXT;
  const url = `http://127.0.0.1:${await closedPort()}`;
  setEnvironmentContext({ siteID: 'test-site', token: 'local-token', edgeURL: url, uncachedEdgeURL: url, apiURL: url });
  try {
    return await fn();
  } finally {
    process.env.NETLIFY_BLOBS_CONTEXT = saved;
  }
}
