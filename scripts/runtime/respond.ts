/**
 * The local server's answers written to Node responses as Netlify's CDN sends them: text compressed (brotli, else
 * gzip) once per file and kept in memory, Set-Cookie lines kept apart, other bodies streamed.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { promisify } from 'node:util';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/;

/** The encoding Netlify's CDN would use for this client and body: brotli, else gzip, or none. */
function encodingFor(req: IncomingMessage, out: OutgoingHttpHeaders): 'br' | 'gzip' | null {
  if (out['content-encoding'] || !COMPRESSIBLE.test(String(out['content-type'] ?? ''))) return null;
  const accepts = String(req.headers['accept-encoding'] ?? '');
  return /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
}

/** Marks a body as compressed with `encoding`; the length is set by the caller. */
function markEncoded(out: OutgoingHttpHeaders, encoding: 'br' | 'gzip') {
  out['content-encoding'] = encoding;
  out.vary = out.vary ? `${out.vary}, Accept-Encoding` : 'Accept-Encoding';
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Static files compressed once, as Netlify's CDN caches them: keyed by encoding and content hash. */
const compressedStatic = new Map<string, Buffer>();
export const STATIC_CACHE_ENTRIES = 1000;

async function compressStatic(body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const key = `${encoding}:${createHash('sha1').update(body).digest('base64')}`;
  const cached = compressedStatic.get(key);
  if (cached) return cached;
  const compressed =
    encoding === 'br'
      ? await brotliAsync(body, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
        })
      : await gzipAsync(body, { level: 9 });
  if (compressedStatic.size >= STATIC_CACHE_ENTRIES) compressedStatic.delete(compressedStatic.keys().next().value!);
  compressedStatic.set(key, compressed);
  return compressed;
}

/** A static file's answer as the Netlify request chain gave it, and its compressed bodies once made. */
export type StaticAnswer = { headers: OutgoingHttpHeaders; body: Buffer; br?: Buffer; gzip?: Buffer };

/** Writes a kept static answer, compressed as `send` compresses it. */
export async function sendKept(req: IncomingMessage, res: ServerResponse, answer: StaticAnswer) {
  const out = { ...answer.headers };
  const encoding = req.method !== 'HEAD' ? encodingFor(req, out) : null;
  let body = answer.body;
  if (encoding) {
    body = answer[encoding] ??= await compressStatic(answer.body, encoding);
    markEncoded(out, encoding);
  }
  out['content-length'] = String(body.length);
  res.writeHead(200, out);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** A fetch Response's headers for Node, Set-Cookie kept as separate lines. */
export function nodeHeaders(response: Response, extra: OutgoingHttpHeaders = {}): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = { ...extra };
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') out[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) out['set-cookie'] = cookies;
  return out;
}

/**
 * A function's answer, buffered as Netlify buffers a synchronous function's response: sent with its length,
 * compressed like the CDN compresses dynamic content (fast brotli, else gzip) when it is text and worth it.
 */
export async function sendBuffered(req: IncomingMessage, res: ServerResponse, response: Response) {
  const out = nodeHeaders(response);
  let body: Buffer = Buffer.from(await response.arrayBuffer());
  if (body.length >= 1024) {
    const encoding = encodingFor(req, out);
    if (encoding === 'br') body = await brotliAsync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } });
    if (encoding === 'gzip') body = await gzipAsync(body);
    if (encoding) markEncoded(out, encoding);
  }
  out['content-length'] = String(body.length);
  res.writeHead(response.status, out);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Writes a static Response to the Node response. Text is compressed at the CDN's best level once per file and
 * served from memory after (brotli at its best level costs ~0.4 s for a 190 KB page: per request, it was the
 * local server's bottleneck); other bodies stream through.
 */
export async function send(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
  extra: OutgoingHttpHeaders = {},
  status = response.status,
) {
  const out = nodeHeaders(response, extra);
  const encoding = response.body && req.method !== 'HEAD' ? encodingFor(req, out) : null;
  if (encoding) {
    const body = await compressStatic(Buffer.from(await response.arrayBuffer()), encoding);
    markEncoded(out, encoding);
    out['content-length'] = String(body.length);
    res.writeHead(status, out);
    res.end(body);
    return;
  }
  res.writeHead(status, out);
  if (response.body && req.method !== 'HEAD') Readable.fromWeb(response.body as WebReadableStream).pipe(res);
  else res.end();
}
