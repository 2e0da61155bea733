// npm run bench:storage: the staff lists at a million records. Not part of CI (a few minutes, CPU heavy).
// Seeds 1,000,000 chat messages (125,000 conversations over 90 days) and 100,000 contact submissions (over a
// year) by writing the local Blobs server's folder directly, in its on-disk format (entries/<site>/<store>/<key>,
// one file per blob; no metadata file when a blob has none), plus a young store of 1,000 of each at the same
// rate. Then it calls the bundled functions in-process against a BlobsServer on that folder, prints one JSON
// line per measurement, and removes everything it seeded.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setEnvironmentContext } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { build as esbuild } from 'esbuild';
import { patchBlobsServer } from './runtime/local-blobs.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const TOKEN = 'bench-storage-token';
const RUNS = Number(process.env.BENCH_RUNS || 20);
// BENCH_SCALE=0.01 runs the same steps on 1/100 of the data (a quick check of the script itself).
const SCALE = Number(process.env.BENCH_SCALE || 1);
const CONTACTS = Math.round(100_000 * SCALE);
const CONVERSATIONS = Math.round(125_000 * SCALE);
const DAY = 86_400_000;
const NOW = Date.now();
/** @type {Record<string, unknown>[]} */
const results = [];
/**
 * @param {string} name
 * @param {Record<string, unknown>} values
 */
const record = (name, values) => {
  // The machine's load with it: on a shared machine wall times stretch, CPU times do not.
  values = { ...values, load1: Number(loadavg()[0].toFixed(1)) };
  results.push({ name, ...values });
  console.log(name, JSON.stringify(values));
};
/**
 * @param {number[]} sorted
 * @param {number} p
 */
const percentile = (sorted, p) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);

// ---------------------------------------------------------------------------------------------------------
// Seeding straight into the folder: the same keys and JSON the storage module writes.

/**
 * @param {number | string} n
 * @param {number} w
 */
const pad = (n, w) => String(n).padStart(w, '0');
/** @param {number} ms */
const iso = (ms) => new Date(ms).toISOString();
/** @param {number} ms */
const day = (ms) => iso(ms).slice(0, 10).replaceAll('-', '/');
/** @param {number} ms */
const hour = (ms) => `${day(ms)}/${iso(ms).slice(11, 13)}`;
let serial = 0;
/** @param {number} ms */
const timeKey = (ms) => `${pad(ms, 15)}-${pad((serial++).toString(16), 16)}`;
/** @param {string} email */
const emailHash = (email) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);

/**
 * @param {string} directory
 * @param {string} site
 * @param {string} store
 */
function writer(directory, site, store) {
  // Site-wide stores live in a folder named site:<store>; a blob without metadata has no metadata file.
  const base = join(directory, 'entries', site, `site:${store}`);
  /** @type {Set<string>} */
  const made = new Set();
  let files = 0;
  return {
    /**
     * @param {string} key
     * @param {string} text
     */
    put(key, text) {
      const path = join(base, key);
      const folder = dirname(path);
      if (!made.has(folder)) {
        mkdirSync(folder, { recursive: true });
        made.add(folder);
      }
      writeFileSync(path, text);
      files += 1;
    },
    get files() {
      return files;
    },
  };
}

/**
 * `count` contact submissions, evenly spread over `spanMs` up to now.
 * @param {string} directory
 * @param {string} site
 * @param {number} count
 * @param {number} spanMs
 */
function seedContacts(directory, site, count, spanMs) {
  const w = writer(directory, site, 'contacts');
  const ids = [];
  const step = spanMs / count;
  for (let i = 0; i < count; i++) {
    const ms = Math.floor(NOW - spanMs + i * step);
    const id = timeKey(ms);
    const email = `visitor${i}@bench.example`;
    const key = `rec/${day(ms)}/${id}`;
    const h = emailHash(email);
    w.put(`by-email/${h.slice(0, 2)}/${h.slice(2, 4)}/${h}/${id}`, '');
    w.put(
      key,
      JSON.stringify({
        id,
        submittedAt: iso(ms),
        firstName: 'Bench',
        lastName: `Visitor ${i}`,
        email,
        phone: '416-555-0100',
        company: `Company ${i % 997}`,
        message: `Seeded message ${i}. ${'We need working capital. '.repeat(6)}`,
      }),
    );
    ids.push(id);
  }
  return { ids, files: w.files };
}

/**
 * `conversations` of 8 messages each, one starting every `spanMs / conversations`, up to now.
 * @param {string} directory
 * @param {string} site
 * @param {number} conversations
 * @param {number} spanMs
 */
function seedChats(directory, site, conversations, spanMs) {
  const w = writer(directory, site, 'chats');
  const step = spanMs / conversations;
  const ids = [];
  for (let c = 0; c < conversations; c++) {
    const start = Math.floor(NOW - spanMs + c * step);
    const startKey = timeKey(start);
    const conversationId = `bench-${site}-${pad(c, 8)}`;
    w.put(
      `conv/${hour(start)}/${startKey}`,
      JSON.stringify({
        id: startKey,
        submittedAt: iso(start),
        conversationId,
        firstMessage: `Question ${c} about funding`,
      }),
    );
    // The visitor-id pointer only for the conversations the bench opens (it is read, never listed).
    if (c % 100 === 0) w.put(`conv-id/${conversationId}`, startKey);
    for (let m = 0; m < 8; m++) {
      const ms = start + m * 5_000;
      const id = timeKey(ms);
      const role = m % 2 ? 'bot' : 'user';
      w.put(
        `msg/${hour(start)}/${startKey}/${id}`,
        JSON.stringify({
          id,
          submittedAt: iso(ms),
          conversationId,
          role,
          message: `${role} message ${m} of conversation ${c}`,
        }),
      );
    }
    ids.push(conversationId);
  }
  return { ids, files: w.files };
}

// ---------------------------------------------------------------------------------------------------------

// Memory-backed when the machine has /dev/shm: on a virtual disk creating a million small files takes an hour.
// BENCH_REUSE=<folder> measures again on a folder an earlier run seeded (and kept with BENCH_KEEP=1).
const reuse = process.env.BENCH_REUSE;
const directory =
  reuse ||
  mkdtempSync(join(process.env.BENCH_DIR || (existsSync('/dev/shm') ? '/dev/shm' : tmpdir()), 'bench-storage-'));

/**
 * The contact ids a seeded folder holds, oldest first (read from the folder names, as the seeder wrote them).
 * @param {string} site
 */
function idsOnDisk(site) {
  const base = join(directory, 'entries', site, 'site:contacts', 'rec');
  /** @type {string[]} */
  const ids = [];
  for (const y of readdirSync(base))
    for (const m of readdirSync(join(base, y)))
      for (const d of readdirSync(join(base, y, m))) ids.push(...readdirSync(join(base, y, m, d)));
  return ids.sort();
}
const bundles = join(root, 'bench-results', `.storage-bundle-${process.pid}`);
let server;
try {
  const erase = ['erase-a@bench.example', 'erase-b@bench.example', 'erase-c@bench.example'];
  let t = performance.now();
  let bigContacts;
  let smallContacts;
  const people = erase;
  // Three people with 20 records each among the 100,000 (every 5,000th record is theirs, in turn).
  const seedPeople = () =>
    erase.forEach((email, p) => {
      const w = writer(directory, 'big', 'contacts');
      for (let k = 0; k < 20; k++) {
        const ms = Math.floor(NOW - 365 * DAY + (k + p / 3 + 0.1) * ((365 * DAY) / 20));
        const id = timeKey(ms);
        const key = `rec/${day(ms)}/${id}`;
        const h = emailHash(email);
        w.put(`by-email/${h.slice(0, 2)}/${h.slice(2, 4)}/${h}/${id}`, '');
        w.put(
          key,
          JSON.stringify({
            id,
            submittedAt: iso(ms),
            firstName: 'Erase',
            lastName: `Me ${k}`,
            email,
          }),
        );
      }
    });
  if (reuse) {
    // The last run erased its people: seed them again, and drop the cached counts so they are counted afresh.
    seedPeople();
    for (const site of ['big', 'small'])
      for (const name of ['contacts', 'chats'])
        rmSync(join(directory, 'entries', site, `site:${name}`, 'count'), { recursive: true, force: true });
    bigContacts = { ids: idsOnDisk('big').filter((id) => !id.startsWith('x')) };
    smallContacts = { ids: idsOnDisk('small') };
  } else {
    bigContacts = seedContacts(directory, 'big', CONTACTS, 365 * DAY);
    seedPeople();
    const bigChats = seedChats(directory, 'big', CONVERSATIONS, 90 * DAY);
    const seedBigMs = performance.now() - t;
    // A young store at the same rate: the newest 1,000 contacts (3.65 days) and 1,000 messages (2.2 hours).
    t = performance.now();
    smallContacts = seedContacts(directory, 'small', 1_000, 3.65 * DAY);
    seedChats(directory, 'small', 125, (90 * DAY * 125) / 125_000);
    const seedSmallMs = performance.now() - t;
    record('seed (files written straight into the Blobs folder)', {
      bigMs: Math.round(seedBigMs),
      bigFiles: bigContacts.files + bigChats.files + 120,
      folder: directory,
      smallMs: Math.round(seedSmallMs),
      chatMessages: CONVERSATIONS * 8,
      conversations: CONVERSATIONS,
      contacts: CONTACTS + 60,
    });
  }

  // The Blobs server as `npm start` runs it.
  patchBlobsServer(BlobsServer);
  server = new BlobsServer({ directory, token: TOKEN });
  const { port } = await server.start();
  const url = `http://localhost:${port}`;
  /** @param {string} siteID */
  const site = (siteID) =>
    setEnvironmentContext({
      siteID,
      token: TOKEN,
      edgeURL: url,
      uncachedEdgeURL: url,
    });

  // The functions bundled once, as Netlify deploys them, called in-process.
  process.env.ADMIN_TOKEN = TOKEN;
  process.env.RATE_LIMIT_DISABLED = '1';
  /** @type {Record<string, (req: Request, context: { ip: string }) => Promise<Response>>} */
  const handlers = {};
  for (const fn of ['contacts', 'chats', 'records']) {
    const outfile = join(bundles, `${fn}.mjs`);
    await esbuild({
      entryPoints: [join(root, 'netlify', 'functions', `${fn}.ts`)],
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      outfile,
      logLevel: 'silent',
    });
    handlers[fn] = (await import(pathToFileURL(outfile).href)).default;
  }
  // Wall time, and the CPU time this process spent (the function and the Blobs server both run in it).
  /**
   * @param {string} fn
   * @param {string} path
   */
  const call = async (fn, path, method = 'GET') => {
    const start = performance.now();
    const cpu = process.cpuUsage();
    const res = await handlers[fn](
      new Request(`http://localhost${path}`, {
        method,
        headers: { authorization: `Bearer ${TOKEN}` },
      }),
      { ip: '127.0.0.1' },
    );
    const body = await res.json();
    const ms = performance.now() - start;
    const used = process.cpuUsage(cpu);
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
    return { ms, cpuMs: (used.user + used.system) / 1000, res, body };
  };
  /** @typedef {Awaited<ReturnType<typeof call>>} CallResult */
  /**
   * @param {string} fn
   * @param {(i: number) => string} paths
   * @param {(r: CallResult) => void} [check]
   */
  const timeRuns = async (fn, paths, check) => {
    const times = [];
    const cpu = [];
    for (let i = 0; i < RUNS; i++) {
      const r = await call(fn, paths(i));
      check?.(r);
      times.push(r.ms);
      cpu.push(r.cpuMs);
    }
    times.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    return {
      p50ms: percentile(times, 50),
      p95ms: percentile(times, 95),
      cpuP50ms: percentile(cpu, 50),
      cpuP95ms: percentile(cpu, 95),
      runs: RUNS,
    };
  };
  /** @typedef {Awaited<ReturnType<typeof timeRuns>>} Timing */
  /** @type {Record<string, { contacts: Timing; chats: Timing }>} */
  const firstPages = {};

  /** @type {[name: string, contacts: { ids: string[] }, conversations: number, messages: number][]} */
  const stores = [
    ['small', smallContacts, 125, 1_000],
    ['big', bigContacts, CONVERSATIONS, CONVERSATIONS * 8],
  ];
  for (const [name, contacts, conversations, messages] of stores) {
    site(name);
    // The first request after seeding counts every closed day once and caches the counts.
    const coldContacts = await call('contacts', '/api/contacts?limit=100');
    const coldChats = await call('chats', '/api/chats?limit=100');
    record(`${name}: first request after seeding (counts every closed day once)`, {
      contactsMs: Math.round(coldContacts.ms),
      chatsMs: Math.round(coldChats.ms),
      contactsTotal: Number(coldContacts.res.headers.get('x-total-count')),
      conversationsTotal: Number(coldChats.res.headers.get('x-total-count')),
    });
    const contactsTotal = name === 'big' ? CONTACTS + 60 : 1_000;
    /**
     * @param {number} expected
     * @returns {(r: CallResult) => void}
     */
    const checkTotal = (expected) => (r) => {
      if (Number(r.res.headers.get('x-total-count')) !== expected || r.body.length !== 100)
        throw new Error(`total ${r.res.headers.get('x-total-count')} / ${r.body.length}`);
    };
    const contactsFirst = await timeRuns('contacts', () => '/api/contacts?limit=100', checkTotal(contactsTotal));
    const chatsFirst = await timeRuns(
      'chats',
      () => '/api/chats?limit=100',
      (r) => {
        checkTotal(conversations)(r);
        if (r.body[0].messageCount !== 8 && r.body[0].messageCount === undefined) throw new Error('no message count');
      },
    );
    firstPages[name] = { contacts: contactsFirst, chats: chatsFirst };
    record(`${name}: GET /api/contacts first page of 100 (${contactsTotal} stored)`, contactsFirst);
    record(`${name}: GET /api/chats first page of 100 conversations (${messages} messages)`, chatsFirst);

    // Deep pages: cursors spread over the whole list (the ids of seeded records, newest first).
    const ids = contacts.ids;
    const deep = await timeRuns(
      'contacts',
      (i) =>
        // ids run oldest first: a cursor at index k leaves k older records, so k starts at 100.
        `/api/contacts?limit=100&cursor=${ids[100 + Math.floor(((i + 1) / (RUNS + 1)) * (ids.length - 100))]}`,
      (r) => {
        if (r.body.length !== 100) throw new Error(`deep page had ${r.body.length}`);
      },
    );
    record(`${name}: GET /api/contacts page of 100 by cursor, anywhere in the list`, deep);
    /** @type {string[]} */
    const chatCursors = [];
    /** @type {string | undefined} */
    let next = '/api/chats?limit=100';
    for (let i = 0; i < 12 && next; i++) {
      const r = await call('chats', next);
      chatCursors.push(r.body[r.body.length - 1].id);
      next = r.res.headers.get('link')?.match(/<([^>]+)>/)?.[1];
    }
    record(
      `${name}: GET /api/chats page of 100 by cursor`,
      await timeRuns('chats', (i) => `/api/chats?limit=100&cursor=${chatCursors[i % chatCursors.length]}`),
    );
    record(
      `${name}: GET /api/chats?conversationId= (one conversation, 8 messages in order)`,
      await timeRuns(
        'chats',
        (i) => `/api/chats?conversationId=bench-${name}-${pad(((i * 37) % Math.floor(conversations / 100)) * 100, 8)}`,
        (r) => {
          if (r.body.length !== 8 || r.body[0].role !== 'user') throw new Error('conversation not in order');
        },
      ),
    );
  }

  record(`first page at 1,000 vs at ${CONVERSATIONS * 8} messages / ${CONTACTS} contacts (p50 ratio)`, {
    chats: Number((firstPages.big.chats.p50ms / firstPages.small.chats.p50ms).toFixed(2)),
    contacts: Number((firstPages.big.contacts.p50ms / firstPages.small.contacts.p50ms).toFixed(2)),
    chatsCpu: Number((firstPages.big.chats.cpuP50ms / firstPages.small.chats.cpuP50ms).toFixed(2)),
    contactsCpu: Number((firstPages.big.contacts.cpuP50ms / firstPages.small.contacts.cpuP50ms).toFixed(2)),
  });

  // Erase by e-mail: 20 records of one person among 100,000 contacts (and 1,000,000 chat messages).
  site('big');
  const erased = [];
  for (const email of people) {
    const r = await call('records', `/api/records?email=${encodeURIComponent(email)}`, 'DELETE');
    if (r.body.removed !== 20) throw new Error(`erase removed ${r.body.removed}`);
    erased.push({ ms: Math.round(r.ms), cpuMs: Math.round(r.cpuMs) });
  }
  record(`DELETE /api/records?email= (20 records among ${CONTACTS} contacts)`, {
    runs: erased,
    removedEach: 20,
  });

  // CSV export of 100,000 contacts the way the admin does it: 500 a request, following Link rel="next".
  const baseline = process.memoryUsage();
  let peakRss = baseline.rss;
  let peakHeap = baseline.heapUsed;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 20);
  t = performance.now();
  const exportCpu = process.cpuUsage();
  let rows = 0;
  let bytes = 0;
  let requests = 0;
  /** @type {string | undefined} */
  let path = '/api/contacts?limit=500';
  // BENCH_EXPORT_PAGES stops the export early (a loaded machine); the record says how far it went.
  const maxPages = Number(process.env.BENCH_EXPORT_PAGES || Infinity);
  const pageTimes = [];
  while (path && requests < maxPages) {
    const r = await call('contacts', path);
    requests += 1;
    pageTimes.push(r.ms);
    rows += r.body.length;
    bytes += JSON.stringify(r.body).length;
    path = r.res.headers.get('link')?.match(/<([^>]+)>/)?.[1];
  }
  clearInterval(sampler);
  pageTimes.sort((a, b) => a - b);
  if (rows !== CONTACTS && !process.env.BENCH_EXPORT_PAGES) throw new Error(`export saw ${rows} rows`);
  record(`CSV export of ${CONTACTS} contacts through the admin paging (500 a request)`, {
    seconds: Number(((performance.now() - t) / 1000).toFixed(1)),
    cpuSeconds: Number((Object.values(process.cpuUsage(exportCpu)).reduce((a, b) => a + b, 0) / 1e6).toFixed(1)),
    requests,
    rows,
    pageP50ms: percentile(pageTimes, 50),
    pageP95ms: percentile(pageTimes, 95),
    jsonMB: Number((bytes / 1e6).toFixed(1)),
    peakRssMB: Math.round(peakRss / 1e6),
    peakHeapMB: Math.round(peakHeap / 1e6),
    heapGrowthMB: Math.round((peakHeap - baseline.heapUsed) / 1e6),
  });
} finally {
  await server?.stop();
  const t = performance.now();
  if (!process.env.BENCH_KEEP) rmSync(directory, { recursive: true, force: true });
  rmSync(bundles, { recursive: true, force: true });
  console.log(
    process.env.BENCH_KEEP
      ? `kept ${directory}`
      : `removed the seeded folder in ${Math.round(performance.now() - t)} ms`,
  );
}
