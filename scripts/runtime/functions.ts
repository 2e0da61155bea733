/**
 * Netlify Functions v2, run in this process: each function in the functions folder is bundled once with
 * esbuild (as `node_bundler = "esbuild"` deploys it), imported once, and then called for every request with
 * a standard Request and a Context, like a warm instance on Netlify. Module state (caches, in-function rate
 * limits) therefore lives as long as the server, as it does in a warm instance.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { compileRoute, type Route, type RouteConfig } from './routes.ts';
import type { RateLimitConfig } from './rate-limit.ts';

/** Netlify ends a synchronous function after this many seconds (@netlify/functions' SYNCHRONOUS_FUNCTION_TIMEOUT). */
export const SYNCHRONOUS_TIMEOUT_SECONDS = 30;

type Handler = (req: Request, context: FunctionContext) => Response | Promise<Response> | void | Promise<void>;

export type LoadedFunction = {
  name: string;
  handler: Handler;
  config: RouteConfig & { rateLimit?: RateLimitConfig };
  route: Route;
};

export type FunctionContext = ReturnType<typeof createContext>;

const ENTRY_EXTENSIONS = new Set(['.ts', '.mts', '.js', '.mjs', '.cjs']);

/** Bundles every function of `functionsDir` into `outDir` in one esbuild run and imports them. */
export async function loadFunctions(functionsDir: string, outDir: string): Promise<LoadedFunction[]> {
  const entries = readdirSync(functionsDir, { withFileTypes: true })
    .filter((e) => e.isFile() && ENTRY_EXTENSIONS.has(extname(e.name)) && !e.name.includes('.test.'))
    .map((e) => join(functionsDir, e.name));
  rmSync(outDir, { recursive: true, force: true });
  await build({
    entryPoints: entries,
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    sourcemap: 'linked',
    logLevel: 'error',
    // Bundled CommonJS dependencies may still call require(): give ESM output one, as Netlify's bundler does.
    banner: {
      js: "import { createRequire as __nfCreateRequire } from 'node:module'; const require = __nfCreateRequire(import.meta.url);",
    },
  });
  process.setSourceMapsEnabled(true);

  const loaded: LoadedFunction[] = [];
  for (const entry of entries) {
    const name = basename(entry, extname(entry));
    const mod = await import(pathToFileURL(join(outDir, `${name}.mjs`)).href);
    if (typeof mod.default !== 'function') throw new Error(`Function ${name} has no default export handler`);
    const config = (mod.config ?? {}) as LoadedFunction['config'];
    loaded.push({ name, handler: mod.default, config, route: compileRoute(name, config) });
  }
  return loaded;
}

export type RequestInfo = { ip: string; params: Record<string, string>; pattern?: string; siteUrl: string };

const requestContext = new AsyncLocalStorage<FunctionContext>();

/** What a local visitor's geolocation looks like (Netlify dev's default when geolocation is off). */
const LOCAL_GEO = {
  city: 'San Francisco',
  country: { code: 'US', name: 'United States' },
  subdivision: { code: 'CA', name: 'California' },
  timezone: 'UTC',
  latitude: 0,
  longitude: 0,
  postalCode: '94107',
};

function parseCookies(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) cookies.set(part.slice(0, eq).trim(), decodeURIComponent(part.slice(eq + 1).trim()));
  }
  return cookies;
}

type CookieOptions = {
  name: string;
  value: string;
  path?: string;
  domain?: string;
  maxAge?: number;
  expires?: Date;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'Strict' | 'Lax' | 'None';
};

function createContext(req: Request, info: RequestInfo, pending: Set<Promise<unknown>>) {
  const requestId = req.headers.get('x-nf-request-id') ?? randomUUID();
  const jar = parseCookies(req.headers.get('cookie'));
  const setCookies: string[] = [];
  const serialize = (c: CookieOptions) =>
    [
      `${c.name}=${encodeURIComponent(c.value)}`,
      `Path=${c.path ?? '/'}`,
      c.domain && `Domain=${c.domain}`,
      c.maxAge !== undefined && `Max-Age=${c.maxAge}`,
      c.expires && `Expires=${c.expires.toUTCString()}`,
      c.httpOnly && 'HttpOnly',
      c.secure && 'Secure',
      c.sameSite && `SameSite=${c.sameSite}`,
    ]
      .filter(Boolean)
      .join('; ');

  return {
    account: { id: 'local' },
    cookies: {
      get: (name: string) => jar.get(name),
      set: (input: string | CookieOptions, value?: string) => {
        const cookie = typeof input === 'string' ? { name: input, value: value ?? '' } : input;
        jar.set(cookie.name, cookie.value);
        setCookies.push(serialize(cookie));
      },
      delete: (input: string | { name: string; path?: string; domain?: string }) => {
        const cookie = typeof input === 'string' ? { name: input } : input;
        jar.delete(cookie.name);
        setCookies.push(serialize({ ...cookie, value: '', expires: new Date(0) }));
      },
    },
    deploy: { branch: 'local', context: 'dev', id: '0', published: false },
    flags: {},
    geo: LOCAL_GEO,
    ip: info.ip,
    json: (input: unknown) => Response.json(input),
    log: (...data: unknown[]) => console.log(...data),
    next: (): never => {
      throw new Error('context.next() is only available in Edge Functions');
    },
    params: info.params,
    path: info.pattern,
    requestId,
    rewrite: (): never => {
      throw new Error('context.rewrite() is only available in Edge Functions');
    },
    server: { region: 'local' },
    site: { id: '0', name: 'local', url: info.siteUrl },
    url: new URL(req.url),
    waitUntil: (promise: Promise<unknown>) => {
      const tracked = Promise.resolve(promise)
        .catch((err) => console.error('[function] waitUntil task failed', err))
        .finally(() => pending.delete(tracked));
      pending.add(tracked);
    },
    /** Set-Cookie lines from context.cookies, added to the response by the runtime. */
    setCookies,
  };
}

/**
 * The `Netlify` global of the Functions runtime: `Netlify.env` over process.env and `Netlify.context`, the
 * context of the request being handled (null outside one).
 */
export function installNetlifyGlobal(env: { get(key: string): string | undefined; [k: string]: unknown }): void {
  (globalThis as { Netlify?: unknown }).Netlify = {
    env,
    get context() {
      return requestContext.getStore() ?? null;
    },
  };
}

const errorResponse = (status: number, error: string) =>
  new Response(JSON.stringify({ error }), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });

export type InvokeOptions = { timeoutMs?: number; pending: Set<Promise<unknown>> };

/**
 * Calls a function as Netlify does: headers Netlify adds, the Context, the Netlify global; a throw answers
 * 500 with a JSON error and a log line, a run past the time limit 504.
 */
export async function invoke(
  fn: LoadedFunction,
  req: Request,
  info: RequestInfo,
  options: InvokeOptions,
): Promise<Response> {
  const context = createContext(req, info, options.pending);
  req.headers.set('x-nf-request-id', context.requestId);
  req.headers.set('x-nf-client-connection-ip', info.ip);
  req.headers.set('x-nf-site-id', context.site.id);
  req.headers.set('x-nf-geo', Buffer.from(JSON.stringify(context.geo)).toString('base64'));

  const timeoutMs = options.timeoutMs ?? SYNCHRONOUS_TIMEOUT_SECONDS * 1000;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const run = requestContext.run(context, async () => fn.handler(req, context));
  try {
    const result = await Promise.race([run, timeout]);
    if (result === 'timeout') {
      console.error(`[function ${fn.name}] ${req.method} ${new URL(req.url).pathname} ran past ${timeoutMs} ms: 504`);
      run.catch(() => {});
      return errorResponse(504, 'The function did not answer in time.');
    }
    const response = result instanceof Response ? result : new Response(null, { status: 204 });
    if (context.setCookies.length === 0) return response;
    const withCookies = new Response(response.body, response);
    for (const line of context.setCookies) withCookies.headers.append('Set-Cookie', line);
    return withCookies;
  } catch (err) {
    console.error(`[function ${fn.name}] ${req.method} ${new URL(req.url).pathname} threw:`, err);
    return errorResponse(500, 'The function failed.');
  } finally {
    clearTimeout(timer);
  }
}
