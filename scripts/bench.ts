// npm run bench: load benchmarks through HTTP against the local server (`npm start`'s runtime), plus build
// times. Not part of CI. Prints one table and writes bench-results/*.json. Runs against a temporary copy of
// the built site, so benchmark data never mixes with your local Blobs; the copy is removed at the end.
//   BENCH_DURATION   seconds per run at 20 connections (default 10)
//   BENCH_LONG       seconds of the 100-connection run (default 30)
//   BENCH_SKIP       comma-separated parts to leave out: storage, alerts, build
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { hostileCases } from '../tests/unit/helpers/hostile.ts';
import { startServer } from './lib-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const DURATION = Number(process.env.BENCH_DURATION || 10);
const LONG = Number(process.env.BENCH_LONG || 30);
/** Seconds of unmeasured load before each form endpoint's runs. */
const WARMUP = 3;
const SKIP = new Set((process.env.BENCH_SKIP ?? '').split(',').map((s) => s.trim()));
const TOKEN = 'bench-admin-token';
const PORT = 8930;
type Row = { name: string; [key: string]: unknown };
const results: Row[] = [];
const record = (name: string, values: Record<string, unknown>) => {
  results.push({ name, ...values });
  console.log(name, JSON.stringify(values));
};

/** A throwaway project copy: sources and dist, node_modules linked, its own .netlify data folder. */
function projectCopy(withDist = true): string {
  const dir = mkdtempSync(join(tmpdir(), 'boundless-bench-'));
  for (const entry of readdirSync(root)) {
    if (['node_modules', '.netlify', '.git', 'reports', 'bench-results', 'test-results', '.astro'].includes(entry))
      continue;
    if (entry === 'dist' && !withDist) continue;
    cpSync(join(root, entry), join(dir, entry), { recursive: true });
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 10) / 10
    : null;

function latency(times: number[]) {
  const sorted = [...times].sort((x, y) => x - y);
  return { p50ms: percentile(sorted, 50), p95ms: percentile(sorted, 95), p99ms: percentile(sorted, 99) };
}

type CannonResult = {
  requests: { average: number };
  errors: number;
  timeouts: number;
  statusCodeStats?: Record<string, { count: number }>;
};

/** One autocannon run; latency percentiles are computed exactly from every response time. */
function run(opts: Record<string, unknown>): Promise<CannonResult & { times: number[] }> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    // A generous timeout: a slow answer is measured, not abandoned (an abandoned POST may still be stored).
    const instance = autocannon({ duration: DURATION, timeout: 60, ...opts }, (err: Error | null, res: CannonResult) =>
      err ? reject(err) : resolve({ ...res, times }),
    );
    instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => times.push(ms));
  });
}

function summary(res: CannonResult & { times: number[] }) {
  const statuses = Object.fromEntries(Object.entries(res.statusCodeStats ?? {}).map(([code, v]) => [code, v.count]));
  const count5xx = Object.entries(statuses).reduce((n, [code, c]) => n + (code.startsWith('5') ? c : 0), 0);
  return {
    rps: Number(res.requests.average.toFixed(1)),
    ...latency(res.times),
    statuses,
    count5xx,
    errors: res.errors + res.timeouts,
  };
}

const authorised = { Authorization: `Bearer ${TOKEN}` };
const totalOf = async (url: string, path: string) =>
  Number((await fetch(`${url}${path}?limit=1`, { headers: authorised })).headers.get('x-total-count'));

async function listAll(url: string, path: string): Promise<{ id: string }[]> {
  const items: { id: string }[] = [];
  let next: string | undefined = `${path}?limit=500`;
  while (next) {
    const res: Response = await fetch(url + next, { headers: authorised });
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    items.push(...((await res.json()) as { id: string }[]));
    next = res.headers.get('link')?.match(/<([^>]+)>;\s*rel="next"/)?.[1];
  }
  return items;
}

/** Requests still in flight when a run ends are answered after it: waits until the total stops moving. */
async function drained(url: string, path: string) {
  let last = -1;
  for (let total = await totalOf(url, path); total !== last; total = await totalOf(url, path)) {
    last = total;
    await new Promise((r) => setTimeout(r, 2000));
  }
}

/** Every id answered 201 is in the staff list exactly once, and no id is listed twice. */
async function exactlyOnce(url: string, list: string, acceptedIds: string[]) {
  await drained(url, list);
  const storedIds = (await listAll(url, list)).map((r) => r.id);
  const counts = new Map<string, number>();
  for (const id of storedIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  const missing = acceptedIds.filter((id) => !counts.has(id)).length;
  const duplicated = [...counts.values()].filter((c) => c > 1).length;
  return {
    accepted: acceptedIds.length,
    stored: storedIds.length,
    missing,
    duplicated,
    exactlyOnce: missing === 0 && duplicated === 0 && new Set(acceptedIds).size === acceptedIds.length,
  };
}

const contactBody = (n: number) => ({
  firstName: 'Bench',
  lastName: `Visitor ${n}`,
  email: `bench${n}@example.com`,
  phone: '416-555-0100',
  company: 'Load Test Inc.',
  message: `bench-marker-${n}`,
});
const endpoints = [
  { path: '/api/contact', list: '/api/contacts', body: contactBody },
  {
    path: '/api/partnerships',
    list: '/api/partnerships',
    body: (n: number) => ({
      company: 'Load Test Inc.',
      firstName: 'Bench',
      lastName: `Partner ${n}`,
      email: `partner${n}@example.com`,
      phone: '416-555-0100',
      partnershipType: 'lender',
      partnershipGoals: `bench-marker-${n}`,
      consent: true,
    }),
  },
];
const CHAT_QUESTIONS = [
  'What is a merchant cash advance?',
  'How fast can I get funded?',
  'Do you work with businesses in Canada?',
  'What documents do I need to apply?',
  'Is Boundless AI a lender?',
  'How does invoice factoring work?',
];
const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

if (!existsSync(join(root, 'dist', 'index.html')))
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
const copy = projectCopy();
const serverOptions = { port: PORT, env: { ADMIN_TOKEN: TOKEN, RATE_LIMIT_DISABLED: '1' }, cwd: copy };

// Chat: the first reply after the server says it is ready (functions bundled, nothing warmed), then warm replies.
const server = await startServer(serverOptions);
try {
  let start = performance.now();
  const first = await post(`${server.url}/api/chat/message`, { message: CHAT_QUESTIONS[0] });
  record('chat first reply after start', { ms: Math.round(performance.now() - start), status: first.status });
  const times: number[] = [];
  for (let i = 0; i < 300; i++) {
    start = performance.now();
    const res = await post(`${server.url}/api/chat/message`, { message: CHAT_QUESTIONS[i % CHAT_QUESTIONS.length] });
    await res.json();
    times.push(performance.now() - start);
  }
  record('chat reply warm (300 sequential)', latency(times));

  // The two form endpoints at 20 connections, then 100 for longer; exactly once after the server drained.
  for (const { path, list, body } of endpoints) {
    const acceptedIds: string[] = [];
    const onResponse = (status: number, resBody: string) => {
      if (status === 201) acceptedIds.push(JSON.parse(resBody).id);
    };
    let n = 0;
    // A short unmeasured run first warms the function as a live site's traffic keeps it warm (its answers still
    // count below); then 20 connections, then 100 for longer.
    for (const [connections, duration, measured] of [
      [20, WARMUP, false],
      [20, DURATION, true],
      [100, LONG, true],
    ] as const) {
      const res = await run({
        url: server.url,
        connections,
        duration,
        requests: [
          {
            method: 'POST',
            path,
            headers: { 'content-type': 'application/json' },
            // autocannon hands setupRequest a copy without onResponse: put it back, or only the first answer
            // of each connection would be seen.
            setupRequest: (req: object) => ({ ...req, onResponse, body: JSON.stringify(body(n++)) }),
            onResponse,
          },
        ],
      });
      if (measured) record(`POST ${path} c=${connections} ${duration}s`, summary(res));
    }
    record(`stored ${list}`, await exactlyOnce(server.url, list, acceptedIds));
  }

  // 200 contact messages sent at the same moment.
  {
    start = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const res = await post(`${server.url}/api/contact`, contactBody(900_000 + i));
        const ms = performance.now() - start;
        return { status: res.status, id: res.status === 201 ? ((await res.json()) as { id: string }).id : null, ms };
      }),
    );
    const ids = answers.flatMap((a) => (a.id ? [a.id] : []));
    const { exactlyOnce: once, missing, duplicated } = await exactlyOnce(server.url, '/api/contacts', ids);
    record('200 simultaneous contact posts', {
      answered201: ids.length,
      allAnsweredMs: Math.round(Math.max(...answers.map((a) => a.ms))),
      missing,
      duplicated,
      exactlyOnce: once,
    });
  }

  // Hostile input across every function, 16 at a time: never a 5xx.
  {
    const paths: [string, string][] = [
      ['POST', '/api/contact'],
      ['POST', '/api/partnerships'],
      ['POST', '/api/subscribe'],
      ['POST', '/api/chat/message'],
      ['GET', '/api/contacts?limit=abc'],
      ['GET', '/api/partnerships?cursor=%00'],
      ['GET', '/api/subscribers'],
      ['GET', '/api/chats?conversationId=..%2F..'],
      ['DELETE', '/api/records?email=%3Cscript%3E'],
    ];
    const cases = hostileCases(600, 42);
    const statuses: Record<string, number> = {};
    let next = 0;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < cases.length) {
          const i = next++;
          const c = cases[i];
          const [method, path] = paths[i % paths.length];
          const isPost = method === 'POST';
          const res = await fetch(server.url + path, {
            method: isPost ? c.method : method,
            headers: isPost ? c.headers : { authorization: i % 3 === 0 ? 'Bearer wrong' : `Bearer ${TOKEN}` },
            body: isPost && c.method !== 'GET' && c.method !== 'HEAD' ? c.body : undefined,
          }).catch(() => null);
          const key = res ? String(res.status) : 'network error';
          statuses[key] = (statuses[key] ?? 0) + 1;
          await res?.arrayBuffer();
        }
      }),
    );
    const count5xx = Object.entries(statuses).reduce(
      (n, [code, c]) => n + (code.startsWith('5') || code === 'network error' ? c : 0),
      0,
    );
    record('hostile requests (600, 16 at a time, every function)', { statuses, count5xx });
  }

  for (const page of ['/', '/blog/debt-financing-guide'])
    record(`GET ${page} c=20`, summary(await run({ url: server.url + page, connections: 20 })));
} finally {
  await server.stop();
}

// Lead alerts: submission to delivered webhook alert, through a server that alerts a local receiver.
if (!SKIP.has('alerts')) {
  const alertPort = 9899;
  const alertServer = await startServer({
    ...serverOptions,
    env: { ...serverOptions.env, ALERT_WEBHOOK_URL: `http://127.0.0.1:${alertPort}/hook` },
  });
  try {
    console.log('\n--- bench-alerts.ts');
    execFileSync(process.execPath, [join(root, 'scripts', 'bench-alerts.ts')], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, BENCH_URL: alertServer.url, BENCH_ALERT_PORT: String(alertPort) },
    });
  } finally {
    await alertServer.stop();
  }
}
// The staff lists at a million records: their own benchmark (seeds the Blobs folder directly; about 9 minutes).
if (!SKIP.has('storage')) {
  console.log('\n--- bench-storage.mjs');
  execFileSync(process.execPath, [join(root, 'scripts', 'bench-storage.mjs')], { cwd: root, stdio: 'inherit' });
}
rmSync(copy, { recursive: true, force: true });

// Build time as the site is, and with 1,000 generated articles added (in a temporary copy).
const timeBuild = (cwd: string) => {
  const start = performance.now();
  execFileSync('npm', ['run', 'build'], {
    cwd,
    stdio: 'ignore',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  return Math.round((performance.now() - start) / 100) / 10;
};
if (!SKIP.has('build')) {
  const buildCopy = projectCopy(false);
  try {
    const articles = join(buildCopy, 'content', 'blog');
    const pages = readdirSync(articles).length;
    record('astro build (site as is)', { seconds: timeBuild(buildCopy), articles: pages });
    const template = readFileSync(join(articles, 'debt-financing-guide.mdx'), 'utf8');
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
}

console.log('');
console.table(results);
mkdirSync(join(root, 'bench-results'), { recursive: true });
const file = join(root, 'bench-results', `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), durationSeconds: DURATION, results }, null, 2));
console.log(`Written ${file}`);
