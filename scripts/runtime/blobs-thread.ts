/**
 * Runs the local Blobs server that @netlify/dev starts on a worker thread of its own. In the main thread it shared
 * one event loop with the functions, so every Blobs write of a submission (two per message) queued behind function
 * work; on its own thread it uses the machine's second core. @netlify/dev keeps owning it (directory, token, the
 * Blobs context it hands the functions): only where the server runs changes.
 */
import { Worker } from 'node:worker_threads';
import type { BlobsServer } from '@netlify/blobs/server';

type Details = Awaited<ReturnType<BlobsServer['start']>>;
type Options = { directory: string; token?: string; port?: number };

/** Starts `server` (constructed but not started) on a worker thread; its `stop()` stops that thread. */
async function startOnThread(server: BlobsServer): Promise<Details> {
  const own = server as unknown as Options & { stop: () => Promise<void> };
  const worker = new Worker(new URL('./blobs-worker.mjs', import.meta.url), {
    workerData: { directory: own.directory, token: own.token, port: own.port } satisfies Options,
  });
  const details = await new Promise<Details>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', (message: { started: Details }) => resolve(message.started));
  });
  own.stop = async () => {
    const stopped = new Promise((resolve) => worker.once('message', resolve));
    worker.postMessage('stop');
    await stopped;
    await worker.terminate();
  };
  return details;
}

/** Runs `start` with every BlobsServer started meanwhile placed on its own thread. */
export async function withBlobsOnThread<T>(Server: typeof BlobsServer, start: () => Promise<T>): Promise<T> {
  const original = Object.getOwnPropertyDescriptor(Server.prototype, 'start') as PropertyDescriptor;
  Server.prototype.start = function (this: BlobsServer) {
    return startOnThread(this);
  };
  try {
    return await start();
  } finally {
    Object.defineProperty(Server.prototype, 'start', original);
  }
}
