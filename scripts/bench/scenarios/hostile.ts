// Hostile input across every function, 16 at a time: never a 5xx.
import { hostileCases } from '../../../tests/unit/helpers/hostile.ts';
import { TOKEN } from '../config.ts';
import { record } from '../report.ts';

const paths: [string, string][] = [
  ['POST', '/api/contact'],
  ['POST', '/api/partnerships'],
  ['POST', '/api/subscribe'],
  ['POST', '/api/chat/message'],
  ['GET', '/api/contacts?limit=abc'],
  ['GET', '/api/partnerships?cursor=%00'],
  ['GET', '/api/subscribers'],
  ['GET', '/api/chats?conversationId=..%2F..'],
  ['DELETE', '/api/records?email=%3Cscript%3E'],
];

export async function benchHostile(url: string) {
  const cases = hostileCases(600, 42);
  const statuses: Record<string, number> = {};
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < cases.length) {
        const i = next++;
        const c = cases[i];
        const [method, path] = paths[i % paths.length];
        const isPost = method === 'POST';
        const res = await fetch(url + path, {
          method: isPost ? c.method : method,
          headers: isPost ? c.headers : { authorization: i % 3 === 0 ? 'Bearer wrong' : `Bearer ${TOKEN}` },
          body: isPost && c.method !== 'GET' && c.method !== 'HEAD' ? c.body : undefined,
        }).catch(() => null);
        const key = res ? String(res.status) : 'network error';
        statuses[key] = (statuses[key] ?? 0) + 1;
        await res?.arrayBuffer();
      }
    }),
  );
  const count5xx = Object.entries(statuses).reduce(
    (n, [code, c]) => n + (code.startsWith('5') || code === 'network error' ? c : 0),
    0,
  );
  record('hostile requests (600, 16 at a time, every function)', { statuses, count5xx });
}
