// The chat's hand-off to a person, through HTTP as a widget and /admin use it:
// - delivery latency: staff reply sent → the visitor's poll (every CHAT_HANDOFF.pollMs, If-None-Match) has it;
// - what one waiting visitor costs: function calls per minute (one poll every pollMs; an unchanged one is a
//   304 after one Blobs read, as tests/unit/chat-handoff.test.ts checks);
// - 100 waiting visitors and staff exchanging messages at once: every message delivered once, none lost.
import { CHAT_HANDOFF } from '../../../src/data/chat-handoff.ts';
import { TOKEN } from '../config.ts';
import { latency, post } from '../load.ts';
import { record } from '../report.ts';

const staffHeaders = { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` };

type Visitor = { id: string; key: string; version: string; after?: string; received: string[] };

async function waitingVisitor(url: string, n: number): Promise<Visitor> {
  const id = `bench-handoff-${Date.now().toString(36)}-${n}`;
  const first = await (await post(`${url}/api/chat/message`, { message: 'hello', conversationId: id })).json();
  const res = await post(`${url}/api/chat/handoff`, {
    conversationId: id,
    key: first.key,
    name: `Visitor ${n}`,
    email: `visitor-${n}@example.com`,
  });
  if (res.status !== 200) throw new Error(`hand-off answered ${res.status}`);
  return { id, key: first.key, version: '"v0"', received: [] };
}

/** One poll as the widget makes it; answers the staff messages it brought. */
async function poll(url: string, v: Visitor): Promise<{ id: string; message: string }[]> {
  const query = new URLSearchParams({ conversationId: v.id, ...(v.after ? { after: v.after } : {}) });
  const res = await fetch(`${url}/api/chat/updates?${query}`, {
    headers: { 'x-chat-key': v.key, 'if-none-match': v.version },
  });
  if (res.status === 304) return [];
  if (res.status !== 200) throw new Error(`poll answered ${res.status}`);
  v.version = res.headers.get('etag') ?? v.version;
  const body = (await res.json()) as { messages: { id: string; message: string }[] };
  if (body.messages.length) v.after = body.messages.at(-1)!.id;
  v.received.push(...body.messages.map((m) => m.message));
  return body.messages;
}

const reply = (url: string, conversationId: string, message: string) =>
  fetch(`${url}/api/chats/reply`, {
    method: 'POST',
    headers: staffHeaders,
    body: JSON.stringify({ conversationId, message }),
  });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A widget's polling loop until `stop`; calls counted. */
function pollLoop(url: string, v: Visitor, onMessage: (text: string) => void, counter: { calls: number }) {
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      counter.calls += 1;
      for (const m of await poll(url, v)) onMessage(m.message);
      await sleep(CHAT_HANDOFF.pollMs);
    }
  })();
  return async () => {
    stopped = true;
    await done;
  };
}

export async function benchHandoff(url: string) {
  // Latency: 20 replies at random moments against one polling widget.
  const v = await waitingVisitor(url, 0);
  const sentAt = new Map<string, number>();
  const times: number[] = [];
  const counter = { calls: 0 };
  const stop = pollLoop(url, v, (text) => times.push(performance.now() - sentAt.get(text)!), counter);
  const started = performance.now();
  for (let i = 0; i < 20; i++) {
    await sleep(500 + Math.random() * 2500);
    const text = `reply ${i}`;
    sentAt.set(text, performance.now());
    if ((await reply(url, v.id, text)).status !== 201) throw new Error('reply refused');
  }
  while (times.length < 20) await sleep(100);
  await stop();
  const minutes = (performance.now() - started) / 60_000;
  record('hand-off: staff send → visitor screen (20 replies)', latency(times));
  record('hand-off: calls per waiting visitor per minute', {
    calls: Math.round(counter.calls / minutes),
    pollMs: CHAT_HANDOFF.pollMs,
  });

  // 100 waiting visitors, 3 rounds each: staff reply, visitor answers; everything arrives exactly once.
  const visitors = await Promise.all(Array.from({ length: 100 }, (_, n) => waitingVisitor(url, n + 1)));
  const all = { calls: 0 };
  const stops = visitors.map((w) => pollLoop(url, w, () => {}, all));
  const t0 = performance.now();
  for (let round = 0; round < 3; round++) {
    await Promise.all(visitors.map((w) => reply(url, w.id, `staff ${round} to ${w.id}`)));
    await Promise.all(
      visitors.map(async (w) => {
        while (!w.received.includes(`staff ${round} to ${w.id}`)) await sleep(200);
        const key = { key: w.key };
        const res = await post(`${url}/api/chat/message`, {
          message: `visitor ${round}`,
          conversationId: w.id,
          ...key,
        });
        if (res.status !== 200) throw new Error(`visitor message answered ${res.status}`);
      }),
    );
  }
  await Promise.all(stops.map((s) => s()));
  let lost = 0;
  let doubled = 0;
  for (const w of visitors) {
    const expected = [0, 1, 2].map((r) => `staff ${r} to ${w.id}`);
    lost += expected.filter((m) => !w.received.includes(m)).length;
    doubled += w.received.length - new Set(w.received).size;
    const transcript = (await (
      await fetch(`${url}/api/chats?conversationId=${w.id}&limit=500`, { headers: staffHeaders })
    ).json()) as { role: string; message: string }[];
    const fromVisitor = transcript.filter((m) => m.role === 'user' && m.message.startsWith('visitor '));
    lost += 3 - new Set(fromVisitor.map((m) => m.message)).size;
    doubled += fromVisitor.length - new Set(fromVisitor.map((m) => m.message)).size;
  }
  record('hand-off: 100 waiting visitors × 3 exchanges', {
    seconds: Math.round((performance.now() - t0) / 1000),
    polls: all.calls,
    lost,
    doubled,
  });
}
