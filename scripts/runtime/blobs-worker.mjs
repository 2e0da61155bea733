// The local Blobs server on its own thread (see ./blobs-thread.ts): started with the options @netlify/dev gave it,
// answers its port, then serves requests over HTTP and over the message port the main thread sends, and stops
// when asked.
import { parentPort, workerData } from 'node:worker_threads';
import { BlobsServer } from '@netlify/blobs/server';
import { patchBlobsServer } from './local-blobs.mjs';

patchBlobsServer(BlobsServer);
const server = new BlobsServer(workerData);
// The handler its HTTP server calls (private in the types): a port request is answered exactly as an HTTP one.
/** @type {(req: Request) => Promise<Response>} */
const handle = /** @type {any} */ (server).handleRequest.bind(server);
const details = await server.start();
parentPort?.postMessage({ started: details });

/**
 * One request from the main thread's fetch, answered by the same handler as an HTTP request.
 * @param {import('node:worker_threads').MessagePort} port
 * @param {{ id: number; url: string; method: string; headers: [string, string][]; body: ArrayBuffer | string | null }} message
 */
async function answer(port, { id, url, method, headers, body }) {
  try {
    const response = await handle(new Request(url, { method, headers, body }));
    const payload = response.body ? await response.arrayBuffer() : null;
    const reply = { id, status: response.status, headers: [...response.headers], body: payload };
    port.postMessage(reply, payload ? [payload] : []);
  } catch (err) {
    port.postMessage({ id, error: String(err) });
  }
}

parentPort?.on('message', async (message) => {
  if (message?.port) {
    /** @type {import('node:worker_threads').MessagePort} */
    const port = message.port;
    port.on('message', (request) => void answer(port, request));
    return;
  }
  if (message !== 'stop') return;
  await server.stop();
  parentPort?.postMessage({ stopped: true });
});
