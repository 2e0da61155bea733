/**
 * Conversations that hold an e-mail address, so a person's data can be found and erased without reading every
 * transcript. In the chats store:
 *   mention/<h0h1>/<h2h3>/<emailHash>/<startKey>   empty pointer, written when a visitor's message contains the
 *                                                   address (the conversation's state details, when it has
 *                                                   any, are found from the conversation itself)
 * Each function here deals with one conversation or one address, so chat features can grow beside it.
 */
import type { Store } from '@netlify/blobs';
import { recountEntries } from './counts';
import { forgetHandoff } from './handoff';
import {
  CONVERSATION_IDS,
  CONVERSATIONS,
  emailHash,
  entryKeys,
  idOf,
  isTimeKey,
  messagePrefixes,
  type StoredRecord,
} from './keys';
import { guard, listKeys, readFirst, readJson, store } from './store';

const MENTIONS = 'mention/';
/** Anything shaped like an address inside free text (looser than the form check: people type what they type). */
const ADDRESS_IN_TEXT = /[\p{L}\p{N}._%+'-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;

const mentionPrefix = (hash: string) => `${MENTIONS}${hash.slice(0, 2)}/${hash.slice(2, 4)}/${hash}/`;

/** The addresses a text contains, lower-cased, each once. */
export const addressesIn = (text: string): string[] => [
  ...new Set([...text.matchAll(ADDRESS_IN_TEXT)].map((m) => m[0].toLowerCase())),
];

/** Notes the addresses a visitor typed in a conversation (called as its messages are stored). */
export async function recordMentions(s: Store, startKey: string, texts: string[]): Promise<void> {
  const addresses = addressesIn(texts.join('\n'));
  await Promise.all(addresses.map((a) => s.set(mentionPrefix(emailHash(a)) + startKey, '')));
}

/** The conversations (their start keys) in which an address was typed. */
export function conversationsMentioning(email: string): Promise<string[]> {
  return guard(async () => {
    const prefix = mentionPrefix(emailHash(email));
    return (await listKeys(store('chats'), prefix)).map((k) => k.slice(prefix.length)).filter(isTimeKey);
  });
}

export type ConversationExport = { conversation: StoredRecord | null; messages: StoredRecord[] };

/**
 * The keys of one conversation's messages in the order they were sent: under its minute, and under its hour for
 * messages stored before minutes.
 */
export async function messageKeys(s: Store, startKey: string): Promise<string[]> {
  const found = await Promise.all(
    messagePrefixes(startKey).map(async (prefix) =>
      (await listKeys(s, prefix)).filter((k) => isTimeKey(k.slice(prefix.length))),
    ),
  );
  return found.flat().sort((x, y) => (idOf(x) < idOf(y) ? -1 : 1));
}

/** One conversation as a person's data export holds it: its index entry and every message, in order. */
export function readConversation(startKey: string): Promise<ConversationExport> {
  return guard(async () => {
    const s = store('chats');
    const keys = await messageKeys(s, startKey);
    const [conversation, messages] = await Promise.all([
      readFirst<StoredRecord>(s, entryKeys(CONVERSATIONS, startKey)),
      Promise.all(keys.map((k) => readJson<StoredRecord>(s, k))),
    ]);
    return { conversation, messages: messages.filter((m): m is StoredRecord => m !== null) };
  });
}

/** Deletes the mention pointers of the addresses typed in one conversation (before its messages go). */
export async function forgetMentions(s: Store, startKey: string): Promise<void> {
  const keys = await messageKeys(s, startKey);
  const texts = await Promise.all(keys.map(async (k) => String((await readJson<StoredRecord>(s, k))?.message ?? '')));
  await Promise.all(addressesIn(texts.join('\n')).map((a) => s.delete(mentionPrefix(emailHash(a)) + startKey)));
}

/**
 * Erases one conversation: its messages, its index entry, its id pointer, its hand-off (the visitor's details)
 * and the mention pointers of every address typed in it; the cached count that held it is redone. Answers
 * whether it existed.
 */
export function eraseConversation(startKey: string): Promise<boolean> {
  return guard(async () => {
    const s = store('chats');
    const keys = await messageKeys(s, startKey);
    const [conversation, messages] = await Promise.all([
      readFirst<StoredRecord>(s, entryKeys(CONVERSATIONS, startKey)),
      Promise.all(keys.map((k) => readJson<StoredRecord>(s, k))),
    ]);
    const typed = addressesIn(messages.map((m) => String(m?.message ?? '')).join('\n'));
    await Promise.all(keys.map((k) => s.delete(k)));
    await Promise.all([
      ...entryKeys(CONVERSATIONS, startKey).map((k) => s.delete(k)),
      ...(typeof conversation?.conversationId === 'string'
        ? [s.delete(`${CONVERSATION_IDS}${conversation.conversationId}`), forgetHandoff(s, conversation.conversationId)]
        : []),
      ...typed.map((a) => s.delete(mentionPrefix(emailHash(a)) + startKey)),
    ]);
    if (conversation) await recountEntries(s, CONVERSATIONS, [startKey]);
    return conversation !== null || keys.length > 0;
  });
}
