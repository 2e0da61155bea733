/**
 * Shared request handling for every function: JSON answers with security headers, capped body reading,
 * zod validation, admin auth in constant time and an in-process rate limit.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Config } from '@netlify/functions';
import type { z } from 'zod';
import { rateLimitDisabled, serverSettings } from '~/config';
import { validation as english } from '~/i18n/en/validation';
import { validation as french } from '~/i18n/fr/validation';
import { fieldErrors, validationText } from '~/lib/schemas';
import { isDeployed } from './site';
import { isTimeKey, StorageUnavailableError } from './storage';

export const MAX_BODY_BYTES = 32 * 1024;

const SECURITY_HEADERS: Record<string, string> = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
};

/** An answer for the client, thrown anywhere inside a handler. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { ...SECURITY_HEADERS, ...headers },
  });
}

/** The parts of Netlify's function context we use: the client address and work that outlives the answer. */
export type FunctionContext = { ip?: string; waitUntil?: (promise: Promise<unknown>) => void };

/** Wraps a handler: client mistakes become JSON 4xx, storage trouble 503, anything else a logged 500. */
export function handler(
  methods: string[],
  fn: (req: Request, context: FunctionContext | undefined) => Promise<Response>,
) {
  return async (req: Request, context?: FunctionContext): Promise<Response> => {
    try {
      if (!methods.includes(req.method)) {
        throw new HttpError(405, `Method ${req.method} not allowed`, {}, { Allow: methods.join(', ') });
      }
      return await fn(req, context);
    } catch (err) {
      if (err instanceof HttpError) return json(err.status, { error: err.message, ...err.extra }, err.headers);
      if (err instanceof StorageUnavailableError) {
        console.error('[storage]', err.cause ?? err);
        return json(
          503,
          { error: 'Our storage is temporarily unavailable. Please try again in a moment.' },
          { 'Retry-After': '30' },
        );
      }
      console.error('[function]', err);
      return json(500, { error: 'Something went wrong on our side.' });
    }
  };
}

/** Reads a JSON object body: 415 for another content type, 413 above the cap, 400 when it is not a JSON object. */
export async function readJsonObject(req: Request, maxBytes = MAX_BODY_BYTES): Promise<Record<string, unknown>> {
  const type = (req.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json') throw new HttpError(415, 'Content-Type must be application/json');
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new HttpError(413, `Request body must be at most ${maxBytes} bytes`);

  const chunks: Uint8Array[] = [];
  let size = 0;
  if (req.body) {
    const reader = req.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        throw new HttpError(413, `Request body must be at most ${maxBytes} bytes`);
      }
      chunks.push(value);
    }
  }
  let textBody: string;
  try {
    textBody = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new HttpError(400, 'Request body is not valid UTF-8');
  }
  // Depth first, on the text: nothing (the parser, a fingerprint, a schema) walks a body nested deeper.
  if (nestingDepth(textBody) > BODY_SHAPE.depth) {
    throw new HttpError(400, `Request body must be nested at most ${BODY_SHAPE.depth} levels deep`);
  }
  let data: unknown;
  try {
    data = JSON.parse(textBody);
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON');
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new HttpError(400, 'Request body must be a JSON object');
  }
  checkShape(data);
  return data as Record<string, unknown>;
}

/**
 * What any accepted body fits in: the deepest one (a passkey response) is 4 levels deep, the widest object and
 * the longest list hold a few dozen entries. Keys that name an object's prototype are refused outright.
 */
export const BODY_SHAPE = { depth: 8, keys: 64, items: 64, values: 1000 } as const;
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** The deepest nesting of `[` and `{` in a JSON text (brackets inside strings do not count). */
export function nestingDepth(jsonText: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < jsonText.length; i++) {
    const c = jsonText.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

/** Caps keys per object, items per list and values in all, and refuses prototype keys (iterative: no recursion). */
export function checkShape(data: unknown): void {
  const pending: unknown[] = [data];
  let values = 0;
  while (pending.length > 0) {
    const value = pending.pop();
    if (++values > BODY_SHAPE.values) throw new HttpError(400, 'Request body has too many values');
    if (Array.isArray(value)) {
      if (value.length > BODY_SHAPE.items) {
        throw new HttpError(400, `A list in the request body may hold at most ${BODY_SHAPE.items} items`);
      }
      pending.push(...value);
    } else if (value && typeof value === 'object') {
      const keys = Object.keys(value);
      if (keys.length > BODY_SHAPE.keys) {
        throw new HttpError(400, `An object in the request body may hold at most ${BODY_SHAPE.keys} fields`);
      }
      if (keys.some((k) => PROTOTYPE_KEYS.has(k))) throw new HttpError(400, 'Request body has a forbidden field name');
      for (const k of keys) pending.push((value as Record<string, unknown>)[k]);
    }
  }
}

/** The answer speaks the language the request names (`locale`: the form's page); English otherwise. */
export const textsOf = (data: unknown) => ((data as { locale?: unknown } | null)?.locale === 'fr' ? french : english);

/** Validates with the shared schema; 422 with a message per field when it does not fit. */
export function validate<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    const texts = textsOf(data);
    throw new HttpError(422, validationText('checkFields', texts), { fields: fieldErrors(result.error, texts) });
  }
  return result.data;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The shortest ADMIN_TOKEN a deployed site accepts (a local run only warns). */
export const ADMIN_TOKEN_MIN_LENGTH = 32;
export const SHORT_ADMIN_TOKEN = `ADMIN_TOKEN is shorter than ${ADMIN_TOKEN_MIN_LENGTH} characters, so the environment token is refused on this deploy. Set a random secret of at least ${ADMIN_TOKEN_MIN_LENGTH} characters in the site's environment settings (for example: openssl rand -base64 33).`;
let warnedShortToken = false;

/**
 * Staff-only endpoints: Bearer ADMIN_TOKEN, compared in constant time; refused when no token is configured, and
 * on a deploy when it is too short to resist guessing (503 with the fix; a local run logs a warning once).
 */
export function requireAdmin(req: Request): void {
  const expected = serverSettings().adminToken;
  if (expected.length > 0 && expected.length < ADMIN_TOKEN_MIN_LENGTH) {
    if (isDeployed()) {
      console.error(`[admin] ${SHORT_ADMIN_TOKEN}`);
      throw new HttpError(503, SHORT_ADMIN_TOKEN);
    }
    if (!warnedShortToken)
      console.warn(`[admin] Warning: ${SHORT_ADMIN_TOKEN.replace('on this deploy', 'once deployed')}`);
    warnedShortToken = true;
  }
  const header = req.headers.get('authorization') ?? '';
  const given = header.startsWith('Bearer ') ? header.slice(7) : '';
  const ok = expected.length > 0 && timingSafeEqual(digest(given), digest(expected));
  if (!ok) throw new HttpError(401, 'Unauthorized', {}, { 'WWW-Authenticate': 'Bearer' });
}

/** The visitor's address as Netlify reports it, for rate limiting. */
export function clientIp(req: Request, context?: { ip?: string }): string {
  return (
    context?.ip ||
    req.headers.get('x-nf-client-connection-ip') ||
    req.headers.get('x-forwarded-for')?.split(',')[0].trim() ||
    'unknown'
  );
}

const windows = new Map<string, number[]>();

/** Throws 429 with Retry-After when `key` already has `limit` hits in the window; records nothing. */
export function checkLimit(key: string, limit: number, windowMs: number, now = Date.now()): void {
  if (rateLimitDisabled()) return;
  const recent = (windows.get(key) ?? []).filter((t) => now - t < windowMs);
  windows.set(key, recent);
  if (recent.length >= limit) {
    const retryAfter = Math.max(1, Math.ceil((recent[0] + windowMs - now) / 1000));
    throw new HttpError(
      429,
      'Too many requests. Please wait a moment and try again.',
      {},
      { 'Retry-After': String(retryAfter) },
    );
  }
}

/** Counts one hit for `key` (see checkLimit). */
export function recordHit(key: string, now = Date.now()): void {
  if (rateLimitDisabled()) return;
  if (windows.size > 10_000) windows.clear();
  const recent = windows.get(key) ?? [];
  recent.push(now);
  windows.set(key, recent);
}

/**
 * Sliding-window limit per key inside this function instance. Netlify's `config.rateLimit` enforces the
 * limit in production across instances; this one also works locally and in tests.
 */
export function rateLimit(key: string, limit: number, windowMs: number, now = Date.now()): void {
  checkLimit(key, limit, windowMs, now);
  recordHit(key, now);
}

/** A function's request limit, written once: the in-process check and Netlify's `config.rateLimit`. */
export type RequestLimit = {
  /** Requests per address and minute. */
  readonly perMinute: number;
  /** Counts this request against its address's window; throws 429 with Retry-After past the limit. */
  check(req: Request, context?: { ip?: string }): void;
  /** For `config.rateLimit`: Netlify's own limit in production, across instances (the check is per instance). */
  readonly config: NonNullable<Config['rateLimit']>;
};

/**
 * `limit` requests per address and minute under the window name `key` (functions sharing a key share the
 * budget, e.g. every staff endpoint).
 */
export function perMinute(limit: number, key: string): RequestLimit {
  return {
    perMinute: limit,
    check: (req, context) => rateLimit(`${key}:${clientIp(req, context)}`, limit, 60_000),
    config: { windowLimit: limit, windowSize: 60, aggregateBy: ['ip', 'domain'] },
  };
}

/** Clears the in-process rate-limit windows (tests). */
export function resetRateLimits(): void {
  windows.clear();
}

/** Paging parameters of the admin lists: ?limit= (default `fallback`, max 500) and ?cursor=. */
export function pageParams(req: Request, fallback = 100): { limit: number; cursor?: string } {
  const url = new URL(req.url);
  const rawLimit = url.searchParams.get('limit');
  const limit = rawLimit === null ? fallback : Number(rawLimit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 500) {
    throw new HttpError(400, 'limit must be an integer from 1 to 500');
  }
  const cursor = url.searchParams.get('cursor') ?? undefined;
  // The cursor is the time key of the last entry on the previous page; its time names the day to resume in.
  if (cursor !== undefined && !isTimeKey(cursor)) throw new HttpError(400, 'Invalid cursor');
  return { limit, cursor };
}

/** JSON array answer with X-Total-Count and, when there is more, a Link rel="next" header. */
export function pageResponse(
  req: Request,
  page: { items: unknown[]; total: number; nextCursor?: string },
  limit: number,
): Response {
  const headers: Record<string, string> = { 'X-Total-Count': String(page.total) };
  if (page.nextCursor) {
    const next = new URL(req.url);
    next.searchParams.set('limit', String(limit));
    next.searchParams.set('cursor', page.nextCursor);
    headers.Link = `<${next.pathname}${next.search}>; rel="next"`;
  }
  return json(200, page.items, headers);
}
