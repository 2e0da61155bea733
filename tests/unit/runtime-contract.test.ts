/**
 * The fast local runtime must answer like Netlify's own emulator (@netlify/dev): the same sample of requests
 * to every function goes to both, each over its own copy of the project, and the status, the JSON body's
 * shape and the security headers must match.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = join(import.meta.dirname, '..', '..');
const ADMIN = 'contract-admin-secret-long-enough-for-a-deploy';
const EMULATOR_PORT = 18_877;
const admin = { authorization: `Bearer ${ADMIN}` };
const jsonBody = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const contact = {
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'ana@bakery.ca',
  phone: '+1 416 555 0100',
  company: 'Silva Bakery',
  message: 'We need a line of credit.',
};
const partnership = {
  company: 'Northwind Capital',
  firstName: 'Sam',
  lastName: 'Lee',
  email: 'sam@northwind.ca',
  phone: '416-555-0199',
  partnershipType: 'lender',
  partnershipGoals: 'Add our term loans.',
};

type Sample = [label: string, method: string, path: string, init?: { headers?: Record<string, string>; body?: string }];

/** Every function: a valid request, a client mistake, a wrong method, and for staff lists a call with and without the secret. */
const samples: Sample[] = [
  ['contact valid', 'POST', '/api/contact', jsonBody(contact)],
  ['contact invalid', 'POST', '/api/contact', jsonBody({ ...contact, email: 'nope' })],
  ['contact wrong type', 'POST', '/api/contact', { headers: { 'content-type': 'text/plain' }, body: 'hi' }],
  ['contact wrong method', 'GET', '/api/contact'],
  ['partnership valid', 'POST', '/api/partnerships', jsonBody(partnership)],
  ['partnership invalid', 'POST', '/api/partnerships', jsonBody({})],
  ['partnership bad json', 'POST', '/api/partnerships', { headers: { 'content-type': 'application/json' }, body: '{' }],
  ['subscribe valid', 'POST', '/api/subscribe', jsonBody({ email: 'news@example.com' })],
  ['subscribe repeat', 'POST', '/api/subscribe', jsonBody({ email: 'news@example.com' })],
  ['subscribe invalid', 'POST', '/api/subscribe', jsonBody({ email: 'x' })],
  ['chat valid', 'POST', '/api/chat/message', jsonBody({ message: 'What is a merchant cash advance?' })],
  ['chat empty', 'POST', '/api/chat/message', jsonBody({ message: '' })],
  ['chat wrong method', 'GET', '/api/chat/message'],
  ['contacts staff', 'GET', '/api/contacts', { headers: admin }],
  ['contacts public', 'GET', '/api/contacts'],
  ['contacts bad limit', 'GET', '/api/contacts?limit=0', { headers: admin }],
  ['partnership list staff', 'GET', '/api/partnerships', { headers: admin }],
  ['subscribers staff', 'GET', '/api/subscribers', { headers: admin }],
  ['subscribers public', 'GET', '/api/subscribers'],
  ['chats staff', 'GET', '/api/chats', { headers: admin }],
  ['chats public', 'GET', '/api/chats'],
  ['erase staff', 'DELETE', '/api/records?email=ana@bakery.ca', { headers: admin }],
  ['erase public', 'DELETE', '/api/records?email=ana@bakery.ca'],
  ['erase invalid', 'DELETE', '/api/records?email=nope', { headers: admin }],
];

const SECURITY_HEADERS = [
  'content-type',
  'cache-control',
  'x-content-type-options',
  'content-security-policy',
  'x-frame-options',
  'referrer-policy',
  'strict-transport-security',
  'retry-after',
  'www-authenticate',
  'allow',
];

/** The shape of a JSON value: object keys with the shapes of their values, arrays by their first element. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.length === 0 ? [] : [shape(value[0])];
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .map(([k, v]) => [k, shape(v)])
        .sort(),
    );
  return typeof value;
}

async function answer(base: string, [, method, path, init]: Sample) {
  const res = await fetch(base + path, { method, headers: init?.headers, body: init?.body });
  const text = await res.text();
  const isJson = (res.headers.get('content-type') ?? '').includes('application/json');
  // Function answers carry their own headers; a 404 page's come from netlify.toml, compared elsewhere.
  const headers = isJson ? Object.fromEntries(SECURITY_HEADERS.map((h) => [h, res.headers.get(h)])) : null;
  return {
    status: res.status,
    body: isJson ? shape(JSON.parse(text)) : 'not json',
    headers,
    total: res.headers.get('x-total-count') !== null,
  };
}

function projectCopy(): string {
  const root = mkdtempSync(join(tmpdir(), 'contract-'));
  for (const entry of ['netlify', 'src', 'netlify.toml', 'package.json', 'tsconfig.json'])
    cpSync(join(repo, entry), join(root, entry), { recursive: true });
  symlinkSync(join(repo, 'node_modules'), join(root, 'node_modules'));
  mkdirSync(join(root, 'dist'));
  writeFileSync(join(root, 'dist', 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(join(root, 'dist', '404.html'), '<!doctype html><title>Not found</title>');
  return root;
}

/** The helper servers started, stopped after the tests whether or not both came up. */
const children: ChildProcess[] = [];

/** Starts a helper server (tests/unit/helpers) in a process of its own; resolves with what it prints after "ready at". */
function serve(helper: string, args: string[]): Promise<{ address: string }> {
  const child = spawn(process.execPath, [join(repo, 'tests', 'unit', 'helpers', helper), ...args], {
    env: { ...process.env, ADMIN_TOKEN: ADMIN },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${helper} exited with ${code}`)));
    child.stdout?.on('data', (chunk) => {
      const ready = /ready at (\S+)/.exec(String(chunk));
      if (ready) resolve({ address: ready[1] });
    });
  });
}

describe('local runtime contract with @netlify/dev', () => {
  const roots: string[] = [];
  let fastUrl: string;

  beforeAll(async () => {
    const [fastRoot, emulatorRoot] = [projectCopy(), projectCopy()];
    roots.push(fastRoot, emulatorRoot);
    // Both servers start at once, each bundling every function from its own copy.
    const [fast] = await Promise.all([
      serve('fast-server.ts', [fastRoot]),
      serve('emulator-server.ts', [emulatorRoot, String(EMULATOR_PORT)]),
    ]);
    fastUrl = fast.address;
  }, 300_000);

  afterAll(() => {
    for (const child of children) child.kill('SIGTERM');
    for (const root of roots) rmSync(root, { recursive: true, force: true });
  });

  it('answers every sample with the same status, JSON shape and security headers', async () => {
    const mismatches: string[] = [];
    const statuses = new Set<number>();
    for (const sample of samples) {
      const [ours, netlify] = [
        await answer(fastUrl, sample),
        await answer(`http://127.0.0.1:${EMULATOR_PORT}`, sample),
      ];
      statuses.add(ours.status);
      try {
        expect(ours).toEqual(netlify);
      } catch {
        mismatches.push(`${sample[0]}: ours ${JSON.stringify(ours)} vs @netlify/dev ${JSON.stringify(netlify)}`);
      }
    }
    expect(mismatches).toEqual([]);
    // The sample is not vacuous: it covers successes, client mistakes and refusals.
    for (const status of [200, 201, 400, 401, 404, 405, 415, 422]) expect(statuses).toContain(status);
  }, 240_000);
});
