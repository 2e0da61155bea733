/** Chat conversations: an index entry per conversation in the hour it started, one blob per message. */
import type { Store } from '@netlify/blobs';
import {
  CONVERSATION_IDS,
  CONVERSATIONS,
  entryKey,
  idOf,
  isTimeKey,
  MESSAGES,
  messagePrefix,
  messagePrefixes,
  secondOf,
  newTimeKey,
  timeOf,
  type StoredRecord,
} from './keys';
import { pageOf, type Page } from './listing';
import { messageKeys, recordMentions } from './mentions';
import { guard, listKeys, readJson, store } from './store';

/** `staff`: a person of the team, named in `author`; `event`: a change the transcript records (asked for a person, closed). */
export type ChatRole = 'user' | 'bot' | 'staff' | 'event';
export type ChatEntry = {
  role: ChatRole;
  message: string;
  [field: string]: unknown;
};

/** The index entry of a conversation plus its message count, as GET /api/chats lists it. */
export type ConversationSummary = StoredRecord & {
  conversationId: string;
  firstMessage: string;
  messageCount: number;
};

/** The conversation's startKey, creating its index entry (with the first message) when it starts now. */
async function conversationStart(
  s: Store,
  conversationId: string,
  first: ChatEntry,
  now: number,
): Promise<{ startKey: string; created: boolean }> {
  const pointer = `${CONVERSATION_IDS}${conversationId}`;
  const existing = await s.get(pointer, { type: 'text' });
  if (existing) return { startKey: existing, created: false };
  const startKey = newTimeKey(now);
  // Index first, then claim the id: a conversation is never claimed without its index entry.
  const index = entryKey(CONVERSATIONS, startKey);
  await s.setJSON(index, {
    id: startKey,
    submittedAt: new Date(now).toISOString(),
    conversationId,
    firstMessage: first.message,
    // The language the visitor wrote in, so staff answer in it.
    ...(typeof first.locale === 'string' ? { locale: first.locale } : {}),
  });
  const { modified } = await s.set(pointer, startKey, { onlyIfNew: true });
  if (modified) return { startKey, created: true };
  // Another request started the same conversation a moment earlier: use its entry, drop ours.
  await s.delete(index);
  return { startKey: (await s.get(pointer, { type: 'text' })) ?? startKey, created: false };
}

/** Whether a conversation with this id has been stored. */
export const conversationExists = (conversationId: string): Promise<boolean> =>
  guard(async () => (await store('chats').get(`${CONVERSATION_IDS}${conversationId}`, { type: 'text' })) !== null);

/**
 * Stores the messages of one exchange in order (each gets a later time key than the one before). Answers the
 * stored messages, `conversationKey` (the conversation's id in GET /api/chats) and whether this call started it.
 */
export async function saveChatMessages(
  conversationId: string,
  entries: ChatEntry[],
  now = Date.now(),
): Promise<{ messages: StoredRecord[]; conversationKey: string; created: boolean }> {
  const messages = entries.map((entry, i) => {
    const id = newTimeKey(now + i);
    return {
      id,
      submittedAt: new Date(now + i).toISOString(),
      conversationId,
      ...entry,
    } as StoredRecord;
  });
  const { startKey, created } = await guard(async () => {
    const s = store('chats');
    const start = await conversationStart(s, conversationId, entries[0], now);
    await Promise.all(messages.map((r) => s.setJSON(messagePrefix(start.startKey) + r.id, r)));
    // Addresses a visitor typed, so a privacy request finds this conversation (mentions.ts).
    await recordMentions(
      s,
      start.startKey,
      entries.filter((e) => e.role === 'user').map((e) => e.message),
    );
    return start;
  });
  return { messages, conversationKey: startKey, created };
}

/** How many conversations a page's message counts may list for nothing before they go by a narrower period. */
const SPARE_CONVERSATIONS = 100;

/** Conversations, newest first, each with its first message and how many messages it has. */
export function listConversations(page: { limit: number; cursor?: string }, now = Date.now()): Promise<Page> {
  return guard(async () => {
    const s = store('chats');
    const { keys, sizeOf, ...result } = await pageOf(s, CONVERSATIONS, page, now);
    // Message counts from one listing per period the page's conversations started in: the widest of their hour
    // and minute that holds not many more conversations than the page shows there (a busy hour goes by minute, a
    // wave's minute by second); a conversation stored before seconds also has its own folder under its hour.
    const seconds = result.items.map((c) => secondOf(timeOf(c.id)));
    const shown = new Map<string, number>();
    for (const second of seconds)
      for (const period of [second.slice(0, 13), second.slice(0, 16)]) shown.set(period, (shown.get(period) ?? 0) + 1);
    const few = (period: string) => {
      const size = sizeOf(period);
      return size !== undefined && size <= (shown.get(period) ?? 0) + SPARE_CONVERSATIONS;
    };
    const found = new Set<string>();
    seconds.forEach((second, i) => {
      const period = [second.slice(0, 13), second.slice(0, 16)].find(few) ?? second;
      found.add(`${MESSAGES}/${period}/`);
      const id = result.items[i].id;
      if (period.length > 13 && keys[i] !== entryKey(CONVERSATIONS, id)) found.add(messagePrefixes(id)[1]);
    });
    const prefixes = [...found];
    const listings = await Promise.all(prefixes.map((prefix) => listKeys(s, prefix)));
    const perConversation = new Map<string, number>();
    for (const key of listings.flat()) {
      const parts = key.split('/');
      const id = parts[parts.length - 1];
      const startKey = parts[parts.length - 2];
      if (!isTimeKey(id)) continue;
      perConversation.set(startKey, (perConversation.get(startKey) ?? 0) + 1);
    }
    const items = result.items.map((c) => ({
      ...c,
      messageCount: perConversation.get(c.id) ?? 0,
    }));
    return { ...result, items };
  });
}

/**
 * One conversation's messages in the order they were sent, paged (the cursor is the last message's id); `last`:
 * the latest `limit` messages instead of the first (no next page).
 */
export function listConversation(
  conversationId: string,
  { limit, cursor, last = false }: { limit: number; cursor?: string; last?: boolean },
): Promise<Page> {
  return guard(async () => {
    const s = store('chats');
    const startKey = await s.get(`${CONVERSATION_IDS}${conversationId}`, {
      type: 'text',
    });
    if (!startKey || !isTimeKey(startKey)) return { items: [], total: 0 };
    const keys = await messageKeys(s, startKey);
    const after = cursor ? keys.filter((k) => idOf(k) > cursor) : keys;
    const pageKeys = last ? after.slice(-limit) : after.slice(0, limit);
    const items = (await Promise.all(pageKeys.map((k) => readJson<StoredRecord>(s, k)))).filter(
      (r): r is StoredRecord => r !== null,
    );
    return {
      items,
      total: keys.length,
      nextCursor: !last && after.length > limit ? idOf(pageKeys[pageKeys.length - 1]) : undefined,
    };
  });
}
