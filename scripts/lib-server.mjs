// Starts scripts/serve.ts on a port for audit and benchmark scripts, and stops it again.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * @param {{ port: number, env?: Record<string, string>, cwd?: string }} options
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startServer({ port, env = {}, cwd = root }) {
  const child = spawn(process.execPath, [join(cwd, 'scripts', 'serve.ts')], {
    cwd,
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  /** @type {Promise<void>} */
  const ready = new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('ready at')) resolve();
    });
  });
  await ready;
  return {
    url: `http://localhost:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}
