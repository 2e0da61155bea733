// The local Blobs server on its own thread (see ./blobs-thread.ts): started with the options @netlify/dev gave it,
// answers its port, stops when asked.
import { parentPort, workerData } from 'node:worker_threads';
import { BlobsServer } from '@netlify/blobs/server';
import { makeBlobsServerAtomic } from './atomic-blobs.mjs';

makeBlobsServerAtomic(BlobsServer);
const server = new BlobsServer(workerData);
const details = await server.start();
parentPort?.postMessage({ started: details });
parentPort?.on('message', async (message) => {
  if (message !== 'stop') return;
  await server.stop();
  parentPort?.postMessage({ stopped: true });
});
