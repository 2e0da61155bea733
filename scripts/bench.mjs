// npm run bench: load and build benchmarks. Not part of CI. Prints one table and writes bench-results/*.json.
// Runs against a temporary copy of the built site so benchmark data never mixes with your local Blobs.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
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

function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION, ...opts }, (err, res) => (err ? reject(err) : resolve(res)));
  });
}

const summary = (res) => ({
  rps: Math.round(res.requests.average),
  p50ms: res.latency.p50,
  p95ms: res.latency.p97_5 ?? res.latency.p95,
  p99ms: res.latency.p99,
  ok2xx: res['2xx'],
  non2xx: res.non2xx,
  errors: res.errors + res.timeouts,
});

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
const server = await startServer({ port: 8930, env: { ADMIN_TOKEN: TOKEN, RATE_LIMIT_DISABLED: '1' }, cwd: copy });
try {
  const bodies = {
    '/api/contact': (n) => ({
      firstName: 'Bench',
      lastName: `Visitor ${n}`,
      email: `bench${n}@example.com`,
      phone: '416-555-0100',
      company: 'Load Test Inc.',
      message: `bench-marker-${n}`,
    }),
    '/api/partnerships': (n) => ({
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
  };
  const markerField = { '/api/contact': 'message', '/api/partnerships': 'partnershipGoals' };
  const listPath = { '/api/contact': '/api/contacts', '/api/partnerships': '/api/partnerships' };

  for (const path of Object.keys(bodies)) {
    let accepted = 0;
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
            setupRequest: (req) => ({ ...req, body: JSON.stringify(bodies[path](n++)) }),
          },
        ],
      });
      accepted += res['2xx'];
      record(`POST ${path} c=${connections}`, summary(res));
    }
    const stored = await listAll(server.url, listPath[path]);
    const markers = stored.map((r) => r[markerField[path]]).filter((m) => String(m).startsWith('bench-marker-'));
    const unique = new Set(markers).size;
    record(`stored ${listPath[path]}`, { accepted, stored: markers.length, unique, exactlyOnce: accepted === markers.length && unique === markers.length });
  }

  // Grow the contact inbox to 10,000 submissions, then time the first page of the staff list.
  let count = Number((await fetch(`${server.url}/api/contacts?limit=1`, { headers: { Authorization: `Bearer ${TOKEN}` } })).headers.get('x-total-count'));
  let seed = 1_000_000;
  while (count < 10_000) {
    const batch = Math.min(100, 10_000 - count);
    await Promise.all(
      Array.from({ length: batch }, () =>
        fetch(`${server.url}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(bodies['/api/contact'](seed++)) }),
      ),
    );
    count += batch;
  }
  const list = await run({ url: `${server.url}/api/contacts?limit=100`, connections: 10, headers: { Authorization: `Bearer ${TOKEN}` } });
  record('GET /api/contacts (10,000 stored, first page of 100)', summary(list));

  for (const page of ['/', '/blog/debt-financing-guide']) {
    record(`GET ${page}`, summary(await run({ url: server.url + page, connections: 20 })));
  }
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
