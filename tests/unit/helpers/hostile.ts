/** Hostile and malformed requests for any function: shared by the fuzz test and `npm run bench`. */

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
  // eslint-disable-next-line no-template-curly-in-string -- a template injection, sent as typed.
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

export type Case = { method: string; headers: Record<string, string>; body?: BodyInit; label: string };

function deepNest(depth: number): string {
  return '['.repeat(depth) + ']'.repeat(depth);
}

/** Builds requests that are invalid in at least one way, so none may be accepted. */
export function hostileCases(count: number, seed: number): Case[] {
  const rnd = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
  const json = { 'content-type': 'application/json' };
  const cases: Case[] = [];
  const generators: (() => Case)[] = [
    () => ({ label: 'wrong method', method: pick(['PUT', 'PATCH', 'DELETE', 'OPTIONS']), headers: json, body: '{}' }),
    () => ({
      label: 'wrong content type',
      method: 'POST',
      headers: {
        'content-type': pick([
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/xml',
          '',
        ]),
      },
      body: 'email=a@b.co',
    }),
    () => ({
      label: 'malformed JSON',
      method: 'POST',
      headers: json,
      body: pick(['{', '{"email":', "{'a':1}", 'undefined', 'NaN', '{"a":1,}', '']),
    }),
    () => ({
      label: 'non-object JSON',
      method: 'POST',
      headers: json,
      body: JSON.stringify(pick(wrongTypes.filter((v) => typeof v !== 'object' || Array.isArray(v) || v === null))),
    }),
    () => ({
      label: 'deep nesting',
      method: 'POST',
      headers: json,
      body: pick([deepNest(5000), `{"a":${deepNest(3000)}}`]),
    }),
    () => ({
      label: 'huge body',
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'a@b.co', message: 'x'.repeat(33 * 1024 + Math.floor(rnd() * 100_000)) }),
    }),
    () => ({
      label: 'invalid UTF-8',
      method: 'POST',
      headers: json,
      body: new Uint8Array([0x7b, 0x22, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]),
    }),
    () => ({
      label: 'prototype pollution',
      method: 'POST',
      headers: json,
      body: `{"${pick(pollution)}":{"admin":true},"email":${JSON.stringify(pick(payloads))}}`,
    }),
    () => ({
      label: 'wrong field types',
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        email: pick(wrongTypes),
        firstName: pick(wrongTypes),
        message: pick(wrongTypes),
        company: pick(wrongTypes),
      }),
    }),
    () => ({
      label: 'payload in invalid e-mail',
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        email: pick(payloads),
        firstName: pick(payloads),
        lastName: 'x',
        phone: '1',
        message: pick(payloads),
        partnershipGoals: 'x',
        company: 'x',
      }),
    }),
    () => ({
      label: 'unknown fields',
      method: 'POST',
      headers: json,
      body: JSON.stringify({ [pick(pollution) + Math.floor(rnd() * 1000)]: pick(payloads), message: pick(payloads) }),
    }),
  ];
  for (let i = 0; i < count; i++) cases.push(generators[i % generators.length]());
  return cases;
}
