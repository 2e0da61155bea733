// One brotli static server for both sites of the side-by-side run, so neither gets a better server: files from a
// folder (`/x` → x.html, x/index.html), text compressed once at brotli's best level like a CDN caches it.
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const TEXT = /^(?:text\/|application\/(?:json|xml)|image\/svg)/;

/** The file a path names in `dir`, or undefined. */
function resolveFile(dir: string, pathname: string): string | undefined {
  const clean = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const candidates = [clean, `${clean}.html`, join(clean, 'index.html')];
  for (const c of candidates) {
    const file = join(dir, c);
    if (file.startsWith(dir) && existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

/** Serves `dir` (a built site's dist/) on `port` until closed. */
export async function serveStatic(dir: string, port: number): Promise<{ url: string; close: () => Promise<void> }> {
  const compressed = new Map<string, Buffer>();
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    const file = resolveFile(dir, pathname) ?? resolveFile(dir, '/404');
    if (!file) return void res.writeHead(404).end();
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    let body: Buffer = readFileSync(file);
    const headers: Record<string, string> = {
      'content-type': type,
      'cache-control': 'public, max-age=0, must-revalidate',
    };
    if (TEXT.test(type) && /\bbr\b/.test(String(req.headers['accept-encoding']))) {
      if (!compressed.has(file)) compressed.set(file, brotliCompressSync(body));
      body = compressed.get(file)!;
      headers['content-encoding'] = 'br';
    }
    res.writeHead(file.endsWith('404.html') && !pathname.startsWith('/404') ? 404 : 200, headers).end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, 'localhost', resolve));
  return {
    url: `http://localhost:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
