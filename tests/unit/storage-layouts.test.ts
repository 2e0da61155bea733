/**
 * Minute folders, continued: an erase recounts what held the record, and records and conversations of the
 * layouts before minutes still list, read and erase. Record times are set with a fake Date.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  COUNT_GRACE_MS,
  emailHash,
  eraseByEmail,
  eraseConversation,
  getRecord,
  listConversation,
  listConversations,
  listRecords,
  newTimeKey,
  readConversation,
  recordsByEmail,
  saveChatMessages,
  saveRecord,
  type StoreName,
} from '../../netlify/lib/storage';
import { useTempBlobs } from './helpers/blobs';
import { MINUTE, HOUR, DAY, at, blobs, countKeys, walk } from './helpers/minutes';

describe('erase', () => {
  useTempBlobs();
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  const counts = async () => (await countKeys('contacts')).map((k) => k.replace(/_\d{15}-[0-9a-f]{16}_/, ' ')).sort();

  it('recounts the closed minute, hour or day that held an erased record', async () => {
    const hour = Date.UTC(2026, 11, 10, 14);
    const put = async (ms: number, email: string) => {
      at(ms);
      await saveRecord('contacts', { email });
    };
    await put(hour - 30 * MINUTE, 'dee@x.co');
    await put(hour + 10_000, 'ann@x.co');
    await put(hour + 20_000, 'ann.other@x.co');
    await put(hour + MINUTE + 10_000, 'bob@x.co');
    const t1 = hour + 10 * MINUTE;
    expect((await listRecords('contacts', { limit: 10 }, t1)).total).toBe(4);
    expect(await counts()).toEqual(['h2026121013 1', 'i202612101400 2', 'i202612101401 1']);

    // A closed minute of the open hour: that minute is counted again.
    at(t1);
    expect((await eraseByEmail('ann@x.co', ['contacts'])).removed).toBe(1);
    expect(await counts()).toEqual(['h2026121013 1', 'i202612101400 1', 'i202612101401 1']);
    expect((await listRecords('contacts', { limit: 10 }, t1)).total).toBe(3);

    // A closed hour of the open day: that hour.
    await put(hour + 20 * MINUTE, 'cy@x.co');
    const t2 = hour + HOUR + COUNT_GRACE_MS;
    expect((await listRecords('contacts', { limit: 10 }, t2)).total).toBe(4);
    expect(await counts()).toEqual(['h2026121013 1', 'h2026121014 3']);
    at(t2);
    expect((await eraseByEmail('bob@x.co', ['contacts'])).removed).toBe(1);
    expect(await counts()).toEqual(['h2026121013 1', 'h2026121014 2']);
    const afterHour = await listRecords('contacts', { limit: 10 }, t2);
    expect(afterHour.total).toBe(3);
    expect(afterHour.items.map((r) => r.email)).toEqual(['cy@x.co', 'ann.other@x.co', 'dee@x.co']);

    // A closed day: the day.
    const t3 = Date.UTC(2026, 11, 11) + COUNT_GRACE_MS;
    expect((await listRecords('contacts', { limit: 10 }, t3)).total).toBe(3);
    at(t3);
    expect((await eraseByEmail('cy@x.co', ['contacts'])).removed).toBe(1);
    expect(await counts()).toEqual(['d20261210 2']);
    expect((await listRecords('contacts', { limit: 10 }, t3)).total).toBe(2);
  });

  it('does not trust a count made before a part of it was counted again', async () => {
    // As if a request summed the hour from minute counts read just before an erase recounted one of them.
    const hour = Date.UTC(2026, 11, 20, 9);
    for (const m of [0, 1, 2]) {
      at(hour + m * MINUTE);
      await saveRecord('partnerships', { email: `r${m}@x.co` });
    }
    const s = blobs('partnerships');
    await s.set(`count/rec/h2026122009_${newTimeKey(hour + 70 * MINUTE)}_5`, '');
    await s.set(`count/rec/i202612200901_${newTimeKey(hour + 80 * MINUTE)}_1`, '');
    const now = hour + 2 * HOUR;
    expect((await listRecords('partnerships', { limit: 10 }, now)).total).toBe(3);
    expect((await countKeys('partnerships')).map((k) => k.replace(/_\d{15}-[0-9a-f]{16}_/, ' '))).toEqual([
      'h2026122009 3',
    ]);
    expect((await listRecords('partnerships', { limit: 10 }, now)).total).toBe(3);
  });
});

describe('the layouts before minutes', () => {
  useTempBlobs();
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  /** A record as the hour layout stored it (with its by-email pointer), returning its id. */
  async function hourLayout(name: StoreName, ms: number, email: string): Promise<string> {
    const id = newTimeKey(ms);
    const iso = new Date(ms).toISOString();
    const hour = `${iso.slice(0, 4)}/${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(11, 13)}`;
    const h = emailHash(email);
    const s = blobs(name);
    await s.set(`by-email/${h.slice(0, 2)}/${h.slice(2, 4)}/${h}/${id}`, '');
    await s.setJSON(`rec/${hour}/${id}`, { id, submittedAt: iso, email });
    return id;
  }

  it('lists, pages, reads, exports and erases records of the hour folders', async () => {
    const day = Date.UTC(2026, 11, 10);
    // Yesterday's and this morning's hours in the old layout; the hour of the change holds both layouts.
    const old1 = await hourLayout('prequalifications', day - HOUR, 'old1@x.co');
    const old2 = await hourLayout('prequalifications', day + 9 * HOUR, 'old2@x.co');
    const old3 = await hourLayout('prequalifications', day + 10 * HOUR + 5 * MINUTE, 'old3@x.co');
    at(day + 10 * HOUR + 7 * MINUTE);
    const new1 = (await saveRecord('prequalifications', { email: 'new1@x.co' })).id;
    at(day + 10 * HOUR + 40 * MINUTE);
    const new2 = (await saveRecord('prequalifications', { email: 'old2@x.co' })).id;
    const everything = [new2, new1, old3, old2, old1];

    const open = day + 10 * HOUR + 50 * MINUTE;
    for (const limit of [1, 2, 5]) expect(await walk('prequalifications', limit, open)).toEqual(everything);
    const closed = day + 11 * HOUR + COUNT_GRACE_MS;
    for (const limit of [1, 3]) expect(await walk('prequalifications', limit, closed)).toEqual(everything);
    expect((await listRecords('prequalifications', { limit: 1 }, closed)).total).toBe(5);

    expect(await getRecord('prequalifications', old2)).toMatchObject({ email: 'old2@x.co' });
    expect(
      (await recordsByEmail('old2@x.co', ['prequalifications'])).prequalifications.map((r) => r.id).sort(),
    ).toEqual([old2, new2].sort());

    at(closed);
    expect((await eraseByEmail('old2@x.co', ['prequalifications'])).removed).toBe(2);
    expect(await getRecord('prequalifications', old2)).toBeNull();
    expect(await walk('prequalifications', 2, closed)).toEqual([new1, old3, old1]);
    expect((await listRecords('prequalifications', { limit: 1 }, closed)).total).toBe(3);
    const nextDay = day + DAY + COUNT_GRACE_MS;
    expect((await listRecords('prequalifications', { limit: 1 }, nextDay)).total).toBe(3);
  });

  it('keeps a conversation stored before minutes whole: older messages under its hour, newer under its minute', async () => {
    const started = Date.UTC(2026, 11, 10, 8, 30);
    const startKey = newTimeKey(started);
    const s = blobs('chats');
    await s.setJSON(`conv/2026/12/10/08/${startKey}`, {
      id: startKey,
      submittedAt: new Date(started).toISOString(),
      conversationId: 'before-minutes',
      firstMessage: 'hello from before',
    });
    await s.set('conv-id/before-minutes', startKey);
    for (const [i, message] of ['hello from before', 'my address is old@x.co'].entries()) {
      const id = newTimeKey(started + i * 1000);
      await s.setJSON(`msg/2026/12/10/08/${startKey}/${id}`, {
        id,
        submittedAt: new Date(started + i * 1000).toISOString(),
        conversationId: 'before-minutes',
        role: 'user',
        message,
      });
    }
    at(Date.UTC(2026, 11, 10, 9, 15));
    await saveChatMessages('after-minutes', [{ role: 'user', message: 'new one' }]);
    at(Date.UTC(2026, 11, 10, 9, 20));
    await saveChatMessages('before-minutes', [
      { role: 'user', message: 'still there?' },
      { role: 'bot', message: 'yes' },
    ]);

    const now = Date.UTC(2026, 11, 10, 10);
    const page = await listConversations({ limit: 10 }, now);
    expect(page.total).toBe(2);
    expect(page.items.map((c) => [c.conversationId, c.messageCount])).toEqual([
      ['after-minutes', 1],
      ['before-minutes', 4],
    ]);
    const messages = await listConversation('before-minutes', { limit: 3 });
    expect(messages.total).toBe(4);
    expect(messages.items.map((m) => m.message)).toEqual([
      'hello from before',
      'my address is old@x.co',
      'still there?',
    ]);
    const rest = await listConversation('before-minutes', { limit: 3, cursor: messages.nextCursor });
    expect(rest.items.map((m) => m.message)).toEqual(['yes']);
    expect((await readConversation(startKey)).messages).toHaveLength(4);

    at(now);
    expect(await eraseConversation(startKey)).toBe(true);
    // Both folders of its messages are empty: the hour's (before seconds) and its second's, inside the hour.
    expect((await s.list({ prefix: 'msg/2026/12/10/08/' })).blobs).toEqual([]);
    const after = await listConversations({ limit: 10 }, now);
    expect(after.items.map((c) => c.conversationId)).toEqual(['after-minutes']);
    expect(after.total).toBe(1);
  });
});
