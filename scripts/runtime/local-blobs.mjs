/**
 * Makes the local Netlify Blobs server (`BlobsServer` from `@netlify/blobs/server`) behave as Netlify's does, in
 * two ways.
 *
 * Conditional writes. Netlify checks If-Match / If-None-Match and writes atomically. Stock, it checks If-Match / If-None-Match and writes in separate steps, so two racing conditional
 * writes can both succeed, and its etag is the file path plus millisecond mtime, so two writes in one millisecond
 * share an etag. Netlify checks atomically and gives every version its own etag. After this call, writes to one
 * key are serialised and the etag names the file version (inode, nanosecond mtime, size).
 *
 * Listing. Stock, it stats every folder entry one after another before it checks the prefix, then stats each
 * matching file again for its etag, and it lists a file `rec` under the prefix `rec/`. After this call it reads
 * entry types from the folder, stats only what matches, all at once, and lists only keys that start with the
 * prefix (as Netlify does). A listing of a 1,000-record day costs one round of stats instead of 2,000 in a row.
 *
 * Used by the local server, the Blobs worker, the unit tests and the storage bench (the alert outbox relies on it).
 */
import { createHash } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

const PATCHED = Symbol.for('boundless.localBlobs');

/** @param {typeof import('@netlify/blobs/server').BlobsServer} BlobsServer */
export function patchBlobsServer(BlobsServer) {
  /** @type {any} */
  const server = BlobsServer;
  if (server[PATCHED]) return;
  server[PATCHED] = true;

  server.generateETag = async (/** @type {string} */ filePath) => {
    try {
      return etagOf(filePath, await stat(filePath, { bigint: true }));
    } catch {
      return '';
    }
  };
  server.walk = walk;

  const loosePut = server.prototype.put;
  /** @type {Map<string, Promise<unknown>>} */
  const writes = new Map();
  server.prototype.put = async function (/** @type {Request} */ req) {
    const key = new URL(req.url ?? '', 'http://localhost').pathname;
    const current = (writes.get(key) ?? Promise.resolve()).catch(() => {}).then(() => loosePut.call(this, req));
    writes.set(key, current);
    try {
      return await current;
    } finally {
      if (writes.get(key) === current) writes.delete(key);
    }
  };
}

/**
 * @param {string} filePath
 * @param {import('node:fs').BigIntStats} s
 */
const etagOf = (filePath, s) =>
  `"${createHash('sha256').update(`${filePath}:${s.ino}:${s.mtimeNs}:${s.size}`).digest('hex')}"`;

/**
 * @typedef {{ etag: string; key: string; last_modified: string; size: number }} ListedBlob
 * @typedef {{ blobs?: ListedBlob[]; directories?: string[] }} ListResult
 * @typedef {{ directories: boolean; path: string; prefix: string; rootPath: string; result: ListResult }} WalkOptions
 */

/**
 * The stock walk's contract (fills `result` in folder order), without its cost.
 * @param {WalkOptions} options
 */
async function walk({ directories, path, prefix, result, rootPath }) {
  const entries = await readdir(path, { withFileTypes: true });
  const found = await Promise.all(
    entries.map(async (entry) => {
      const entryPath = join(path, entry.name);
      let key = relative(rootPath, entryPath);
      if (sep !== '/') key = key.split(sep).join('/');
      if (entry.isDirectory()) {
        if (directories && key.startsWith(prefix)) return { directories: [key] };
        // Descend only where keys under this folder can still start with the prefix.
        if (!prefix.startsWith(key.slice(0, prefix.length))) return undefined;
        /** @type {ListResult} */
        const inner = { blobs: [], directories: [] };
        await walk({ directories, path: entryPath, prefix, result: inner, rootPath });
        return inner;
      }
      if (!key.startsWith(prefix)) return undefined;
      try {
        const s = await stat(entryPath, { bigint: true });
        /** @type {ListedBlob} */
        const blob = {
          etag: etagOf(entryPath, s),
          key,
          last_modified: s.mtime.toISOString(),
          size: Number(s.size),
        };
        return { blobs: [blob] };
      } catch {
        // Deleted while the folder was being read: it is gone, so it is not listed.
        return undefined;
      }
    }),
  );
  for (const part of found) {
    if (part?.blobs) result.blobs?.push(...part.blobs);
    if (part?.directories) result.directories?.push(...part.directories);
  }
}
