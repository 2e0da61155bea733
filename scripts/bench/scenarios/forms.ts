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
