// The fast local runtime over a project folder, in a process of its own: in a test's process each bundled function
// would be imported through Vitest's module runner, which took 40 s for the chat's models where Node takes 8.
// Usage: node fast-server.ts <projectRoot>; prints "ready at <url>".
import { startLocalServer } from '../../../scripts/runtime/server.ts';

const [root] = process.argv.slice(2);
// The emulator applies no config.rateLimit: the contract compares the functions themselves.
const server = await startLocalServer({ root, port: 0, host: '127.0.0.1', schedules: false, rateLimits: false });
console.log('ready at', server.url);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
