// Production-like local server: the built dist/ plus Netlify Functions and Blobs, through @netlify/dev.
// Blobs persist in .netlify/blobs-serve; the admin token (when ADMIN_TOKEN is unset) in .netlify/admin-token.
import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { createBrotliCompress, createGzip } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { NetlifyDev } from '@netlify/dev';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT || 8888);
const host = process.env.HOST || 'localhost';

if (!existsSync(join(root, 'dist', 'index.html'))) {
  console.error('dist/ is missing: run `npm run build` first (or `npm start`, which builds).');
  process.exit(1);
}

function adminToken() {
  if (process.env.ADMIN_TOKEN) return { token: process.env.ADMIN_TOKEN, source: 'ADMIN_TOKEN' };
  const file = join(root, '.netlify', 'admin-token');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(24).toString('base64url') + '\n', { mode: 0o600 });
  }
  return { token: readFileSync(file, 'utf8').trim(), source: '.netlify/admin-token' };
}
const admin = adminToken();
process.env.ADMIN_TOKEN = admin.token;

const netlify = new NetlifyDev({
  projectRoot: root,
  serverAddress: null,
  blobs: { enabled: true },
  functions: { enabled: true },
  staticFiles: { enabled: true },
  redirects: { enabled: true },
  headers: { enabled: true },
  edgeFunctions: { enabled: false },
  database: { enabled: false },
  aiGateway: { enabled: false },
  images: { enabled: false },
  geolocation: { enabled: false },
  environmentVariables: { enabled: false },
});
await netlify.start();

const dist = join(root, 'dist');

/** Whether Netlify would answer this path with a file or a function; if not, it answers a 404 page. */
function isKnownPath(url) {
  const path = decodeURIComponent(new URL(url, 'http://x').pathname);
  if (path.startsWith('/api/')) return true;
  const clean = path.replace(/\/+$/, '') || '/';
  const candidates = [clean, `${clean}.html`, join(clean, 'index.html')];
  return candidates.some((c) => {
    const file = join(dist, c);
    return file.startsWith(dist) && existsSync(file) && statSync(file).isFile();
  });
}

/** The designed page for an unknown path, as netlify.toml's 404 rules and Netlify's default 404 choose it. */
const notFoundPage = (url) => (url.startsWith('/blog/') ? '/blog-coming-soon' : '/404.html');

const collect = (target) => (key, value) => {
  target[key.toLowerCase()] = value;
};

/**
 * netlify.toml's 301/302 rules (e.g. /blog/abl → /abl) win over the 404 fallbacks, as on Netlify. Only
 * paths with no file get here; GET and HEAD carry no body, so the request can still be handled afterwards.
 */
async function sendRedirect(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const headers = {};
  const match = await netlify.handleAndIntrospectNodeRequest(req, { headersCollector: collect(headers) });
  const status = match?.response.status ?? 0;
  if (match?.type !== 'redirect' || status < 300 || status >= 400) return false;
  const location = new URL(match.response.headers.get('location') ?? '/', 'http://x');
  res.writeHead(status, { ...headers, location: location.pathname + location.search + location.hash });
  res.end();
  return true;
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/;

/** Compresses text bodies as Netlify's CDN does (brotli, else gzip), so local numbers match production. */
function encoder(req, out) {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  if (out['content-encoding'] || !COMPRESSIBLE.test(String(out['content-type'] ?? ''))) return null;
  const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
  if (!encoding) return null;
  delete out['content-length'];
  out['content-encoding'] = encoding;
  out.vary = out.vary ? `${out.vary}, Accept-Encoding` : 'Accept-Encoding';
  return encoding === 'br' ? createBrotliCompress() : createGzip();
}

const server = createServer(async (req, res) => {
  try {
    const headers = {};
    const known = isKnownPath(req.url);
    if (!known && (await sendRedirect(req, res))) return;
    if (!known) req.url = notFoundPage(req.url);
    const match = await netlify.handleAndIntrospectNodeRequest(req, { headersCollector: collect(headers) });
    if (match) {
      const { response } = match;
      const out = { ...headers };
      response.headers.forEach((value, key) => {
        out[key] = value;
      });
      // The emulator's debug header gains an entry per Blobs read: a page of 500 records would overflow the
      // 16 KB header limit of HTTP clients. Netlify does not send it to visitors.
      delete out['x-nf-fetch-timing'];
      const body = response.body && req.method !== 'HEAD' ? Readable.fromWeb(response.body) : null;
      const compress = body ? encoder(req, out) : null;
      res.writeHead(known ? response.status : 404, out);
      if (!body) res.end();
      else if (compress) body.pipe(compress).pipe(res);
      else body.pipe(res);
      return;
    }
    res.writeHead(404, { ...headers, 'Content-Type': 'text/html; charset=utf-8' });
    if (req.method === 'HEAD') res.end();
    else createReadStream(join(dist, '404.html')).pipe(res);
  } catch (err) {
    // A client that hung up mid-request (e.g. a load test ending) leaves nothing to answer.
    if (req.destroyed) return void res.destroy();
    console.error(err);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ error: 'Local server error' }));
  }
});

server.listen(port, host, () => {
  const url = `http://${host}:${port}`;
  console.log(`Boundless AI site ready at ${url}`);
  console.log(`Admin: ${url}/admin  (secret from ${admin.source}: ${admin.token})`);
});

// Graceful stop: finish requests in flight (so an accepted submission is always answered), then exit.
let stopping = false;
const shutdown = () => {
  if (stopping) return;
  stopping = true;
  server.close(async () => {
    await netlify.stop().catch(() => {});
    process.exit(0);
  });
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 10_000).unref();
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
