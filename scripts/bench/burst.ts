// npm run bench:burst: a spam wave against the staff lists, through `npm start`'s runtime (HTTP, a throwaway copy of
// the built site with its own Blobs folder). Seeds a store of ordinary traffic, times the first page of every staff
// list (the admin's page of 48), then lands BENCH_BURST leads (default 5,000) evenly over the hour before now and
// times the same pages again: the first request after the wave, then BENCH_RUNS rounds. Records are written
// straight into the Blobs folder under the keys the storage module gives them (so the bench follows its layout),
// because an hour of arrivals cannot be replayed in a minute through the forms.
//   BENCH_PORT           the server's port (default 8932)
//   BENCH_RUNS           rounds of every list before and after (default 20)
//   BENCH_BURST          leads in the wave (default 5000)
//   BENCH_BURST_STORES   stores the wave hits, each its own BENCH_BURST (default contacts; `all`: every lead
//                        store and the chats)
//   BENCH_UNSWEPT=1      the first request after the wave comes before the counts sweep has run (by default the
//                        sweep runs once after the wave lands, as it runs every minute while a wave arrives)
//   BENCH_LIVE=1         then also posts BENCH_BURST contacts through /api/contact as fast as the server takes
//                        them (one or two minutes of keys), and times the lists at once and after the count grace
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { startServer } from '../lib-server.mjs';
import {
  COUNT_GRACE_MS,
  emailHash,
  emailPrefix,
  entryKey,
  messagePrefix,
  newTimeKey,
  type StoreName,
} from '../../netlify/lib/storage/keys.ts';
import { root } from './config.ts';
import { projectCopy } from './project.ts';
import { latency } from './load.ts';
import { record, writeReport } from './report.ts';

const TOKEN = 'bench-burst-admin-token-long-enough-for-a-deploy';
const PORT = Number(process.env.BENCH_PORT || 8932);
const RUNS = Number(process.env.BENCH_RUNS || 20);
const BURST = Number(process.env.BENCH_BURST || 5000);
const LEAD_STORES = ['contacts', 'partnerships', 'subscribers', 'prequalifications', 'accessibility'] as const;
const askedStores = (process.env.BENCH_BURST_STORES || 'contacts').split(',').map((s) => s.trim());
const BURST_STORES: StoreName[] = askedStores.includes('all')
  ? [...LEAD_STORES, 'chats']
  : (askedStores as StoreName[]);
const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Ordinary traffic before the wave: this many leads a day in each store, for this many days. */
const PER_DAY = 50;
const DAYS = 60;

/** Every staff list the admin shows, with the admin's first page. */
const LISTS = [
  '/api/contacts',
  '/api/partnerships',
  '/api/subscribers',
  '/api/prequalifications',
  '/api/accessibility-feedback',
  '/api/chats',
  '/api/audit',
];
const PAGE = 48;

if (!existsSync(join(root, 'dist', 'index.html')))
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
const copy = projectCopy();
const server = await startServer({
  port: PORT,
  cwd: copy,
  env: { ADMIN_TOKEN: TOKEN, RATE_LIMIT_DISABLED: '1' },
}).catch((err: unknown) => {
  rmSync(copy, { recursive: true, force: true });
  throw err;
});
const auth = { authorization: `Bearer ${TOKEN}` };

/** A call and its time; a kept-alive connection the server closed while the bench was seeding is tried again. */
async function call(path: string, init: RequestInit) {
  let start = performance.now();
  const res = await fetch(`${server.url}${path}`, init).catch(() => {
    start = performance.now();
    return fetch(`${server.url}${path}`, init);
  });
  return { res, start };
}

async function get(path: string) {
  const { res, start } = await call(path, { headers: auth });
  const body = (await res.json()) as unknown[];
  const ms = performance.now() - start;
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
  return { ms, total: Number(res.headers.get('x-total-count')), rows: body.length };
}

/** The local Blobs server's folder of one store (entries/<site>/site:<store>), found from the audit store. */
function storeFolder(): (name: StoreName | 'audit') => string {
  const entries = join(copy, '.netlify', 'blobs-serve', 'entries');
  const site = readdirSync(entries).find((s) => existsSync(join(entries, s, 'site:audit')));
  if (!site) throw new Error('no Blobs site folder');
  return (name) => join(entries, site, `site:${name}`);
}

/**
 * Moves what was seeded in `from` into `to`, each folder `to` lacks in one rename. The server counts closed
 * periods while the bench seeds (the counts sweep runs every minute): a period written back in time must appear
 * whole, or a count of it half written would stand.
 */
function moveInto(from: string, to: string) {
  if (!existsSync(to)) {
    mkdirSync(dirname(to), { recursive: true });
    renameSync(from, to);
    return;
  }
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const [source, target] = [join(from, entry.name), join(to, entry.name)];
    if (entry.isDirectory() && existsSync(target)) moveInto(source, target);
    else renameSync(source, target);
  }
}

let serial = 0;
/** A lead of one store as its function stores it (the fields that matter for size), written under its keys. */
function writeLead(folder: string, name: StoreName, ms: number, tag: string) {
  const id = newTimeKey(ms);
  const email = `${tag}-${serial++}@bench.example`;
  const put = (key: string, text: string) => {
    const path = join(folder, key);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  };
  if (name === 'chats') {
    put(
      entryKey('conv', id),
      JSON.stringify({
        id,
        submittedAt: new Date(ms).toISOString(),
        conversationId: `${tag}-${serial}`,
        firstMessage: 'Hi',
      }),
    );
    for (let m = 0; m < 4; m++) {
      const messageId = newTimeKey(ms + m);
      put(
        messagePrefix(id) + messageId,
        JSON.stringify({ id: messageId, submittedAt: new Date(ms + m).toISOString(), role: m % 2 ? 'bot' : 'user' }),
      );
    }
    return;
  }
  put(`${emailPrefix(emailHash(email))}${id}`, '');
  put(
    entryKey('rec', id),
    JSON.stringify({
      id,
      submittedAt: new Date(ms).toISOString(),
      firstName: 'Bench',
      lastName: `Visitor ${serial}`,
      email,
      phone: '416-555-0100',
      company: `Company ${serial % 997}`,
      message: `${tag} ${'We need working capital. '.repeat(6)}`,
      consentAt: new Date(ms).toISOString(),
      consentPage: '/contact',
      sourceFirst: 'direct',
      landingPage: '/',
      language: 'English',
    }),
  );
}

/** Unmeasured rounds, so the functions are warm (compiled) before the first measured one. */
async function warmUp(n = 5) {
  for (let r = 0; r < n; r++) for (const list of LISTS) await get(`${list}?limit=${PAGE}`);
}

/** BENCH_RUNS rounds, each list once a round (interleaved, so a busy moment of the machine hits every list alike). */
async function rounds(label: string) {
  const times = new Map<string, number[]>(LISTS.map((l) => [l, []]));
  for (let r = 0; r < RUNS; r++) {
    for (const list of LISTS) {
      const { ms, rows } = await get(`${list}?limit=${PAGE}`);
      if (rows === 0) throw new Error(`${list}: empty page`);
      times.get(list)!.push(ms);
    }
  }
  const result: Record<string, ReturnType<typeof latency>> = {};
  for (const [list, t] of times) {
    result[list] = latency(t);
    record(`${label}: GET ${list}?limit=${PAGE} (${RUNS} runs)`, { ...latency(t), load1: loadavg()[0] });
  }
  return result;
}

/** What each store holds, so every total the lists answer is checked. */
const stored = new Map<StoreName, number>();
const listOf = (name: StoreName) => (name === 'accessibility' ? '/api/accessibility-feedback' : `/api/${name}`);

/** The first request of every list after a change (it may count what it has not counted before). */
async function firstRequests(label: string) {
  for (const list of LISTS) {
    const { ms, total } = await get(`${list}?limit=${PAGE}`);
    const name = [...stored.keys()].find((n) => listOf(n) === list);
    if (name && stored.get(name) !== total) throw new Error(`${list}: total ${total}, stored ${stored.get(name)}`);
    record(`${label}: first GET ${list}?limit=${PAGE}`, { ms: Math.round(ms), total });
  }
}

try {
  await get(`/api/audit?limit=1`);
  const folder = storeFolder();
  const staging = join(copy, '.bench-staging');
  const staged = (name: StoreName) => join(staging, `site:${name}`);
  const land = (names: readonly StoreName[]) => {
    for (const name of names) moveInto(staged(name), folder(name));
    rmSync(staging, { recursive: true, force: true });
  };
  // Ordinary traffic: PER_DAY leads a day in every store (conversations in the chats store) until the hour (or,
  // past midnight, the day) the wave will start in. The wave is written back in time, and a period counted before
  // it (closed, with a cached count) would not see it; live, every lead arrives before its period is counted.
  const waveStart = Date.now() - HOUR;
  const calmEnd = waveStart % DAY < HOUR ? waveStart - (waveStart % DAY) : waveStart - (waveStart % HOUR);
  let t = performance.now();
  for (const name of [...LEAD_STORES, 'chats'] as const) {
    for (let i = 0; i < DAYS * PER_DAY; i++)
      writeLead(staged(name), name, Math.floor(calmEnd - DAYS * DAY + (i * DAY) / PER_DAY), 'calm');
    stored.set(name, DAYS * PER_DAY);
  }
  land([...LEAD_STORES, 'chats']);
  record('seed: ordinary traffic', { perStore: DAYS * PER_DAY, days: DAYS, ms: Math.round(performance.now() - t) });

  await firstRequests('before the wave');
  await warmUp();
  const before = await rounds('before the wave');

  const waveEnd = Date.now();
  t = performance.now();
  for (const name of BURST_STORES) {
    for (let i = 0; i < BURST; i++)
      writeLead(staged(name), name, Math.floor(waveEnd - HOUR + ((i + 1) * HOUR) / BURST), 'wave');
    stored.set(name, (stored.get(name) ?? 0) + BURST);
  }
  land(BURST_STORES);
  const minute = new Date(waveEnd).getUTCMinutes();
  record(`seed: a wave of ${BURST} leads over the last hour`, {
    stores: BURST_STORES.join(' '),
    minutePastTheHour: minute,
    ms: Math.round(performance.now() - t),
  });
  if (process.env.BENCH_UNSWEPT !== '1') {
    // Live, the sweep (every minute) has counted each minute of the wave that closed; here it catches up at once.
    t = performance.now();
    const { res } = await call('/.netlify/functions/counts-sweep', { method: 'POST' });
    record('counts sweep after the wave', { status: res.status, ms: Math.round(performance.now() - t) });
  }
  await firstRequests('right after the wave');
  const after = await rounds('after the wave');
  for (const list of LISTS)
    record(`after / before the wave, p50: ${list}`, {
      ratio: Number(((after[list].p50ms ?? 0) / (before[list].p50ms ?? 1)).toFixed(2)),
    });

  if (process.env.BENCH_LIVE === '1') {
    // The same number posted for real, as fast as the server answers (16 at a time): the wave lands in a minute
    // or two, inside the count grace, so a page must list those minutes live.
    t = performance.now();
    let next = 0;
    const post = async () => {
      while (next < BURST) {
        const n = next++;
        const res = await fetch(`${server.url}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            firstName: 'Live',
            lastName: `Visitor ${n}`,
            email: `live${n}@bench.example`,
            phone: '416-555-0100',
            company: 'Load Test Inc.',
            message: `live wave ${n}`,
          }),
        });
        if (res.status !== 201) throw new Error(`POST /api/contact: ${res.status}`);
      }
    };
    await Promise.all(Array.from({ length: 16 }, post));
    stored.set('contacts', (stored.get('contacts') ?? 0) + BURST);
    record(`live: ${BURST} contacts posted`, { seconds: Number(((performance.now() - t) / 1000).toFixed(1)) });
    await rounds('live wave, at once');
    const wait = COUNT_GRACE_MS + 60_000;
    console.log(`waiting ${wait / 1000} s for the count grace`);
    await new Promise((resolve) => setTimeout(resolve, wait));
    await firstRequests('live wave, after the grace');
    await rounds('live wave, after the grace');
  }
} finally {
  await server.stop();
  rmSync(copy, { recursive: true, force: true });
}
writeReport();
