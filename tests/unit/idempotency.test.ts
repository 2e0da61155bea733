import { randomUUID } from 'node:crypto';
import { getStore } from '@netlify/blobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contact from '../../netlify/functions/contact';
import partnerships from '../../netlify/functions/partnerships';
import prequalifications from '../../netlify/functions/prequalifications';
import subscribe from '../../netlify/functions/subscribe';
import { validation as en } from '~/i18n/en/validation';
import { validation as fr } from '~/i18n/fr/validation';
import { idempotent, IDEMPOTENCY_TTL_MS, STALE_CLAIM_MS } from '../../netlify/lib/idempotency';
import { json } from '../../netlify/lib/http';
import { allRecords } from '../../netlify/lib/storage';
import { request, useTempBlobs } from './helpers/blobs';
import { partnershipVisible, prequalRequest } from './helpers/lead-fixtures';
import { startWebhook, type WebhookReceiver } from './helpers/alert-receivers';

const lead = (email: string) => ({
  firstName: 'Ana',
  lastName: 'Silva',
  email,
  phone: '+1 416 555 0100',
  company: 'Silva Bakery',
  message: 'Inquiry Type: funding\n\nWe need a $50K line of credit.',
});

const post = (body: unknown, key?: string, headers: Record<string, string> = {}) =>
  contact(request('/api/contact', { body, headers: { ...(key ? { 'Idempotency-Key': key } : {}), ...headers } }));

const recordsOf = async (email: string) => (await allRecords('contacts')).filter((r) => r.email === email);

let hook: WebhookReceiver;

describe('Idempotency-Key on the lead endpoints', () => {
  useTempBlobs();
  beforeAll(async () => {
    hook = await startWebhook();
    process.env.ALERT_WEBHOOK_URL = hook.url;
    process.env.RATE_LIMIT_DISABLED = '1';
  });
  afterAll(async () => {
    await hook.stop();
    delete process.env.ALERT_WEBHOOK_URL;
    delete process.env.RATE_LIMIT_DISABLED;
  });

  it('replays the first answer for a retry: same id, Idempotent-Replayed, one record', async () => {
    const key = randomUUID();
    const body = lead('replay@bakery.ca');
    const first = await post(body, key);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const { id } = await first.json();
    const again = await post(body, key);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual({ id });
    expect((await recordsOf('replay@bakery.ca')).map((r) => r.id)).toEqual([id]);
  });

  it('treats a body whose keys come in another order as the same request', async () => {
    const key = randomUUID();
    const body = lead('order@bakery.ca');
    const { id } = await (await post(body, key)).json();
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await post(reordered, key);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual({ id });
  });

  it('answers 422 in the request language when the key comes back with another body, and stores nothing', async () => {
    const key = randomUUID();
    await post(lead('changed@bakery.ca'), key);
    const changed = await post({ ...lead('changed@bakery.ca'), message: 'Another message' }, key);
    expect(changed.status).toBe(422);
    expect(await changed.json()).toEqual({ error: en.idempotencyReused });
    const french = await post({ ...lead('changed@bakery.ca'), message: 'Autre', locale: 'fr' }, key);
    expect(french.status).toBe(422);
    expect(await french.json()).toEqual({ error: fr.idempotencyReused });
    expect(await recordsOf('changed@bakery.ca')).toHaveLength(1);
  });

  it('answers 409 with Retry-After while the first request with the key still runs', async () => {
    const key = randomUUID();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const req = () => request('/api/contact', { body: { a: 1 }, headers: { 'Idempotency-Key': key } });
    const slow = idempotent(req(), 'contacts', { a: 1 }, async () => {
      await gate;
      return json(201, { id: 'slow' });
    });
    // Let the first claim its key before the second arrives.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const busy = await idempotent(req(), 'contacts', { a: 1 }, async () => json(201, { id: 'second' })).catch(
      (err) => err,
    );
    expect(busy.status).toBe(409);
    expect(busy.headers['Retry-After']).toBe('1');
    release();
    expect(await (await slow).json()).toEqual({ id: 'slow' });
    const after = await idempotent(req(), 'contacts', { a: 1 }, async () => json(201, { id: 'third' }));
    expect(await after.json()).toEqual({ id: 'slow' });
  });

  it('stores one record and sends one alert for 20 simultaneous posts with one key', async () => {
    const key = randomUUID();
    const body = lead('twenty@bakery.ca');
    hook.bodies.length = 0;
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(body, key)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    const records = await recordsOf('twenty@bakery.ca');
    expect(records).toHaveLength(1);
    const ids = await Promise.all(answers.filter((a) => a.status === 201).map((a) => a.json()));
    expect(new Set(ids.map((b) => b.id))).toEqual(new Set([records[0].id]));
    // The one alert goes out after the answer; wait for it, then make sure no second one follows.
    await expect.poll(() => hook.bodies.filter((b) => b.includes(records[0].id)).length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(hook.bodies.filter((b) => b.includes('twenty@bakery.ca') || b.includes(records[0].id))).toHaveLength(1);
  });

  it('runs again once the stored answer is older than 24 hours, and takes over a claim left by a crash', async () => {
    const key = randomUUID();
    let clock = Date.now();
    const now = () => clock;
    const req = () => request('/api/contact', { body: { b: 1 }, headers: { 'Idempotency-Key': key } });
    let runs = 0;
    const run = async () => json(201, { run: ++runs });
    expect(await (await idempotent(req(), 'contacts', { b: 1 }, run, now)).json()).toEqual({ run: 1 });
    clock += IDEMPOTENCY_TTL_MS - 1000;
    expect(await (await idempotent(req(), 'contacts', { b: 1 }, run, now)).json()).toEqual({ run: 1 });
    clock += 2000;
    expect(await (await idempotent(req(), 'contacts', { b: 1 }, run, now)).json()).toEqual({ run: 2 });

    // A run that died after its claim: retries get 409 until the claim is stale, then one takes it over.
    const crashed = randomUUID();
    const store = getStore({ name: 'contacts', consistency: 'strong' });
    const creq = () => request('/api/contact', { body: { c: 1 }, headers: { 'Idempotency-Key': crashed } });
    const never = idempotent(creq(), 'contacts', { c: 1 }, () => new Promise<Response>(() => {}), now);
    void never;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const busy = await idempotent(creq(), 'contacts', { c: 1 }, run, now).catch((err) => err);
    expect(busy.status).toBe(409);
    clock += STALE_CLAIM_MS;
    expect(await (await idempotent(creq(), 'contacts', { c: 1 }, run, now)).json()).toEqual({ run: 3 });
    expect((await store.list({ prefix: 'idem/' })).blobs.length).toBeGreaterThanOrEqual(2);
  });

  it('frees the key when the request is refused, so the corrected retry is stored', async () => {
    const key = randomUUID();
    const bad = await post({ ...lead('fixed@bakery.ca'), email: 'not-an-address' }, key);
    expect(bad.status).toBe(422);
    expect((await bad.json()).fields.email).toBe(en.emailInvalid);
    const good = await post(lead('fixed@bakery.ca'), key);
    expect(good.status).toBe(201);
    expect(good.headers.get('idempotent-replayed')).toBeNull();
    expect(await recordsOf('fixed@bakery.ca')).toHaveLength(1);
  });

  it('refuses a malformed key with 400 and stores nothing', async () => {
    for (const key of ['short', 'x'.repeat(256), 'has space in it']) {
      const res = await post(lead('badkey@bakery.ca'), key);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: en.idempotencyKey });
    }
    expect(await recordsOf('badkey@bakery.ca')).toHaveLength(0);
  });

  it('without a key, the same body twice is two messages, as before', async () => {
    await post(lead('nokey@bakery.ca'));
    await post(lead('nokey@bakery.ca'));
    expect(await recordsOf('nokey@bakery.ca')).toHaveLength(2);
  });

  it('replays on partnerships, pre-qualifications and subscriptions too', async () => {
    const cases = [
      ['/api/partnerships', partnerships, 'partnerships', partnershipVisible],
      ['/api/prequalifications', prequalifications, 'prequalifications', prequalRequest],
      ['/api/subscribe', subscribe, 'subscribers', { email: 'once@news.ca' }],
    ] as const;
    for (const [path, fn, storeName, body] of cases) {
      const headers = { 'Idempotency-Key': randomUUID() };
      const first = await fn(request(path, { body, headers }));
      expect(first.status, path).toBe(201);
      const again = await fn(request(path, { body, headers }));
      expect(again.status, path).toBe(201);
      expect(again.headers.get('idempotent-replayed'), path).toBe('true');
      expect(await again.json()).toEqual(await first.json());
      expect(await allRecords(storeName), path).toHaveLength(1);
    }
  });
});
