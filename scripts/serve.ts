// `npm start` / `npm run serve`: the built site with Netlify Functions and Blobs on http://localhost:8888.
// Reads .env when present; Blobs persist in .netlify/blobs-serve; the admin secret (when ADMIN_TOKEN is
// unset) in .netlify/admin-token.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalServer } from './runtime/server.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));

if (!existsSync(join(root, 'dist', 'index.html'))) {
  console.error('dist/ is missing: run `npm run build` first (or `npm start`, which builds).');
  process.exit(1);
}

function adminToken(): { token: string; source: string } {
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

const started = Date.now();
const server = await startLocalServer({
  root,
  port: Number(process.env.PORT || 8888),
  host: process.env.HOST || 'localhost',
  rateLimits: process.env.RATE_LIMIT_DISABLED !== '1',
});
console.log(
  `Functions: ${server.functions.map((fn) => fn.name).join(', ')} (bundled once in ${Date.now() - started} ms)`,
);
console.log(`Boundless AI site ready at ${server.url}`);
console.log(`Admin: ${server.url}/admin  (secret from ${admin.source}: ${admin.token})`);

// Graceful stop: finish requests and background work in flight (an accepted submission is always answered).
const shutdown = () => {
  setTimeout(() => process.exit(0), 10_000).unref();
  void server.close().then(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
