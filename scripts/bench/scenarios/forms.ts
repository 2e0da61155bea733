// The two form endpoints under load, and 200 contact messages at the same moment: each accepted exactly once.
import { DURATION, LONG, WARMUP } from '../config.ts';
import { post, run, summary } from '../load.ts';
import { record } from '../report.ts';
import { exactlyOnce } from '../stored.ts';

const contactBody = (n: number) => ({
  firstName: 'Bench',
  lastName: `Visitor ${n}`,
  email: `bench${n}@example.com`,
  phone: '416-555-0100',
  company: 'Load Test Inc.',
  message: `bench-marker-${n}`,
});
const endpoints = [
  { path: '/api/contact', list: '/api/contacts', body: contactBody },
  {
    path: '/api/partnerships',
    list: '/api/partnerships',
    body: (n: number) => ({
      company: 'Load Test Inc.',
      firstName: 'Bench',
      lastName: `Partner ${n}`,
      email: `partner${n}@example.com`,
      phone: '416-555-0100',
      partnershipType: 'lender',
      partnershipGoals: `bench-marker-${n}`,
      consent: true,
    }),
  },
];

/** Each form endpoint at 20 connections, then 100 for longer; exactly once after the server drained. */
export async function benchForms(url: string) {
  for (const { path, list, body } of endpoints) {
    const acceptedIds: string[] = [];
    const onResponse = (status: number, resBody: string) => {
      if (status === 201) acceptedIds.push(JSON.parse(resBody).id);
    };
    let n = 0;
    // A short unmeasured run first warms the function as a live site's traffic keeps it warm (its answers still
    // count below); then 20 connections, then 100 for longer.
    for (const [connections, duration, measured] of [
      [20, WARMUP, false],
      [20, DURATION, true],
      [100, LONG, true],
    ] as const) {
      const res = await run({
        url,
        connections,
        duration,
        requests: [
          {
            method: 'POST',
            path,
            headers: { 'content-type': 'application/json' },
            // autocannon hands setupRequest a copy without onResponse: put it back, or only the first answer
            // of each connection would be seen.
            setupRequest: (req: object) => ({ ...req, onResponse, body: JSON.stringify(body(n++)) }),
            onResponse,
          },
        ],
      });
      if (measured) record(`POST ${path} c=${connections} ${duration}s`, summary(res));
    }
    record(`stored ${list}`, await exactlyOnce(url, list, acceptedIds));
  }
}

/** 200 contact messages sent at the same moment. */
export async function benchSimultaneous(url: string) {
  const start = performance.now();
  const answers = await Promise.all(
    Array.from({ length: 200 }, async (_, i) => {
      const res = await post(`${url}/api/contact`, contactBody(900_000 + i));
      const ms = performance.now() - start;
      return { status: res.status, id: res.status === 201 ? ((await res.json()) as { id: string }).id : null, ms };
    }),
  );
  const ids = answers.flatMap((a) => (a.id ? [a.id] : []));
  const { exactlyOnce: once, missing, duplicated } = await exactlyOnce(url, '/api/contacts', ids);
  record('200 simultaneous contact posts', {
    answered201: ids.length,
    allAnsweredMs: Math.round(Math.max(...answers.map((a) => a.ms))),
    missing,
    duplicated,
    exactlyOnce: once,
  });
}

/** POST with an Idempotency-Key; a 409 (the first with this key still running) is retried after a moment. */
async function postKeyed(url: string, body: unknown, key: string): Promise<{ id: string; replayed: boolean }> {
  for (;;) {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(body),
    });
    if (res.status === 201) {
      const { id } = (await res.json()) as { id: string };
      return { id, replayed: res.headers.get('idempotent-replayed') === 'true' };
    }
    await res.arrayBuffer();
    if (res.status !== 409) throw new Error(`keyed post answered ${res.status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * 2,000 contact messages under their own Idempotency-Key, 16 at a time, 15 % of them sent again (half while the
 * first is still running, half after its answer, as a lost answer makes a browser do): every key gets one id,
 * and each id is stored once.
 */
export async function benchKeyedRetries(url: string, count = 2000, retryShare = 0.15) {
  const keys = Array.from({ length: count }, (_, i) => ({ i, key: crypto.randomUUID(), retry: Math.random() }));
  const idsByKey = new Map<string, Set<string>>();
  let retried = 0;
  let replayed = 0;
  const start = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < keys.length) {
        const { i, key, retry } = keys[next++];
        const body = contactBody(700_000 + i);
        const send = () => postKeyed(`${url}/api/contact`, body, key);
        let answers: { id: string; replayed: boolean }[];
        if (retry < retryShare / 2) answers = await Promise.all([send(), send()]);
        else if (retry < retryShare) answers = [await send(), await send()];
        else answers = [await send()];
        if (answers.length > 1) retried += 1;
        replayed += answers.filter((a) => a.replayed).length;
        idsByKey.set(key, new Set(answers.map((a) => a.id)));
      }
    }),
  );
  const ms = performance.now() - start;
  const ids = [...idsByKey.values()].flatMap((s) => [...s]);
  const { missing, duplicated, exactlyOnce: once } = await exactlyOnce(url, '/api/contacts', ids);
  record(`${count} keyed contact posts, ${retried} sent again`, {
    retriedShare: Number((retried / count).toFixed(3)),
    replayed,
    keysWithTwoIds: [...idsByKey.values()].filter((s) => s.size > 1).length,
    missing,
    duplicated,
    exactlyOnce: once,
    postsPerSecond: Math.round(((count + retried) / ms) * 1000),
  });
}
