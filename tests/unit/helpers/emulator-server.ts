// Netlify's own local emulator (@netlify/dev with its functions handler on) over a project folder: the
// reference the fast local runtime is compared with. Usage: node emulator-server.ts <projectRoot> <port>
import { createServer } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { NetlifyDev } from '@netlify/dev';

const [projectRoot, port] = process.argv.slice(2);
const off = { enabled: false };
const dev = new NetlifyDev({
  projectRoot,
  serverAddress: null,
  blobs: { enabled: true },
  functions: { enabled: true },
  staticFiles: { enabled: true },
  redirects: { enabled: true },
  headers: { enabled: true },
  edgeFunctions: off,
  database: off,
  aiGateway: off,
  images: off,
  geolocation: off,
  environmentVariables: off,
} as ConstructorParameters<typeof NetlifyDev>[0]);
await dev.start();

createServer(async (req, res) => {
  const match = await dev.handleAndIntrospectNodeRequest(req, {});
  if (!match) {
    res.writeHead(404, { 'content-type': 'text/html' });
    return void res.end('not found');
  }
  const headers: Record<string, string> = {};
  match.response.headers.forEach((value, key) => {
    headers[key] = value;
  });
  res.writeHead(match.response.status, headers);
  if (match.response.body) Readable.fromWeb(match.response.body as ReadableStream).pipe(res);
  else res.end();
}).listen(Number(port), '127.0.0.1', () => console.log('ready at', port));
