/**
 * A hostile-body corpus against every POST endpoint: deep nesting, huge arrays, prototype keys, invalid UTF-8,
 * wrong types and oversized fields, each also with an Idempotency-Key. Every answer is a JSON 4xx, and no
 * store gains or loses a blob. Staff endpoints are called with the right credentials, so every body reaches
 * the parser.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import accessibilityFeedback from '../../netlify/functions/accessibility-feedback';
import alertsResend from '../../netlify/functions/alerts-resend';
import chatHandoff from '../../netlify/functions/chat-handoff';
import chatMessage from '../../netlify/functions/chat-message';
import chatReopen from '../../netlify/functions/chat-reopen';
import chatsClose from '../../netlify/functions/chats-close';
import chatsReply from '../../netlify/functions/chats-reply';
import contact from '../../netlify/functions/contact';
import partnerships from '../../netlify/functions/partnerships';
import prequalifications from '../../netlify/functions/prequalifications';
import staffInvites from '../../netlify/functions/staff-invites';
import staffRegister from '../../netlify/functions/staff-register';
import staffSignin from '../../netlify/functions/staff-signin';
import subscribe from '../../netlify/functions/subscribe';
import unsubscribe from '../../netlify/functions/unsubscribe';
import { STORES } from '../../netlify/lib/storage';
import { listKeys, store } from '../../netlify/lib/storage/store';
import { admin, useTempBlobs } from './helpers/blobs';
import { partnershipVisible, prequalRequest } from './helpers/lead-fixtures';

type Fn = (req: Request, context?: { ip?: string }) => Promise<Response>;
type Endpoint = {
  name: string;
  fn: Fn;
  path: string;
  valid: Record<string, unknown>;
  headers?: Record<string, string>;
};

const staffHeaders = { ...admin, origin: 'http://localhost' };
const ENDPOINTS: Endpoint[] = [
  {
    name: 'contact',
    fn: contact,
    path: '/api/contact',
    valid: {
      firstName: 'Ana',
      lastName: 'Silva',
      email: 'ana@bakery.ca',
      phone: '+1 416 555 0100',
      company: 'Silva Bakery',
      message: 'We need a line of credit.',
    },
  },
  { name: 'partnerships', fn: partnerships, path: '/api/partnerships', valid: partnershipVisible },
  { name: 'subscribe', fn: subscribe, path: '/api/subscribe', valid: { email: 'news@shop.ca' } },
  {
    name: 'unsubscribe',
    fn: unsubscribe,
    path: '/api/unsubscribe',
    valid: { token: `${'0'.repeat(15)}-${'a'.repeat(16)}.zz.${'A'.repeat(43)}` },
  },
  { name: 'prequalifications', fn: prequalifications, path: '/api/prequalifications', valid: prequalRequest },
  {
    name: 'accessibility-feedback',
    fn: accessibilityFeedback,
    path: '/api/accessibility-feedback',
    valid: {
      name: 'Léa',
      email: 'lea@atelier.ca',
      concerning: 'Calculator',
      format: 'large-print',
      message: 'No text version.',
    },
  },
  {
    name: 'chat-message',
    fn: chatMessage,
    path: '/api/chat-message',
    valid: { message: 'What is a term loan?', conversationId: 'conv-corpus-01', locale: 'en' },
  },
  {
    name: 'chat-handoff',
    fn: chatHandoff,
    path: '/api/chat/handoff',
    valid: { conversationId: 'conv-corpus-02', name: 'Dave', email: 'dave@shop.ca', locale: 'en' },
  },
  {
    name: 'chat-reopen',
    fn: chatReopen,
    path: '/api/chat/reopen',
    valid: { token: `conv-corpus-03.zz.${'A'.repeat(43)}` },
  },
  {
    name: 'chats-reply',
    fn: chatsReply,
    path: '/api/chats/reply',
    valid: { conversationId: 'conv-corpus-04', message: 'Hello' },
    headers: staffHeaders,
  },
  {
    name: 'chats-close',
    fn: chatsClose,
    path: '/api/chats/close',
    valid: { conversationId: 'conv-corpus-05' },
    headers: staffHeaders,
  },
  {
    name: 'alerts-resend',
    fn: alertsResend,
    path: '/api/alerts/resend',
    valid: { store: 'contacts', id: `${'0'.repeat(15)}-${'a'.repeat(16)}` },
    headers: staffHeaders,
  },
  {
    name: 'staff-invites',
    fn: staffInvites,
    path: '/api/staff/invites',
    valid: { name: 'Ivy Invitee', role: 'viewer' },
    headers: staffHeaders,
  },
  {
    name: 'staff-register',
    fn: staffRegister,
    path: '/api/staff/register',
    valid: { step: 'options', via: 'bootstrap', name: 'Olivia' },
    headers: staffHeaders,
  },
  {
    name: 'staff-signin',
    fn: staffSignin,
    path: '/api/staff/signin',
    valid: {
      step: 'verify',
      response: { id: 'AA', rawId: 'AA', type: 'public-key', response: { clientDataJSON: 'AA' } },
    },
    headers: staffHeaders,
  },
];

const nest = (depth: number, open = '[', close = ']') => open.repeat(depth) + close.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** Values of another type than `value` (a string field never gets a string: that might be valid). */
function wrongTypes(value: unknown): unknown[] {
  if (typeof value === 'string') return [null, 0, -1.5, true, [], {}, [value], { value }];
  if (typeof value === 'number') return [null, true, [], {}, [value], 'NaN'];
  if (typeof value === 'boolean') return [null, 0, 'yes', [], {}];
  if (Array.isArray(value)) return [null, 'x', 0, {}, true];
  return [null, 'x', 0, [], true];
}

/** The corpus for one endpoint: raw bodies (strings or bytes), each labelled. */
function corpus(valid: Record<string, unknown>): { label: string; body: BodyInit }[] {
  const json = (label: string, value: unknown) => ({ label, body: JSON.stringify(value) });
  const bodies: { label: string; body: BodyInit }[] = [];
  // Deep nesting: arrays, objects, inside a field, mixed, just past the cap.
  for (const depth of [9, 64, 1000, 16_000])
    bodies.push({ label: `array nesting ${depth}`, body: `{"x":${nest(depth)}}` });
  for (const depth of [9, 1000, 5000]) bodies.push({ label: `object nesting ${depth}`, body: deepObject(depth) });
  bodies.push({
    label: 'nested in a valid body',
    body: JSON.stringify({ ...valid }).replace(/}$/, `,"x":${nest(12_000)}}`),
  });
  bodies.push({ label: 'mixed nesting', body: `{"x":${'[{"a":'.repeat(2000)}1${'}]'.repeat(2000)}}` });
  // Huge arrays and wide objects (under the byte cap).
  bodies.push(json('10,000-item array', { ...valid, x: Array(10_000).fill(0) }));
  bodies.push(json('array of 65 strings', { ...valid, x: Array(65).fill('a') }));
  bodies.push(json('object with 2,000 keys', Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i]))));
  bodies.push(
    json('2,000 values in small lists', { ...valid, x: Array.from({ length: 60 }, () => Array(40).fill(1)) }),
  );
  for (const key of Object.keys(valid))
    bodies.push(json(`${key} as a huge array`, { ...valid, [key]: Array(5000).fill('a') }));
  // Prototype keys, at the top and nested, alone and inside a valid body.
  for (const key of ['__proto__', 'constructor', 'prototype']) {
    bodies.push({
      label: `${key} at the top`,
      body: JSON.stringify(valid).replace(/^{/, `{"${key}":{"isAdmin":true},`),
    });
    bodies.push({
      label: `${key} nested`,
      body: JSON.stringify({ ...valid, x: { y: 1 } }).replace('"y":1', `"${key}":{"polluted":1}`),
    });
    bodies.push({ label: `${key} in a list`, body: `{"x":[{"${key}":{"polluted":1}}]}` });
  }
  // Invalid UTF-8: a stray continuation byte, an overlong slash, an encoded surrogate, a truncated sequence, 0xFF.
  const valid8 = new TextEncoder().encode(JSON.stringify(valid));
  for (const [label, bytes] of [
    ['continuation byte', [0x80]],
    ['overlong slash', [0xc0, 0xaf]],
    ['encoded surrogate', [0xed, 0xa0, 0x80]],
    ['truncated sequence', [0xe2, 0x82]],
    ['0xFF', [0xff, 0xfe]],
  ] as const) {
    const at = valid8.indexOf(0x22, 2) + 1; // inside the first string value
    bodies.push({
      label: `invalid UTF-8 (${label})`,
      body: new Uint8Array([...valid8.slice(0, at), ...bytes, ...valid8.slice(at)]) as Uint8Array<ArrayBuffer>,
    });
  }
  // Wrong types, field by field, and the body itself as another type.
  for (const [key, value] of Object.entries(valid)) {
    for (const wrong of wrongTypes(value))
      bodies.push(json(`${key} as ${JSON.stringify(wrong)}`, { ...valid, [key]: wrong }));
  }
  for (const whole of [[], [valid], 'body', 42, null, true]) bodies.push(json(`body as ${typeof whole}`, whole));
  // Oversized fields: past the body cap (413), and under it but past every field's own limit (422).
  for (const key of Object.keys(valid)) {
    bodies.push(json(`${key} of 40 KB`, { ...valid, [key]: 'x'.repeat(40 * 1024) }));
    bodies.push(json(`${key} of 20 KB`, { ...valid, [key]: 'x'.repeat(20 * 1024) }));
  }
  return bodies;
}

async function snapshot(): Promise<string[]> {
  const names = [...STORES, 'staff', 'audit'] as const;
  const keys = await Promise.all(names.map(async (n) => (await listKeys(store(n), '')).map((k) => `${n}:${k}`)));
  return keys.flat().sort();
}

const tally = { bodies: 0, requests: 0, endpoints: 0, status5xx: 0 };

describe('hostile-body corpus against every POST endpoint', () => {
  useTempBlobs();
  let before: string[] = [];
  beforeAll(async () => {
    process.env.RATE_LIMIT_DISABLED = '1';
    before = await snapshot();
  });
  afterAll(() => {
    delete process.env.RATE_LIMIT_DISABLED;
    console.info(
      `[hostile corpus] ${tally.bodies} bodies across ${tally.endpoints} endpoints, ${tally.requests} requests (each with and without an Idempotency-Key), ${tally.status5xx} × 5xx`,
    );
  });

  it.each(ENDPOINTS)(
    '$name: every hostile body answers a JSON 4xx',
    async ({ fn, path, valid, headers = {} }) => {
      const bodies = corpus(valid);
      tally.endpoints += 1;
      tally.bodies += bodies.length;
      let i = 0;
      for (const { label, body } of bodies) {
        for (const idempotencyKey of [undefined, `corpus-key-${i++}`]) {
          const response = await fn(
            new Request(`http://localhost${path}`, {
              method: 'POST',
              body,
              headers: {
                'content-type': 'application/json',
                ...headers,
                ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
              },
            }),
            { ip: '203.0.113.77' },
          );
          tally.requests += 1;
          if (response.status >= 500) tally.status5xx += 1;
          const text = await response.text();
          expect(response.status, `${label}: ${text.slice(0, 160)}`).toBeGreaterThanOrEqual(400);
          expect(response.status, `${label}: ${text.slice(0, 160)}`).toBeLessThan(500);
          expect(typeof (JSON.parse(text) as { error?: unknown }).error, label).toBe('string');
        }
      }
    },
    120_000,
  );

  it('stored nothing, anywhere', async () => {
    expect(await snapshot()).toEqual(before);
    expect(tally.status5xx).toBe(0);
  });
});
