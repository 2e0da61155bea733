// npm run bench: load and build benchmarks. Not part of CI. Prints one table and writes bench-results/*.json.
// Runs against a temporary copy of the built site so benchmark data never mixes with your local Blobs.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setEnvironmentContext } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import autocannon from 'autocannon';
import { build as esbuild } from 'esbuild';
import { startServer } from './lib-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const DURATION = Number(process.env.BENCH_DURATION || 10);
const TOKEN = 'bench-admin-token';
const results = [];
const record = (name, values) => {
  results.push({ name, ...values });
  console.log(name, JSON.stringify(values));
};

/** A throwaway project copy: sources and dist, node_modules linked, its own .netlify data folder. */
function projectCopy(withDist = true) {
  const dir = mkdtempSync(join(tmpdir(), 'boundless-bench-'));
  for (const entry of readdirSync(root)) {
    if (['node_modules', '.netlify', '.git', 'reports', 'bench-results', 'test-results', '.astro'].includes(entry)) continue;
    if (entry === 'dist' && !withDist) continue;
    cpSync(join(root, entry), join(dir, entry), { recursive: true });
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

/** A Blobs server over `directory`, with the Blobs client (and the storage module) pointed at it, as Netlify's
 * local dev does (site '0'). */
async function blobsAt(directory) {
  const blobs = new BlobsServer({ directory, token: TOKEN });
  const { port } = await blobs.start();
  const url = `http://localhost:${port}`;
  setEnvironmentContext({ siteID: '0', token: TOKEN, edgeURL: url, uncachedEdgeURL: url });
  return blobs;
}

/** One autocannon run; latency percentiles are computed exactly from every response time. */
function run(opts) {
  return new Promise((resolve, reject) => {
    const times = [];
    // A generous timeout: a slow answer is measured, not abandoned (an abandoned POST may still be stored).
    const instance = autocannon({ duration: DURATION, timeout: 60, ...opts }, (err, res) => (err ? reject(err) : resolve({ ...res, times })));
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
}

const percentile = (sorted, p) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]) : null);

const summary = (res) => {
  const sorted = [...res.times].sort((x, y) => x - y);
  return {
    rps: Number(res.requests.average.toFixed(1)),
    p50ms: percentile(sorted, 50),
    p95ms: percentile(sorted, 95),
    p99ms: percentile(sorted, 99),
    ok2xx: res['2xx'],
    non2xx: res.non2xx,
    errors: res.errors + res.timeouts,
    statuses: Object.fromEntries(Object.entries(res.statusCodeStats ?? {}).map(([code, v]) => [code, v.count])),
  };
};

const totalOf = async (url, path) =>
  Number((await fetch(`${url}${path}?limit=1`, { headers: { Authorization: `Bearer ${TOKEN}` } })).headers.get('x-total-count'));

async function drained(url, path) {
  let last = -1;
  for (let total = await totalOf(url, path); total !== last; total = await totalOf(url, path)) {
    last = total;
    await new Promise((r) => setTimeout(r, 3000));
  }
}

async function listAll(url, path) {
  const items = [];
  let next = `${path}?limit=500`;
  while (next) {
    const res = await fetch(url + next, { headers: { Authorization: `Bearer ${TOKEN}` } });
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    items.push(...(await res.json()));
    const link = res.headers.get('link');
    next = link?.match(/<([^>]+)>;\s*rel="next"/)?.[1];
  }
  return items;
}

if (!existsSync(join(root, 'dist', 'index.html'))) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
const copy = projectCopy();
const serverOptions = { port: 8930, env: { ADMIN_TOKEN: TOKEN, RATE_LIMIT_DISABLED: '1' }, cwd: copy };
let server = await startServer(serverOptions);
try {
  // The two form endpoints: their function file, Blobs store, staff list and a body per request number.
  const endpoints = [
    {
      path: '/api/contact',
      fn: 'contact',
      store: 'contacts',
      list: '/api/contacts',
      body: (n) => ({
        firstName: 'Bench',
        lastName: `Visitor ${n}`,
        email: `bench${n}@example.com`,
        phone: '416-555-0100',
        company: 'Load Test Inc.',
        message: `bench-marker-${n}`,
      }),
    },
    {
      path: '/api/partnerships',
      fn: 'partnerships',
      store: 'partnerships',
      list: '/api/partnerships',
      body: (n) => ({
        company: 'Load Test Inc.',
        firstName: 'Bench',
        lastName: `Partner ${n}`,
        email: `partner${n}@example.com`,
        phone: '416-555-0100',
        jobTitle: '',
        partnershipType: 'lender',
        businessDescription: '',
        fundingRange: '',
        clientVolume: '',
        partnershipGoals: `bench-marker-${n}`,
        consent: true,
      }),
    },
  ];
  const contactBody = endpoints[0].body;

  for (const { path, list, body } of endpoints) {
    const acceptedIds = [];
    let n = 0;
    for (const connections of [20, 100]) {
      const res = await run({
        url: server.url,
        connections,
        requests: [
          {
            method: 'POST',
            path,
            headers: { 'content-type': 'application/json' },
            setupRequest: (req) => ({ ...req, body: JSON.stringify(body(n++)) }),
            onResponse: (status, body) => {
              if (status === 201) acceptedIds.push(JSON.parse(body).id);
            },
          },
        ],
      });
      record(`POST ${path} c=${connections}`, summary(res));
    }
    // Requests still in flight when a run ends are answered after it: wait until the count stops moving.
    await drained(server.url, list);
    // Exactly once: every id the API answered 201 for is in the staff list once, and no id is listed twice.
    const storedIds = (await listAll(server.url, list)).map((r) => r.id);
    const counts = new Map();
    for (const id of storedIds) counts.set(id, (counts.get(id) ?? 0) + 1);
    const missing = acceptedIds.filter((id) => !counts.has(id)).length;
    const duplicated = [...counts.values()].filter((c) => c > 1).length;
    record(`stored ${list}`, {
      accepted: acceptedIds.length,
      stored: storedIds.length,
      missing,
      duplicated,
      exactlyOnce: missing === 0 && duplicated === 0 && new Set(acceptedIds).size === acceptedIds.length,
    });
  }

  // Grow the contact inbox to 10,000 submissions. Writing them through the function would take the local
  // emulator most of an hour (it re-bundles the function for every request), so they are written with the
  // same storage module straight into the server's Blobs folder while it is stopped.
  await server.stop();
  const blobsServer = await blobsAt(join(copy, '.netlify', 'blobs-serve'));
  const storage = await import(pathToFileURL(join(root, 'netlify', 'lib', 'storage.ts')).href);

  let count = (await storage.listRecords('contacts', { limit: 1 })).total;
  let seed = 1_000_000;
  while (count < 10_000) {
    const batch = Math.min(200, 10_000 - count);
    await Promise.all(Array.from({ length: batch }, () => storage.saveRecord('contacts', contactBody(seed++))));
    count += batch;
  }
  // The storage module alone: list 10,000 keys and fetch the newest 100 records.
  const direct = [];
  for (let i = 0; i < 20; i++) {
    const start = performance.now();
    const page = await storage.listRecords('contacts', { limit: 100 });
    direct.push(performance.now() - start);
    if (page.total !== count || page.items.length !== 100) throw new Error(`listRecords saw ${page.total}/${page.items.length}`);
  }
  direct.sort((x, y) => x - y);
  record('listRecords in-process (10,000 stored, page of 100)', { p50ms: percentile(direct, 50), p95ms: percentile(direct, 95), total: count });
  await blobsServer.stop();

  server = await startServer(serverOptions);
  const total = await totalOf(server.url, '/api/contacts');
  const list = await run({ url: `${server.url}/api/contacts?limit=100`, connections: 10, headers: { Authorization: `Bearer ${TOKEN}` } });
  record('GET /api/contacts (10,000 stored, first page of 100)', { ...summary(list), total });

  for (const page of ['/', '/blog/debt-financing-guide']) {
    record(`GET ${page}`, summary(await run({ url: server.url + page, connections: 20 })));
  }
  await server.stop();

  // An empty Blobs folder of its own, so these records do not change the counts above.
  const handlerBlobs = await blobsAt(join(copy, '.bench', 'blobs'));
  // The same two handlers in-process, bundled once as Netlify deploys them, against the Blobs server: what our
  // code costs without the emulator's per-request bundling.
  process.env.RATE_LIMIT_DISABLED = '1';
  for (const { path, fn, store, body } of endpoints) {
    const outfile = join(copy, '.bench', `${fn}.mjs`);
    await esbuild({ entryPoints: [join(copy, 'netlify', 'functions', `${fn}.ts`)], bundle: true, platform: 'node', format: 'esm', packages: 'external', outfile, logLevel: 'silent' });
    const { default: handle } = await import(pathToFileURL(outfile).href);
    let accepted = 0;
    for (const connections of [20, 100]) {
      const ids = [];
      const times = [];
      let n = 0;
      let failed = 0;
      const end = performance.now() + DURATION * 1000;
      await Promise.all(
        Array.from({ length: connections }, async () => {
          while (performance.now() < end) {
            const start = performance.now();
            const req = new Request(`http://localhost${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body(n++)) });
            const res = await handle(req, { ip: '127.0.0.1' });
            times.push(performance.now() - start);
            if (res.status === 201) ids.push((await res.json()).id);
            else failed += 1;
          }
        }),
      );
      accepted += ids.length;
      const sorted = times.sort((x, y) => x - y);
      record(`${path} handler in-process c=${connections}`, {
        rps: Number((times.length / DURATION).toFixed(1)),
        p50ms: percentile(sorted, 50),
        p95ms: percentile(sorted, 95),
        p99ms: percentile(sorted, 99),
        ok2xx: ids.length,
        non2xx: failed,
        // Every submission was its own request with its own record: the store holds exactly what was accepted.
        exactlyOnce: (await storage.listRecords(store, { limit: 1 })).total === accepted,
      });
    }
  }
  await handlerBlobs.stop();
} finally {
  await server.stop();
  rmSync(copy, { recursive: true, force: true });
}

// Build time as the site is, and with 1,000 generated articles added (in a temporary copy).
const timeBuild = (cwd) => {
  const start = performance.now();
  execFileSync('npm', ['run', 'build'], { cwd, stdio: 'ignore', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
  return Math.round((performance.now() - start) / 100) / 10;
};
const buildCopy = projectCopy(false);
try {
  const articles = join(buildCopy, 'content', 'blog');
  const pages = readdirSync(articles).length;
  record('astro build (site as is)', { seconds: timeBuild(buildCopy), articles: pages });
  const template = readFileSync(join(articles, 'debt-financing-guide.mdx'), 'utf8');
  mkdirSync(articles, { recursive: true });
  for (let i = 0; i < 1000; i++) {
    writeFileSync(
      join(articles, `generated-article-${i}.mdx`),
      template.replace(/^title: .*$/m, `title: "Generated article ${i}"`).replace(/^related: .*$/m, ''),
    );
  }
  record('astro build (+1,000 articles)', { seconds: timeBuild(buildCopy), articles: pages + 1000 });
} finally {
  rmSync(buildCopy, { recursive: true, force: true });
}

console.log('');
console.table(results);
mkdirSync(join(root, 'bench-results'), { recursive: true });
const file = join(root, 'bench-results', `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), durationSeconds: DURATION, results }, null, 2));
console.log(`Written ${file}`);
