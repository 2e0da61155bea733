/**
 * Hostile and malformed input against every function: each answer must be a JSON 4xx (or the honeypot's
 * silent success), never a 5xx, and no store may gain a record.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STORES, allRecords } from '../../netlify/lib/storage';
import { useTempBlobs } from './helpers/blobs';

const FUNCTIONS_DIR = join(__dirname, '../../netlify/functions');
const functionFiles = readdirSync(FUNCTIONS_DIR).filter((f) => /\.(ts|mts|js|mjs)$/.test(f));

// Small deterministic PRNG so a failure can be replayed.
function prng(seed: number) {
  return () => {
    seed = (seed * 1664525 + 1013904223) % 4294967296;
    return seed / 4294967296;
  };
}

const payloads = [
  "' OR 1=1; DROP TABLE contacts; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '\u0000\u0001\u0007\u001b[31m',
  '\ud800',
  'a'.repeat(6000),
  '😀'.repeat(3000),
  '=HYPERLINK("http://evil")',
];
const wrongTypes = [null, true, 0, -1, Infinity, [], {}, ['a'], { $gt: '' }, '   '];
const pollution = ['__proto__', 'constructor', 'prototype', 'isAdmin', '$where'];

type Case = { method: string; headers: Record<string, string>; body?: BodyInit; label: string };

function deepNest(depth: number): string {
  return '['.repeat(depth) + ']'.repeat(depth);
}

/** Builds requests that are invalid in at least one way, so none may be accepted. */
function hostileCases(count: number, seed: number): Case[] {
  const rnd = prng(seed);
  const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
  const json = { 'content-type': 'application/json' };
  const cases: Case[] = [];
  const generators: (() => Case)[] = [
    () => ({ label: 'wrong method', method: pick(['PUT', 'PATCH', 'DELETE', 'OPTIONS']), headers: json, body: '{}' }),
    () => ({ label: 'wrong content type', method: 'POST', headers: { 'content-type': pick(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', '']) }, body: 'email=a@b.co' }),
    () => ({ label: 'malformed JSON', method: 'POST', headers: json, body: pick(['{', '{"email":', "{'a':1}", 'undefined', 'NaN', '{"a":1,}', '']) }),
    () => ({ label: 'non-object JSON', method: 'POST', headers: json, body: JSON.stringify(pick(wrongTypes.filter((v) => typeof v !== 'object' || Array.isArray(v) || v === null))) }),
    () => ({ label: 'deep nesting', method: 'POST', headers: json, body: pick([deepNest(5000), `{"a":${deepNest(3000)}}`]) }),
    () => ({ label: 'huge body', method: 'POST', headers: json, body: JSON.stringify({ email: 'a@b.co', message: 'x'.repeat(33 * 1024 + Math.floor(rnd() * 100_000)) }) }),
    () => ({ label: 'invalid UTF-8', method: 'POST', headers: json, body: new Uint8Array([0x7b, 0x22, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]) }),
    () => ({ label: 'prototype pollution', method: 'POST', headers: json, body: `{"${pick(pollution)}":{"admin":true},"email":${JSON.stringify(pick(payloads))}}` }),
    () => ({ label: 'wrong field types', method: 'POST', headers: json, body: JSON.stringify({ email: pick(wrongTypes), firstName: pick(wrongTypes), message: pick(wrongTypes), company: pick(wrongTypes) }) }),
    () => ({ label: 'payload in invalid e-mail', method: 'POST', headers: json, body: JSON.stringify({ email: pick(payloads), firstName: pick(payloads), lastName: 'x', phone: '1', message: pick(payloads), partnershipGoals: 'x', company: 'x' }) }),
    () => ({ label: 'unknown fields', method: 'POST', headers: json, body: JSON.stringify({ [pick(pollution) + Math.floor(rnd() * 1000)]: pick(payloads), message: pick(payloads) }) }),
  ];
  for (let i = 0; i < count; i++) cases.push(generators[i % generators.length]());
  return cases;
}

async function storedCount(): Promise<number> {
  let total = 0;
  for (const name of STORES) total += (await allRecords(name)).length;
  return total;
}

describe('hostile input never breaks a function or stores anything', () => {
  useTempBlobs();

  for (const file of functionFiles) {
    it(`${file}: 550 hostile requests answer JSON 4xx and store nothing`, async () => {
      const mod = await import(join(FUNCTIONS_DIR, file));
      const fn = mod.default as (req: Request, ctx?: unknown) => Promise<Response>;
      const path = (mod.config?.path as string) ?? `/api/${file}`;
      const before = await storedCount();
      const cases = hostileCases(550, file.length * 7919);
      let i = 0;
      for (const c of cases) {
        const req = new Request(`http://localhost${Array.isArray(path) ? path[0] : path}`, {
          method: c.method,
          headers: { ...c.headers, 'x-nf-client-connection-ip': `10.0.${(i >> 8) & 255}.${i & 255}` },
          body: c.method === 'GET' || c.method === 'HEAD' ? undefined : c.body,
        });
        i++;
        const res = await fn(req, { ip: `10.1.${(i >> 8) & 255}.${i & 255}` });
        const text = await res.text();
        expect(res.status, `${c.label}: ${text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${c.label}: ${text.slice(0, 200)}`).toBeLessThan(500);
        expect(res.headers.get('content-type'), c.label).toContain('application/json');
        expect(typeof JSON.parse(text).error, c.label).toBe('string');
      }
      expect(await storedCount()).toBe(before);
    }, 120_000);
  }
});
