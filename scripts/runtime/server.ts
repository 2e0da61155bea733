/**
 * The production-like local server: the built dist/ and Netlify Functions v2 with Blobs, in one process.
 * - Functions: bundled once at start-up and called in-process (./functions.ts), routed by their own
 *   `config` (./routes.ts), limited by their `config.rateLimit` (./rate-limit.ts), scheduled by
 *   `config.schedule` (./schedules.ts).
 * - Static files, netlify.toml headers and redirects, and the Blobs server (.netlify/blobs-serve, kept
 *   across restarts; on a worker thread of its own, ./blobs-thread.ts) come from @netlify/dev with its own
 *   functions handler turned off: that handler bundles a function afresh for every request.
 * - Unknown paths get the designed 404 pages; text is compressed (brotli, else gzip) like Netlify's CDN.
 */
import { createReadStream, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';
import { NetlifyDev } from '@netlify/dev';
import { patchBlobsServer } from './local-blobs.mjs';
import { withBlobsOnThread } from './blobs-thread.ts';
import { installNetlifyGlobal, invoke, loadFunctions, type LoadedFunction } from './functions.ts';
import { createRateLimiter } from './rate-limit.ts';
import { nodeHeaders, send, sendBuffered, sendKept, STATIC_CACHE_ENTRIES, type StaticAnswer } from './respond.ts';
import { findRoute } from './routes.ts';
import { scheduledRequest, startSchedules } from './schedules.ts';

export type LocalServerOptions = {
  /** Project root: netlify.toml, dist/, .netlify/blobs-serve. */
  root: string;
  port: number;
  host?: string;
  /** Defaults to <root>/netlify/functions. */
  functionsDir?: string;
  /** Apply each function's `config.rateLimit` (off for benchmarks, with RATE_LIMIT_DISABLED=1). */
  rateLimits?: boolean;
  /** Run `config.schedule` functions on their schedule. */
  schedules?: boolean;
  /** Time limit of a function call; Netlify's synchronous limit by default. */
  functionTimeoutMs?: number;
};

export type LocalServer = {
  url: string;
  functions: LoadedFunction[];
  /** Invokes a scheduled function now, as its schedule would. */
  runScheduled: (name: string) => Promise<Response>;
  /** Stops accepting, finishes requests and background work in flight, then stops Blobs. */
  close: () => Promise<void>;
};

/** The client's address as Netlify reports it (IPv4-mapped IPv6 written as IPv4). */
const clientAddress = (req: IncomingMessage) => (req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '');

/** Netlify's cap on a synchronous function's request body; above it the platform answers 413 itself. */
export const MAX_REQUEST_BYTES = 6 * 1024 * 1024;

class PayloadTooLarge extends Error {}

/** The whole request body, read before the call as Netlify delivers it (a stream per request costs more). */
async function readBody(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_REQUEST_BYTES) throw new PayloadTooLarge();
    chunks.push(chunk as Buffer);
  }
  const body = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
  return new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length);
}

async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const method = req.method ?? 'GET';
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined || key.startsWith(':')) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: hasBody ? await readBody(req) : null,
  });
}

/** Removes bundle folders of server processes that are no longer running. */
function removeStaleBundles(dir: string) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir)) {
    const pid = Number(entry);
    let alive = false;
    try {
      alive = Number.isInteger(pid) && pid > 0 && process.kill(pid, 0);
    } catch {
      alive = false;
    }
    if (!alive) rmSync(join(dir, entry), { recursive: true, force: true });
  }
}

export async function startLocalServer(options: LocalServerOptions): Promise<LocalServer> {
  const { root, host = 'localhost' } = options;
  const dist = join(root, 'dist');
  // Conditional writes (the alert outbox's claims) atomic and listings as Netlify's (see local-blobs.mjs).
  patchBlobsServer(BlobsServer);
  const netlify = new NetlifyDev({
    projectRoot: root,
    serverAddress: null,
    blobs: { enabled: true },
    functions: { enabled: false },
    staticFiles: { enabled: true },
    redirects: { enabled: true },
    headers: { enabled: true },
    edgeFunctions: { enabled: false },
    database: { enabled: false },
    aiGateway: { enabled: false },
    images: { enabled: false },
    geolocation: { enabled: false },
    environmentVariables: { enabled: false },
  } as ConstructorParameters<typeof NetlifyDev>[0]);
  await withBlobsOnThread(BlobsServer, () => netlify.start());
  // @netlify/dev set the Blobs context and a Netlify global without request contexts: give it ours.
  installNetlifyGlobal(
    (globalThis as unknown as { Netlify: { env: { get(key: string): string | undefined } } }).Netlify.env,
  );

  // One bundle folder per server process: a second server (tests, benchmarks) never replaces files in use.
  const bundles = join(root, '.netlify', 'functions-local');
  removeStaleBundles(bundles);
  const bundleDir = join(bundles, String(process.pid));
  const functions = await loadFunctions(options.functionsDir ?? join(root, 'netlify', 'functions'), bundleDir);
  const routes = functions.map((fn) => fn.route);
  const byName = new Map(functions.map((fn) => [fn.name, fn]));
  const limiter = createRateLimiter();
  const pending = new Set<Promise<unknown>>();
  let origin = '';

  const call = (
    fn: LoadedFunction,
    request: Request,
    ip: string,
    params: Record<string, string> = {},
    pattern?: string,
  ) => invoke(fn, request, { ip, params, pattern, siteUrl: origin }, { pending, timeoutMs: options.functionTimeoutMs });

  /** The file Netlify would answer this path with (its path, time and size), or null: it answers a 404 page. */
  function staticFileOf(pathname: string): string | null {
    let path: string;
    try {
      path = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    const clean = path.replace(/\/+$/, '') || '/';
    for (const c of [clean, `${clean}.html`, join(clean, 'index.html')]) {
      const file = join(dist, c);
      if (!file.startsWith(dist) || !existsSync(file)) continue;
      const stat = statSync(file);
      if (stat.isFile()) return `${file}:${stat.mtimeMs}:${stat.size}`;
    }
    return null;
  }

  /**
   * Static answers kept whole after the first, by file version (a rebuilt file is read again): Netlify's CDN
   * answers a file with the same headers every time, and running each request through the Netlify request chain
   * (a temporary directory, the header rules) cost about a third of a page load's CPU in the browser tests.
   */
  const staticAnswers = new Map<string, StaticAnswer>();

  /**
   * The designed page for an unknown path, as netlify.toml's 404 rules and Netlify's default 404 choose it: under
   * /fr, the French ones.
   */
  const notFoundPage = (url: string) => {
    if (url.startsWith('/fr/blog/')) return '/fr/blog-coming-soon';
    if (url.startsWith('/blog/')) return '/blog-coming-soon';
    return /^\/fr(?:[/?#]|$)/.test(url) ? '/fr/404.html' : '/404.html';
  };

  const collect = (target: OutgoingHttpHeaders) => (key: string, value: string) => {
    target[key.toLowerCase()] = value;
  };

  /** netlify.toml's 301/302 rules (e.g. /blog/abl → /abl) win over the 404 fallbacks, as on Netlify. */
  async function sendRedirect(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const headers: OutgoingHttpHeaders = {};
    const match = await netlify.handleAndIntrospectNodeRequest(req, { headersCollector: collect(headers) });
    const status = match?.response.status ?? 0;
    if (match?.type !== 'redirect' || status < 300 || status >= 400) return false;
    const location = new URL(match.response.headers.get('location') ?? '/', 'http://x');
    res.writeHead(status, { ...headers, location: location.pathname + location.search + location.hash });
    res.end();
    return true;
  }

  async function serveStatic(req: IncomingMessage, res: ServerResponse) {
    const headers: OutgoingHttpHeaders = {};
    const file = staticFileOf(new URL(req.url ?? '/', 'http://x').pathname);
    const known = file !== null;
    const keep = file !== null && (req.method === 'GET' || req.method === 'HEAD');
    const kept = keep ? staticAnswers.get(file) : undefined;
    if (kept) return sendKept(req, res, kept);
    if (!known && (await sendRedirect(req, res))) return;
    if (!known) req.url = notFoundPage(req.url ?? '/');
    const match = await netlify.handleAndIntrospectNodeRequest(req, { headersCollector: collect(headers) });
    if (keep && match?.type === 'static' && match.response.status === 200) {
      const answer: StaticAnswer = {
        headers: nodeHeaders(match.response, headers),
        body: Buffer.from(await match.response.arrayBuffer()),
      };
      if (staticAnswers.size >= STATIC_CACHE_ENTRIES) staticAnswers.delete(staticAnswers.keys().next().value!);
      staticAnswers.set(file, answer);
      return sendKept(req, res, answer);
    }
    if (match) return send(req, res, match.response, headers, known ? match.response.status : 404);
    res.writeHead(404, { ...headers, 'Content-Type': 'text/html; charset=utf-8' });
    if (req.method === 'HEAD') res.end();
    else
      createReadStream(join(dist, '404.html'))
        .on('error', () => res.end('Not found'))
        .pipe(res);
  }

  async function serveFunction(
    req: IncomingMessage,
    res: ServerResponse,
    found: NonNullable<ReturnType<typeof findRoute>>,
  ) {
    const fn = byName.get(found.route.name) as LoadedFunction;
    const ip = clientAddress(req);
    const limit = fn.config.rateLimit;
    if (limit && options.rateLimits !== false) {
      const verdict = limiter.hit(fn.name, limit, { ip, domain: String(req.headers.host ?? '') });
      if (verdict.limited && verdict.rewriteTo) {
        req.url = verdict.rewriteTo;
        return serveStatic(req, res);
      }
      if (verdict.limited) {
        res.writeHead(429, {
          'Content-Type': 'application/json; charset=utf-8',
          'Cache-Control': 'no-store',
          'Retry-After': String(verdict.retryAfterSeconds),
        });
        res.end(JSON.stringify({ error: 'Too many requests. Please wait a moment and try again.' }));
        return;
      }
    }
    let request: Request;
    try {
      request = await toRequest(req, origin);
    } catch (err) {
      if (!(err instanceof PayloadTooLarge)) throw err;
      res.writeHead(413, { 'Content-Type': 'application/json; charset=utf-8', Connection: 'close' });
      res.end(JSON.stringify({ error: `Request body must be at most ${MAX_REQUEST_BYTES} bytes` }));
      return;
    }
    await sendBuffered(req, res, await call(fn, request, ip, found.params, found.pattern));
  }

  const server: Server = createServer(async (req, res) => {
    try {
      const { pathname } = new URL(req.url ?? '/', 'http://x');
      const found = findRoute(routes, pathname, req.method ?? 'GET');
      if (found && !(found.route.preferStatic && staticFileOf(pathname) !== null)) await serveFunction(req, res, found);
      else await serveStatic(req, res);
    } catch (err) {
      // A client that hung up mid-request (e.g. a load test ending) leaves nothing to answer.
      if (req.destroyed) return void res.destroy();
      console.error('[server]', err);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ error: 'Local server error' }));
    }
  });

  await new Promise<void>((resolve) => server.listen(options.port, host, resolve));
  origin = `http://${host}:${(server.address() as AddressInfo).port}`;
  const schedules =
    options.schedules === false
      ? null
      : startSchedules(functions, origin, (fn, request) => call(fn, request, '127.0.0.1'));

  let closing: Promise<void> | null = null;
  return {
    url: origin,
    functions,
    runScheduled: (name) => {
      const fn = byName.get(name);
      if (!fn?.config.schedule) throw new Error(`${name} is not a scheduled function`);
      return call(fn, scheduledRequest(origin, fn, null), '127.0.0.1');
    },
    close: () =>
      (closing ??= (async () => {
        schedules?.stop();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
        });
        // Work a function handed to context.waitUntil (e.g. an alert) finishes before Blobs stops.
        while (pending.size > 0) await Promise.allSettled([...pending]);
        await netlify.stop().catch(() => {});
        rmSync(bundleDir, { recursive: true, force: true });
      })()),
  };
}
