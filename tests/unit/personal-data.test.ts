/** A person's access and erasure requests: everything held about an address, chat transcripts included. */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import audit from '../../netlify/functions/audit';
import records from '../../netlify/functions/records';
import { resetRateLimits } from '../../netlify/lib/http';
import { listConversations, saveChatMessages, saveRecord, saveUnique } from '../../netlify/lib/storage';
import { listKeys, store } from '../../netlify/lib/storage/store';
import { admin, request, useTempBlobs } from './helpers/blobs';
import { asSession, signedIn } from './helpers/staff-sessions';

const VICTIM = 'victim@example.com';
const path = (email: string) => `/api/records?email=${encodeURIComponent(email)}`;

type Export = {
  email: string;
  records: Record<string, { email?: string }[]>;
  conversations: { conversation: { conversationId: string }; messages: { message: string }[] }[];
};

describe('access and erasure by e-mail address', () => {
  useTempBlobs();
  beforeEach(() => resetRateLimits());
  beforeAll(async () => {
    await saveRecord('contacts', { email: VICTIM, message: 'Call me' });
    await saveRecord('partnerships', { email: VICTIM, company: 'Victim Co' });
    await saveUnique('subscribers', VICTIM, { email: VICTIM });
    await saveRecord('prequalifications', { email: VICTIM, amount: 50_000 });
    await saveRecord('accessibility', { email: VICTIM, message: 'Low contrast' });
    await saveRecord('contacts', { email: 'other@example.com', message: 'Someone else' });
    await saveChatMessages('conv-victim-01', [
      { role: 'user', message: 'Hi, please reach me at Victim@Example.com about a loan' },
      { role: 'bot', message: 'Thanks, a specialist will write to you.' },
    ]);
    await saveChatMessages('conv-other-01', [{ role: 'user', message: 'What is a merchant cash advance?' }]);
  });

  it('refuses a viewer, and gives a manager one JSON file with every record and the conversation', async () => {
    const viewer = await signedIn('viewer');
    expect((await records(asSession(viewer.cookie, path(VICTIM), { method: 'GET' }))).status).toBe(403);

    const manager = await signedIn('manager', 'Mona Manager');
    const response = await records(asSession(manager.cookie, path(VICTIM), { method: 'GET' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = (await response.json()) as Export;
    expect(data.email).toBe(VICTIM);
    for (const name of ['contacts', 'partnerships', 'subscribers', 'prequalifications', 'accessibility'])
      expect(
        data.records[name].map((r) => r.email),
        name,
      ).toEqual([VICTIM]);
    expect(data.conversations).toHaveLength(1);
    expect(data.conversations[0].conversation.conversationId).toBe('conv-victim-01');
    expect(data.conversations[0].messages.map((m) => m.message)).toEqual([
      'Hi, please reach me at Victim@Example.com about a loan',
      'Thanks, a specialist will write to you.',
    ]);
    expect(JSON.stringify(data)).not.toContain('Someone else');

    const log = (await (await audit(request('/api/audit?limit=50', { method: 'GET', headers: admin }))).json()) as {
      actor: { name: string };
      action: string;
      target: string;
      detail: Record<string, number>;
    }[];
    const entry = log.find((e) => e.action === 'access')!;
    expect(entry.actor.name).toBe('Mona Manager');
    expect(entry.detail).toMatchObject({ contacts: 1, subscribers: 1, chats: 1 });
    expect(JSON.stringify(log)).not.toContain('victim@');
  });

  it('erases the same set, the conversation included, and leaves everyone else’s', async () => {
    const response = await records(request(path(VICTIM), { method: 'DELETE', headers: admin }));
    expect(await response.json()).toEqual({
      removed: 6,
      byStore: { contacts: 1, partnerships: 1, subscribers: 1, prequalifications: 1, accessibility: 1, chats: 1 },
    });
    const after = (await (await records(request(path(VICTIM), { method: 'GET', headers: admin }))).json()) as Export;
    expect(Object.values(after.records).flat()).toEqual([]);
    expect(after.conversations).toEqual([]);
    const chats = await listConversations({ limit: 10 });
    expect(chats.items.map((c) => c.conversationId)).toEqual(['conv-other-01']);
    expect(await listKeys(store('chats'), 'conv-id/conv-victim')).toEqual([]);
    expect(await listKeys(store('chats'), 'mention/')).toEqual([]);
    const other = (await (
      await records(request(path('other@example.com'), { method: 'GET', headers: admin }))
    ).json()) as Export;
    expect(other.records.contacts).toHaveLength(1);
  });
});
