/**
 * Time from a contact submission to its delivered staff alert, through a running server.
 *
 *   ALERT_WEBHOOK_URL=http://127.0.0.1:9899/hook RATE_LIMIT_DISABLED=1 npm start     (the server)
 *   node scripts/bench/alerts.ts                                                     (this script)
 *
 * Starts a Slack-compatible webhook receiver on BENCH_ALERT_PORT (default 9899, the port the server's
 * ALERT_WEBHOOK_URL must point at), posts BENCH_ALERTS contact messages (default 40) to BENCH_URL (default
 * http://localhost:8888) with BENCH_ALERT_CONCURRENCY at once (default 4), and matches each alert to its
 * submission by the record id in its admin link. Prints p50/p95/max of the answer time and of the time to the
 * delivered alert, as a table and as one JSON line (for npm run bench); exits 1 when an alert is missing.
 */
import { createServer } from 'node:http';

const base = (process.env.BENCH_URL || 'http://localhost:8888').replace(/\/+$/, '');
const port = Number(process.env.BENCH_ALERT_PORT || 9899);
const total = Number(process.env.BENCH_ALERTS || 40);
const concurrency = Number(process.env.BENCH_ALERT_CONCURRENCY || 4);
/** How long to wait for the last alerts after the last answer. */
const drainMs = Number(process.env.BENCH_ALERT_DRAIN_MS || 30_000);

const arrived = new Map<string, number>();
let duplicates = 0;
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const at = performance.now();
    try {
      const { text } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { text?: string };
      const id = /#contacts\/([0-9]{15}-[0-9a-f]{16})\|/.exec(text ?? '')?.[1];
      if (id) {
        if (arrived.has(id)) duplicates += 1;
        else arrived.set(id, at);
      }
    } catch {
      // Not an alert: ignored.
    }
    res.writeHead(200).end('ok');
  });
});
await new Promise<void>((resolve, reject) => {
  receiver.once('error', reject);
  receiver.listen(port, '127.0.0.1', resolve);
});

const sentAt = new Map<string, number>();
const answerMs: number[] = [];
let failures = 0;
let firstFailure = '';
let next = 0;

async function submitOne(n: number): Promise<void> {
  const started = performance.now();
  const res = await fetch(`${base}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.18.${(n >> 8) & 255}.${n & 255}` },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: `Alert ${n}`,
      email: `bench-alert-${n}-${Date.now()}@example.com`,
      phone: '+1 416 555 0100',
      company: 'Bench Co',
      message: 'Inquiry Type: funding\n\nTiming the staff alert.',
    }),
  }).catch((err: Error) => err);
  answerMs.push(performance.now() - started);
  if (!(res instanceof Response) || res.status !== 201) {
    failures += 1;
    firstFailure ||= res instanceof Response ? `HTTP ${res.status} ${await res.text()}` : String(res.cause ?? res);
    return;
  }
  const { id } = (await res.json()) as { id: string };
  sentAt.set(id, started);
}

await Promise.all(
  Array.from({ length: Math.max(1, concurrency) }, async () => {
    for (let n = next++; n < total; n = next++) await submitOne(n);
  }),
);

const deadline = performance.now() + drainMs;
while (performance.now() < deadline && [...sentAt.keys()].some((id) => !arrived.has(id))) {
  await new Promise((resolve) => setTimeout(resolve, 100));
}
receiver.close();

const alertMs = [...sentAt].filter(([id]) => arrived.has(id)).map(([id, t]) => (arrived.get(id) as number) - t);
const pct = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const stats = (values: number[]) =>
  values.length === 0
    ? { p50: null, p95: null, max: null }
    : { p50: Math.round(pct(values, 50)), p95: Math.round(pct(values, 95)), max: Math.round(Math.max(...values)) };
const missing = sentAt.size - alertMs.length;
const result = {
  name: 'submission → delivered alert (webhook)',
  url: base,
  submissions: total,
  accepted: sentAt.size,
  rejected: failures,
  alerts: alertMs.length,
  missing,
  duplicates,
  answerMs: stats(answerMs),
  alertMs: stats(alertMs),
};
console.log(`Staff alerts through ${base}: ${total} contact messages, ${concurrency} at once`);
console.table({
  'answer (201)': result.answerMs,
  'delivered alert': result.alertMs,
});
console.log(
  `accepted ${result.accepted}, rejected ${failures}, alerts ${alertMs.length}, missing ${missing}, duplicates ${duplicates}`,
);
if (firstFailure) console.log(`first rejection: ${firstFailure.slice(0, 300)}`);
console.log(JSON.stringify(result));
if (missing > 0 || duplicates > 0 || sentAt.size === 0) process.exitCode = 1;
