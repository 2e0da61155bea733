import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, readDraft, saveDraft } from '~/lib/form-draft';
import { deliverLead, forgetKey, keyFor, leadSender, retryDelayMs } from '~/lib/lead-delivery';
import { memoryStorage } from './helpers/memory-storage';

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

let events: EventTarget;
let storage: Storage;

beforeEach(() => {
  vi.useFakeTimers();
  events = new EventTarget();
  storage = memoryStorage();
  vi.stubGlobal('window', {
    setTimeout,
    clearTimeout,
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    location: { pathname: '/fr/contact-us' },
    sessionStorage: storage,
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('lead delivery in the browser', () => {
  it('keeps one key for one body (a retry or a reload reuses it) and makes a new one for another body', () => {
    const a = keyFor('contact', '{"a":1}', storage);
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyFor('contact', '{"a":1}', storage)).toBe(a);
    const b = keyFor('contact', '{"a":2}', storage);
    expect(b).not.toBe(a);
    forgetKey('contact', storage);
    expect(keyFor('contact', '{"a":2}', storage)).not.toBe(b);
  });

  it('retries a network failure and a busy server with the same key and backoff, until the answer', async () => {
    const calls: { key: string | null; body: unknown }[] = [];
    const replies: (() => Response)[] = [
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => answer(503, { error: 'down' }, { 'Retry-After': '3' }),
      () => answer(409, { error: 'in flight' }),
      () => answer(201, { id: 'x' }, { 'Idempotent-Replayed': 'true' }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        calls.push({ key: new Headers(init.headers).get('Idempotency-Key'), body: JSON.parse(String(init.body)) });
        return replies[calls.length - 1]();
      }),
    );
    const retries: number[] = [];
    const done = deliverLead('contact', '/api/contact', { email: 'a@b.ca' }, { onRetry: (n) => retries.push(n) });
    await vi.advanceTimersByTimeAsync(retryDelayMs(0));
    expect(calls).toHaveLength(2);
    // The 503 asked for 3 s: more than the 2 s backoff.
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(retryDelayMs(2));
    expect(await done).toEqual({ id: 'x' });
    expect(retries).toEqual([0, 1, 2]);
    expect(new Set(calls.map((c) => c.key)).size).toBe(1);
    expect(calls[0].body).toEqual({ email: 'a@b.ca', page: '/fr/contact-us' });
    // Delivered: the next lead of this form gets a new key.
    expect(keyFor('/api/contact', '{}', storage)).not.toBe(calls[0].key);
  });

  it('tries again at once when the browser comes back online', async () => {
    let n = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        n += 1;
        if (n === 1) throw new TypeError('offline');
        return answer(201, { id: 'y' });
      }),
    );
    const done = deliverLead('contact', '/api/contact', { a: 1 });
    await vi.advanceTimersByTimeAsync(10);
    expect(n).toBe(1);
    events.dispatchEvent(new Event('online'));
    expect(await done).toEqual({ id: 'y' });
  });

  it('stops on an answer a retry cannot change, and a second press of the same lead only wakes the retries', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(422, { error: 'bad', fields: { email: 'x' } })),
    );
    await expect(deliverLead('contact', '/api/contact', { a: 1 })).rejects.toMatchObject({ status: 422 });

    let n = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => (++n < 2 ? answer(503, {}) : answer(201, { id: 'z' }))),
    );
    const send = leadSender('partner', '/api/partnerships');
    const first = send({ a: 1 }, undefined);
    await vi.advanceTimersByTimeAsync(10);
    expect(n).toBe(1);
    // Same fields: no second delivery, the waiting one goes now.
    expect(await send({ a: 1 }, undefined)).toBeNull();
    expect(await first).toEqual({ answer: { id: 'z' } });
    expect(n).toBe(2);

    // Other fields while retrying: the old delivery stops, the new one is sent.
    n = 0;
    const old = send({ b: 1 }, undefined);
    await vi.advanceTimersByTimeAsync(10);
    const replaced = send({ b: 2 }, undefined);
    expect(await old).toBeNull();
    expect(await replaced).toEqual({ answer: { id: 'z' } });
  });
});

describe('form drafts in sessionStorage', () => {
  const initial = { name: '', email: '', consent: false };

  it('keeps what differs from the empty form, with the types the form expects, until cleared', () => {
    saveDraft('/api/contact', { name: 'Ana', email: '', consent: true }, initial, storage);
    expect(readDraft('/api/contact', initial, storage)).toEqual({ name: 'Ana', consent: true });
    storage.setItem('lead-draft:/api/contact', JSON.stringify({ name: 5, email: 'a@b.ca', extra: 'x' }));
    expect(readDraft('/api/contact', initial, storage)).toEqual({ email: 'a@b.ca' });
    saveDraft('/api/contact', initial, initial, storage);
    expect(storage.getItem('lead-draft:/api/contact')).toBeNull();
    saveDraft('/api/contact', { ...initial, name: 'B' }, initial, storage);
    clearDraft('/api/contact', storage);
    expect(readDraft('/api/contact', initial, storage)).toEqual({});
  });
});
