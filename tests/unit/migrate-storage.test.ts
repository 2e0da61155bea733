/**
 * npm run migrate:storage: records of the layout before time partitions move into the current one with nothing
 * lost, a run can stop half-way and be run again, and a second full run changes nothing.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { getStore, setEnvironmentContext, type Store } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { describe, expect, it } from 'vitest';
import {
  allRecords,
  emailHash,
  eraseByEmail,
  listConversation,
  listConversations,
  migrateLegacyLayout,
  newTimeKey,
  STORES,
  type StoredRecord,
} from '../../netlify/lib/storage';
import { useTempBlobs } from './helpers/blobs';

const open = (name: string) => getStore({ name, consistency: 'strong' });
const newestFirst = (records: StoredRecord[]) => [...records].sort((a, b) => (a.id < b.id ? 1 : -1));

/** Writes records exactly as the old storage module did. */
async function seedLegacy() {
  const contacts: StoredRecord[] = [];
  const messages: StoredRecord[] = [];
  const s = open('contacts');
  for (let i = 0; i < 25; i++) {
    const now = Date.UTC(2026, 9, 1 + (i % 5), 10) + i * 1000;
    const id = newTimeKey(now);
    const record = {
      id,
      submittedAt: new Date(now).toISOString(),
      firstName: `P${i}`,
      lastName: 'Old',
      email: i % 6 === 0 ? 'same@x.co' : `p${i}@x.co`,
      message: `m${i}`,
    };
    await s.set(`email/${emailHash(record.email)}/${id}`, '');
    await s.setJSON(`rec/${id}`, record);
    contacts.push(record);
  }
  const subscribers = open('subscribers');
  const sub = {
    id: newTimeKey(Date.UTC(2026, 9, 3)),
    submittedAt: new Date(Date.UTC(2026, 9, 3)).toISOString(),
    email: 'same@x.co',
  };
  await subscribers.set(`unique/${emailHash(sub.email)}`, '');
  await subscribers.set(`email/${emailHash(sub.email)}/${sub.id}`, '');
  await subscribers.setJSON(`rec/${sub.id}`, sub);
  const chats = open('chats');
  for (let c = 0; c < 3; c++) {
    for (let m = 0; m < 4; m++) {
      const now = Date.UTC(2026, 9, 2 + c, 9) + m * 60_000;
      const id = newTimeKey(now);
      const record = {
        id,
        submittedAt: new Date(now).toISOString(),
        conversationId: `old-conversation-${c}`,
        role: m % 2 ? 'bot' : 'user',
        message: `c${c} m${m}`,
      };
      await chats.setJSON(`rec/${id}`, record);
      await chats.set(`conv/old-conversation-${c}/${id}`, '');
      messages.push(record);
    }
  }
  return { contacts, sub, messages };
}

/** Keys left in the old layout, across every store. */
async function legacyKeys(): Promise<string[]> {
  const out: string[] = [];
  for (const name of STORES) {
    const s: Store = open(name);
    const { blobs } = await s.list();
    out.push(
      ...blobs
        .map((b) => b.key)
        .filter((k) => /^rec\/\d{15}-/.test(k) || k.startsWith('email/') || /^conv\/[^0-9]/.test(k)),
    );
  }
  return out;
}

describe('migrateLegacyLayout', () => {
  useTempBlobs();

  it('moves every record, resumes after a stop, and a second run changes nothing', async () => {
    const { contacts, sub, messages } = await seedLegacy();

    // A run that stops after 10 records: those are in the new layout, the rest still in the old one.
    expect(await migrateLegacyLayout('contacts', { limit: 10 })).toMatchObject({
      records: 10,
    });
    expect(await allRecords('contacts')).toHaveLength(10);
    expect((await legacyKeys()).filter((k) => k.startsWith('rec/')).length).toBe(15 + 1 + 12);

    for (const name of STORES) await migrateLegacyLayout(name);
    expect(await allRecords('contacts')).toEqual(newestFirst(contacts));
    expect(await allRecords('subscribers')).toEqual([sub]);
    expect(await legacyKeys()).toEqual([]);

    const conversations = await listConversations({ limit: 10 });
    expect(conversations.total).toBe(3);
    expect(conversations.items.map((c) => [c.conversationId, c.firstMessage, c.messageCount])).toEqual([
      ['old-conversation-2', 'c2 m0', 4],
      ['old-conversation-1', 'c1 m0', 4],
      ['old-conversation-0', 'c0 m0', 4],
    ]);
    for (let c = 0; c < 3; c++) {
      const transcript = await listConversation(`old-conversation-${c}`, {
        limit: 10,
      });
      expect(transcript.items).toEqual(messages.filter((m) => m.conversationId === `old-conversation-${c}`));
    }

    // Idempotent: nothing left to move, nothing changes.
    for (const name of STORES)
      expect(await migrateLegacyLayout(name)).toMatchObject({
        records: 0,
        conversations: 0,
        messages: 0,
      });
    expect(await allRecords('contacts')).toEqual(newestFirst(contacts));

    // Migrated records can be erased by e-mail (their pointers were written).
    expect(await eraseByEmail('same@x.co')).toMatchObject({
      removed: 6,
      byStore: { contacts: 5, subscribers: 1 },
    });
    expect(await allRecords('contacts')).toHaveLength(20);
  });
});

describe('npm run migrate:storage -- --dir (on a copy of a Blobs folder)', () => {
  it('migrates the copy and leaves the original as it was', async () => {
    const original = mkdtempSync(join(tmpdir(), 'blobs-legacy-'));
    const copy = `${original}-copy`;
    const token = 'legacy-token';
    try {
      const server = new BlobsServer({ directory: original, token });
      const { port } = await server.start();
      const url = `http://localhost:${port}`;
      setEnvironmentContext({
        siteID: '0',
        token,
        edgeURL: url,
        uncachedEdgeURL: url,
      });
      const { contacts } = await seedLegacy();
      await server.stop();
      cpSync(original, copy, { recursive: true });

      const { stdout } = await promisify(execFile)(process.execPath, ['scripts/migrate-storage.mjs', '--dir', copy], {
        env: { ...process.env, NODE_NO_WARNINGS: '1' },
      });
      expect(stdout).toContain('contacts: moved 25 records, 0 conversations, 0 messages; 25 in the store now');
      expect(stdout).toContain('chats: moved 0 records, 3 conversations, 12 messages; 3 in the store now');

      for (const [directory, migrated] of [
        [copy, true],
        [original, false],
      ] as const) {
        const check = new BlobsServer({ directory, token });
        const { port: p } = await check.start();
        setEnvironmentContext({
          siteID: '0',
          token,
          edgeURL: `http://localhost:${p}`,
          uncachedEdgeURL: `http://localhost:${p}`,
        });
        expect(await allRecords('contacts')).toEqual(migrated ? newestFirst(contacts) : []);
        expect((await legacyKeys()).length).toBe(migrated ? 0 : 25 + 25 + 2 + 24);
        await check.stop();
      }
    } finally {
      rmSync(original, { recursive: true, force: true });
      rmSync(copy, { recursive: true, force: true });
    }
  }, 60_000);
});
