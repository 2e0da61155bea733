/**
 * The local runtime behind `npm start`: functions bundled once and called in-process with the Functions v2
 * contract, routed by their own config, rate limited, scheduled, and kept up when a function fails.
 */
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getStore } from '@netlify/blobs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LoadedFunction } from '../../scripts/runtime/functions';
import { createRateLimiter } from '../../scripts/runtime/rate-limit';
import { compileRoute, findRoute } from '../../scripts/runtime/routes';
import { startSchedules } from '../../scripts/runtime/schedules';
import { blobsTransportStats } from '../../scripts/runtime/blobs-thread';
import { MAX_REQUEST_BYTES, startLocalServer, type LocalServer } from '../../scripts/runtime/server';

describe('routes from each function config', () => {
  const routes = [
    compileRoute('echo', {
      path: ['/api/echo', '/api/items/:id'],
      excludedPath: '/api/items/secret',
      method: ['GET', 'POST'],
    }),
    compileRoute('files', { path: '/api/files/*' }),
    compileRoute('post-only', { path: '/api/contact', method: 'POST' }),
    compileRoute('no-path', {}),
  ];
  const cases: [string, string, string | null, Record<string, string>?][] = [
    ['/api/echo', 'GET', 'echo', {}],
    ['/api/echo/', 'POST', 'echo', {}],
    ['/API/Echo', 'GET', 'echo', {}],
    ['/api/echo', 'DELETE', null],
    ['/api/items/42', 'GET', 'echo', { id: '42' }],
    ['/api/items/42/', 'GET', 'echo', { id: '42' }],
    ['/api/items/secret', 'GET', null],
    ['/api/items', 'GET', null],
    ['/api/files/a/b.txt', 'GET', 'files'],
    ['/api/contact', 'POST', 'post-only', {}],
    ['/api/contact', 'GET', null],
    ['/api/contactx', 'POST', null],
    ['/.netlify/functions/no-path', 'GET', 'no-path', {}],
    ['/.netlify/functions/echo', 'GET', null],
    ['/', 'GET', null],
  ];
  it.each(cases)('%s %s → %s', (path, method, name, params) => {
    const found = findRoute(routes, path, method);
    expect(found?.route.name ?? null).toBe(name);
    if (params) expect(found?.params).toEqual(params);
  });

  it('refuses a path that does not start with a slash', () => {
    expect(() => compileRoute('bad', { path: 'api/x' })).toThrow(/must be a string starting with "\/"/);
  });
});

describe('config.rateLimit', () => {
  const config = { windowLimit: 2, windowSize: 60, aggregateBy: ['ip', 'domain'] as ('ip' | 'domain')[] };
  const a = { ip: '198.51.100.1', domain: 'example.com' };

  it('allows windowLimit requests per address and window, then answers with the seconds to wait', () => {
    const limiter = createRateLimiter();
    expect(limiter.hit('fn', config, a, 0)).toEqual({ limited: false });
    expect(limiter.hit('fn', config, a, 10_000)).toEqual({ limited: false });
    expect(limiter.hit('fn', config, a, 20_000)).toEqual({ limited: true, retryAfterSeconds: 40 });
    // Another address, another function: their own windows.
    expect(limiter.hit('fn', config, { ...a, ip: '198.51.100.2' }, 20_000)).toEqual({ limited: false });
    expect(limiter.hit('other', config, a, 20_000)).toEqual({ limited: false });
    // The window slides: the first request leaves it after 60 s.
    expect(limiter.hit('fn', config, a, 60_001)).toEqual({ limited: false });
  });

  it('rewrites instead of refusing when the action says so', () => {
    const limiter = createRateLimiter();
    const rewrite = { windowLimit: 1, windowSize: 10, action: 'rewrite' as const, to: '/busy' };
    limiter.hit('fn', rewrite, a, 0);
    expect(limiter.hit('fn', rewrite, a, 1_000)).toEqual({ limited: true, retryAfterSeconds: 9, rewriteTo: '/busy' });
  });
});

describe('config.schedule', () => {
  it('runs a function every 5 minutes with the request Netlify sends, and nothing else', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T10:01:00Z') });
    const runs: { at: string; agent: string | null; body: unknown }[] = [];
    const fn = { name: 'sweep', config: { schedule: '*/5 * * * *' } } as LoadedFunction;
    const other = { name: 'contact', config: { path: '/api/contact' } } as LoadedFunction;
    const schedules = startSchedules([fn, other], 'http://localhost:1', async (_fn, req) => {
      runs.push({ at: new Date().toISOString(), agent: req.headers.get('user-agent'), body: await req.json() });
      return new Response(null, { status: 204 });
    });
    try {
      expect(schedules.jobs).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(11 * 60_000);
      expect(runs.map((r) => r.at)).toEqual(['2026-11-23T10:05:00.000Z', '2026-11-23T10:10:00.000Z']);
      expect(runs[0]).toMatchObject({ agent: 'Netlify Clockwork', body: { next_run: '2026-11-23T10:10:00.000Z' } });
    } finally {
      schedules.stop();
      vi.useRealTimers();
    }
  });
});

describe('local server', () => {
  let root: string;
  let server: LocalServer;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'runtime-'));
    cpSync(join(import.meta.dirname, 'fixtures', 'runtime'), root, { recursive: true });
    symlinkSync(join(import.meta.dirname, '..', '..', 'node_modules'), join(root, 'node_modules'));
    process.env.RUNTIME_TEST_VALUE = 'from-env';
    server = await startLocalServer({
      root,
      functionsDir: join(root, 'functions'),
      port: 0,
      host: '127.0.0.1',
      schedules: false,
      functionTimeoutMs: 1_000,
    });
  });

  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, { redirect: 'manual', ...init });

  it('bundles every function once and keeps it warm: module state and Blobs persist across calls', async () => {
    expect(server.functions.map((f) => f.name).sort()).toEqual([
      'echo',
      'later',
      'limited',
      'prefers-static',
      'slow',
      'sweep',
      'throws',
    ]);
    const first = await (await get('/api/echo')).json();
    const second = await (await get('/api/echo')).json();
    expect(second.count).toBe(first.count + 1);
  });

  it("answers the functions' Blobs calls in-process, with the local Blobs server's results", async () => {
    const before = blobsTransportStats.requests;
    await get('/api/echo');
    // The echo function reads and writes one blob: two requests, neither over HTTP.
    expect(blobsTransportStats.requests - before).toBe(2);

    const store = getStore({ name: 'transport', consistency: 'strong' });
    const created = await store.set('a/1', 'one', { metadata: { by: 'test' } });
    expect(created.modified).toBe(true);
    expect(await store.getWithMetadata('a/1')).toMatchObject({ data: 'one', metadata: { by: 'test' } });
    expect((await store.set('a/1', 'again', { onlyIfNew: true })).modified).toBe(false);
    await store.setJSON('a/2', { n: 2 });
    expect(await store.get('a/2', { type: 'json' })).toEqual({ n: 2 });
    const bytes = new Uint8Array([0, 1, 2, 255]);
    await store.set('bin', bytes.buffer);
    expect(new Uint8Array(await store.get('bin', { type: 'arrayBuffer' }))).toEqual(bytes);
    const { blobs } = await store.list({ prefix: 'a/' });
    expect(blobs.map((b) => b.key).sort()).toEqual(['a/1', 'a/2']);
    const etag = blobs.find((b) => b.key === 'a/1')!.etag;
    expect((await store.set('a/1', 'changed', { onlyIfMatch: etag })).modified).toBe(true);
    expect((await store.set('a/1', 'stale', { onlyIfMatch: etag })).modified).toBe(false);
    await store.delete('a/1');
    expect(await store.get('a/1')).toBeNull();
    expect(blobsTransportStats.requests - before).toBeGreaterThan(10);
  });

  it("answers 413 for a body above Netlify's 6 MB request limit, before the function runs", async () => {
    const res = await get('/api/items/1', { method: 'POST', body: 'x'.repeat(MAX_REQUEST_BYTES + 1) });
    expect(res.status).toBe(413);
    expect((await res.json()).error).toMatch(/at most 6291456 bytes/);
    const fits = await get('/api/items/1', { method: 'POST', body: 'y'.repeat(100_000) });
    expect((await fits.json()).body).toHaveLength(100_000);
  });

  it('hands the function a Request, a Context and the Netlify global', async () => {
    const res = await get('/api/items/42', { method: 'POST', body: 'hello' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      method: 'POST',
      body: 'hello',
      ip: '127.0.0.1',
      headerIp: '127.0.0.1',
      sameContext: true,
      env: 'from-env',
      params: { id: '42' },
      deployContext: 'dev',
      hasGeo: true,
    });
    expect(body.requestId).toMatch(/\S{8,}/);
  });

  it('answers the designed 404 page for a method or path no function takes', async () => {
    for (const [path, method] of [
      ['/api/echo', 'DELETE'],
      ['/api/items/secret', 'GET'],
      ['/api/nothing', 'GET'],
    ]) {
      const res = await get(path, { method });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(await res.text()).toContain('designed 404');
    }
  });

  it('serves static files with netlify.toml headers, redirects and compression', async () => {
    const home = await get('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(home.status).toBe(200);
    expect(home.headers.get('x-frame-options')).toBe('DENY');
    expect(home.headers.get('content-encoding')).toBe('gzip');
    expect(await home.text()).toContain('home page');
    // Brotli like the CDN, compressed once and served from memory after: the same bytes, with their length.
    const [first, second] = await Promise.all(
      [1, 2].map(() => get('/', { headers: { 'accept-encoding': 'gzip, deflate, br' } })),
    );
    for (const res of [first, second]) {
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(res.headers.get('vary')).toContain('Accept-Encoding');
      expect(Number(res.headers.get('content-length'))).toBeGreaterThan(0);
    }
    expect(await first.text()).toBe(await second.text());
    const old = await get('/old');
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/');
  });

  it('keeps a static answer whole after the first, and reads a rebuilt file again', async () => {
    const file = join(root, 'dist', 'kept.html');
    writeFileSync(file, '<!doctype html><title>Kept</title><p>first build</p>');
    const [first, second] = [await get('/kept'), await get('/kept', { headers: { 'accept-encoding': 'br' } })];
    expect(await first.text()).toContain('first build');
    expect(second.headers.get('content-encoding')).toBe('br');
    expect(await second.text()).toContain('first build');
    for (const res of [first, second]) {
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('content-type')).toContain('text/html');
    }
    writeFileSync(file, '<!doctype html><title>Kept</title><p>second build, a longer page</p>');
    const rebuilt = await get('/kept');
    expect(await rebuilt.text()).toContain('second build');
    expect(rebuilt.headers.get('x-frame-options')).toBe('DENY');
    const head = await get('/kept', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('lets a static file win over a preferStatic function, and calls the function where there is none', async () => {
    expect(await (await get('/static-first')).text()).toContain('static file wins');
    expect(await (await get('/dynamic-only')).text()).toBe('function answered');
  });

  it('answers 500 with a JSON error when a function throws, and stays up', async () => {
    const res = await get('/api/throws');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: 'The function failed.' });
    expect((await get('/api/echo')).status).toBe(200);
  });

  it('answers 504 when a function runs past its time limit', async () => {
    const res = await get('/api/slow');
    expect(res.status).toBe(504);
    expect(await res.json()).toEqual({ error: 'The function did not answer in time.' });
  });

  it('applies config.rateLimit per client address with Retry-After', async () => {
    expect((await get('/api/limited')).status).toBe(200);
    expect((await get('/api/limited')).status).toBe(200);
    const limited = await get('/api/limited');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(59);
    expect(await limited.json()).toEqual({ error: 'Too many requests. Please wait a moment and try again.' });
  });

  it('runs a scheduled function as Netlify does', async () => {
    const res = await server.runScheduled('sweep');
    expect(res.status).toBe(204);
    const { blobs } = await getStore('sweep').list();
    const run = await getStore('sweep').get(blobs[0].key, { type: 'json' });
    expect(run).toEqual({ agent: 'Netlify Clockwork', nextRun: null });
  });

  it('finishes background work handed to waitUntil before it stops', async () => {
    const res = await get('/api/later?id=shutdown');
    expect(res.status).toBe(202);
    await server.close();
    // Blobs are stopped with the server: read the store through a fresh server on the same folder.
    server = await startLocalServer({
      root,
      functionsDir: join(root, 'functions'),
      port: 0,
      host: '127.0.0.1',
      schedules: false,
    });
    expect(await getStore('later').get('shutdown')).toBe('done');
  });
});
