// Load on the local server: autocannon runs, single JSON posts, and the latency percentiles of their answers.
import autocannon from 'autocannon';
import { DURATION } from './config.ts';

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 10) / 10
    : null;

export function latency(times: number[]) {
  const sorted = [...times].sort((x, y) => x - y);
  return { p50ms: percentile(sorted, 50), p95ms: percentile(sorted, 95), p99ms: percentile(sorted, 99) };
}

type CannonResult = {
  requests: { average: number };
  errors: number;
  timeouts: number;
  statusCodeStats?: Record<string, { count: number }>;
};

/** One autocannon run; latency percentiles are computed exactly from every response time. */
export function run(opts: Record<string, unknown>): Promise<CannonResult & { times: number[] }> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    // A generous timeout: a slow answer is measured, not abandoned (an abandoned POST may still be stored).
    const instance = autocannon({ duration: DURATION, timeout: 60, ...opts }, (err: Error | null, res: CannonResult) =>
      err ? reject(err) : resolve({ ...res, times }),
    );
    instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => times.push(ms));
  });
}

export function summary(res: CannonResult & { times: number[] }) {
  const statuses = Object.fromEntries(Object.entries(res.statusCodeStats ?? {}).map(([code, v]) => [code, v.count]));
  const count5xx = Object.entries(statuses).reduce((n, [code, c]) => n + (code.startsWith('5') ? c : 0), 0);
  return {
    rps: Number(res.requests.average.toFixed(1)),
    ...latency(res.times),
    statuses,
    count5xx,
    errors: res.errors + res.timeouts,
  };
}

export const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
