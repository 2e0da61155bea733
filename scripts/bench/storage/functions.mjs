// The staff functions bundled once, as Netlify deploys them, and called in-process: wall and CPU time per call.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build as esbuild } from 'esbuild';
import { RUNS, TOKEN, root } from './config.mjs';
import { percentile } from './report.mjs';

/**
 * Bundles contacts, chats and records into `bundles`, imports them, and returns how to call and time them.
 * @param {string} bundles
 */
export async function loadFunctions(bundles) {
  process.env.ADMIN_TOKEN = TOKEN;
  process.env.RATE_LIMIT_DISABLED = '1';
  /** @type {Record<string, (req: Request, context: { ip: string }) => Promise<Response>>} */
  const handlers = {};
  for (const fn of ['contacts', 'chats', 'records']) {
    const outfile = join(bundles, `${fn}.mjs`);
    await esbuild({
      entryPoints: [join(root, 'netlify', 'functions', `${fn}.ts`)],
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      outfile,
      logLevel: 'silent',
    });
    handlers[fn] = (await import(pathToFileURL(outfile).href)).default;
  }
  // Wall time, and the CPU time this process spent (the function and the Blobs server both run in it).
  /**
   * @param {string} fn
   * @param {string} path
   */
  const call = async (fn, path, method = 'GET') => {
    const start = performance.now();
    const cpu = process.cpuUsage();
    const res = await handlers[fn](
      new Request(`http://localhost${path}`, {
        method,
        headers: { authorization: `Bearer ${TOKEN}` },
      }),
      { ip: '127.0.0.1' },
    );
    const body = await res.json();
    const ms = performance.now() - start;
    const used = process.cpuUsage(cpu);
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
    return { ms, cpuMs: (used.user + used.system) / 1000, res, body };
  };
  /** @typedef {Awaited<ReturnType<typeof call>>} CallResult */
  /**
   * BENCH_RUNS calls one after the other: p50 and p95 of wall and CPU time.
   * @param {string} fn
   * @param {(i: number) => string} paths
   * @param {(r: CallResult) => void} [check]
   */
  const timeRuns = async (fn, paths, check) => {
    const times = [];
    const cpu = [];
    for (let i = 0; i < RUNS; i++) {
      const r = await call(fn, paths(i));
      check?.(r);
      times.push(r.ms);
      cpu.push(r.cpuMs);
    }
    times.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    return {
      p50ms: percentile(times, 50),
      p95ms: percentile(times, 95),
      cpuP50ms: percentile(cpu, 50),
      cpuP95ms: percentile(cpu, 95),
      runs: RUNS,
    };
  };
  return { call, timeRuns };
}
/** @typedef {Awaited<ReturnType<typeof loadFunctions>>} Functions */
/** @typedef {Awaited<ReturnType<Functions['call']>>} CallResult */
/** @typedef {Awaited<ReturnType<Functions['timeRuns']>>} Timing */
