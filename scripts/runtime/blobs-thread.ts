/**
 * Runs the local Blobs server that @netlify/dev starts on a worker thread of its own. In the main thread it shared
 * one event loop with the functions, so every Blobs write of a submission queued behind function work; on its own
 * thread it uses the machine's second core. @netlify/dev keeps owning it (directory, token, the Blobs context it
 * hands the functions): only where the server runs changes.
 *
 * The functions' Blobs client reaches it through `fetch`, like Netlify's. In this process, a fetch to the server's
 * address is handed to the thread over a message port instead of a local HTTP connection: the same handler answers
 * it, without an HTTP client and server in between (on two cores those were a third of each submission's cost).
 * Every other fetch goes out as before, and the server still answers HTTP for anything outside this process.
 */
import { MessageChannel, type MessagePort, Worker } from 'node:worker_threads';
import type { BlobsServer } from '@netlify/blobs/server';

type Details = Awaited<ReturnType<BlobsServer['start']>>;
type Options = { directory: string; token?: string; port?: number };
type Reply = { id: number; status: number; headers: [string, string][]; body: ArrayBuffer | null; error?: string };
type Transport = (url: string, init?: RequestInit) => Promise<Response>;

/** Requests answered over a message port so far (tests check that the functions' Blobs calls take that way). */
export const blobsTransportStats = { requests: 0 };

/** In-process routes to Blobs threads, by the origins their servers answer on. */
const transports = new Map<string, Transport>();
let networkFetch: typeof fetch | undefined;

/** Sends requests over `port` and turns the thread's replies into Responses. */
function portTransport(port: MessagePort): Transport {
  let next = 0;
  const waiting = new Map<number, { resolve: (r: Response) => void; reject: (e: Error) => void }>();
  port.on('message', (reply: Reply) => {
    const call = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (reply.error !== undefined) call?.reject(new TypeError(`Blobs server: ${reply.error}`));
    else call?.resolve(new Response(reply.body, { status: reply.status, headers: reply.headers }));
  });
  // A request in flight keeps the worker (and so the process) alive; an idle port does not.
  port.unref();
  return async (url, init = {}) => {
    const body =
      init.body == null || typeof init.body === 'string' ? init.body : await new Response(init.body).arrayBuffer();
    const id = next++;
    blobsTransportStats.requests += 1;
    const answered = new Promise<Response>((resolve, reject) => waiting.set(id, { resolve, reject }));
    const message = {
      id,
      url,
      method: init.method ?? 'GET',
      headers: [...new Headers(init.headers)],
      body: body ?? null,
    };
    port.postMessage(message, body instanceof ArrayBuffer ? [body] : []);
    return answered;
  };
}

/** globalThis.fetch, with requests to a local Blobs thread's origin answered in-process. */
function routedFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  if (typeof input === 'string' || input instanceof URL) {
    const url = String(input);
    const origin = url.slice(0, url.indexOf('/', url.indexOf('//') + 2));
    const transport = transports.get(origin);
    if (transport) return transport(url, init);
  }
  return (networkFetch as typeof fetch)(input, init);
}

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
  const channel = new MessageChannel();
  worker.postMessage({ port: channel.port2 }, [channel.port2]);
  const origins = ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${details.port}`);
  const transport = portTransport(channel.port1);
  for (const origin of origins) transports.set(origin, transport);
  if (!networkFetch) {
    networkFetch = globalThis.fetch;
    globalThis.fetch = routedFetch as typeof fetch;
  }
  own.stop = async () => {
    for (const origin of origins) transports.delete(origin);
    channel.port1.close();
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
