// npm run migrate:storage: moves records written before the time-partitioned layout (rec/<timeKey>,
// email/<hash>/<timeKey>, chat messages under rec/ with conv/<conversationId>/ markers) into the current layout,
// then caches the day counts. Idempotent and resumable: each blob is written in its new place before the old one
// is deleted, so an interrupted run loses nothing and running it again finishes the job.
//
//   npm run migrate:storage -- --dir <folder>   a local Blobs folder (e.g. a copy of .netlify/blobs-serve)
//   npm run migrate:storage                     the site's production stores: needs NETLIFY_SITE_ID and
//                                               NETLIFY_AUTH_TOKEN (a personal access token)
// Options: --site <id> (local site id, default 0 as `netlify dev` uses), --store <name> (one store only).
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setEnvironmentContext } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    site: { type: 'string', default: '0' },
    store: { type: 'string' },
  },
});

let server;
if (values.dir) {
  const token = `migrate-${process.pid}`;
  server = new BlobsServer({ directory: resolve(values.dir), token });
  const { port } = await server.start();
  const url = `http://localhost:${port}`;
  setEnvironmentContext({
    siteID: values.site,
    token,
    edgeURL: url,
    uncachedEdgeURL: url,
  });
} else {
  const { NETLIFY_SITE_ID: siteID, NETLIFY_AUTH_TOKEN: token } = process.env;
  if (!siteID || !token) {
    console.error('Set NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN, or pass --dir <local Blobs folder>.');
    process.exit(2);
  }
  setEnvironmentContext({ siteID, token });
}

try {
  const storage = await import(pathToFileURL(join(root, 'netlify', 'lib', 'storage.ts')).href);
  const stores = values.store ? [values.store] : storage.STORES;
  for (const name of stores) {
    if (!storage.STORES.includes(name)) throw new Error(`Unknown store ${name}`);
    const started = performance.now();
    const report = await storage.migrateLegacyLayout(name);
    const total = await storage.warmCounts(name);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `${name}: moved ${report.records} records, ${report.conversations} conversations, ${report.messages} messages; ${total} in the store now (${seconds} s)`,
    );
  }
} finally {
  await server?.stop();
}
