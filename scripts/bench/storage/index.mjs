// npm run bench:storage: the staff lists at a million records. Not part of CI (a few minutes, CPU heavy).
// Seeds 1,000,000 chat messages (125,000 conversations over 90 days) and 100,000 contact submissions (over a
// year) by writing the local Blobs server's folder directly (seed.mjs), plus a young store of 1,000 of each at
// the same rate. Then it calls the bundled functions in-process against a BlobsServer on that folder, prints one
// JSON line per measurement, and removes everything it seeded.
//   BENCH_SCALE    fraction of the data (0.01: a quick check of the script itself)
//   BENCH_RUNS     calls per timed measurement (default 20)
//   BENCH_EXPORT_PAGES   stop the CSV export after this many pages
//   BENCH_DIR      where to seed (default /dev/shm when it exists)
//   BENCH_KEEP=1   keep the seeded folder; BENCH_REUSE=<folder> measures again on it
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setEnvironmentContext } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { patchBlobsServer } from '../../runtime/local-blobs.mjs';
import { CONTACTS, CONVERSATIONS, DAY, TOKEN, root } from './config.mjs';
import { measureErase } from './erase.mjs';
import { measureExport } from './export.mjs';
import { loadFunctions } from './functions.mjs';
import { measureFlood, seedFlood } from './flood.mjs';
import { measureLists } from './lists.mjs';
import { record } from './report.mjs';
import { idsOnDisk, seedChats, seedContacts, seedPeople } from './seed.mjs';

// Memory-backed when the machine has /dev/shm: on a virtual disk creating a million small files takes an hour.
// BENCH_REUSE=<folder> measures again on a folder an earlier run seeded (and kept with BENCH_KEEP=1).
const reuse = process.env.BENCH_REUSE;
const directory =
  reuse ||
  mkdtempSync(join(process.env.BENCH_DIR || (existsSync('/dev/shm') ? '/dev/shm' : tmpdir()), 'bench-storage-'));

const bundles = join(root, 'bench-results', `.storage-bundle-${process.pid}`);
/** @type {BlobsServer | undefined} */
let server;
try {
  let t = performance.now();
  let bigContacts;
  let smallContacts;
  if (reuse) {
    // The last run erased its people: seed them again, and drop the cached counts so they are counted afresh.
    seedPeople(directory);
    for (const site of ['big', 'small'])
      for (const name of ['contacts', 'chats'])
        rmSync(join(directory, 'entries', site, `site:${name}`, 'count'), { recursive: true, force: true });
    bigContacts = { ids: idsOnDisk(directory, 'big').filter((id) => !id.startsWith('x')) };
    smallContacts = { ids: idsOnDisk(directory, 'small') };
  } else {
    bigContacts = seedContacts(directory, 'big', CONTACTS, 365 * DAY);
    seedPeople(directory);
    const bigChats = seedChats(directory, 'big', CONVERSATIONS, 90 * DAY);
    const seedBigMs = performance.now() - t;
    // A young store at the same rate: the newest 1,000 contacts (3.65 days) and 1,000 messages (2.2 hours).
    t = performance.now();
    smallContacts = seedContacts(directory, 'small', 1_000, 3.65 * DAY);
    seedChats(directory, 'small', 125, (90 * DAY * 125) / 125_000);
    seedFlood(directory);
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
  const useSite = (siteID) => setEnvironmentContext({ siteID, token: TOKEN, edgeURL: url, uncachedEdgeURL: url });

  const fns = await loadFunctions(bundles);
  await measureLists(fns, useSite, [
    ['small', smallContacts, 125, 1_000],
    ['big', bigContacts, CONVERSATIONS, CONVERSATIONS * 8],
  ]);
  await measureFlood(fns, useSite);
  useSite('big');
  await measureErase(fns);
  await measureExport(fns);
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
