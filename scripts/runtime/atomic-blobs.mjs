/**
 * Makes the local Netlify Blobs server (`BlobsServer` from `@netlify/blobs/server`) honour conditional writes as
 * Netlify does. Stock, it checks If-Match / If-None-Match and writes in separate steps, so two racing conditional
 * writes can both succeed, and its etag is the file path plus millisecond mtime, so two writes in one millisecond
 * share an etag. Netlify checks atomically and gives every version its own etag. After this call, writes to one
 * key are serialised and the etag names the file version (inode, nanosecond mtime, size).
 * Used by the unit tests; a local server that hosts BlobsServer should call it too (the alert outbox relies on it).
 */
import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';

const PATCHED = Symbol.for('boundless.atomicBlobs');

/** @param {typeof import('@netlify/blobs/server').BlobsServer} BlobsServer */
export function makeBlobsServerAtomic(BlobsServer) {
  /** @type {any} */
  const server = BlobsServer;
  if (server[PATCHED]) return;
  server[PATCHED] = true;

  server.generateETag = async (/** @type {string} */ filePath) => {
    try {
      const s = await stat(filePath, { bigint: true });
      return `"${createHash('sha256').update(`${filePath}:${s.ino}:${s.mtimeNs}:${s.size}`).digest('hex')}"`;
    } catch {
      return '';
    }
  };

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
