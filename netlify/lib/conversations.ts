/**
 * What a follow-up in the same conversation ("and in Canada?") builds on: the topic of the previous answered
 * question, kept in the memory of the warm function instance, keyed by conversation id, capped and expiring.
 * Memory first because it costs nothing per message; a conversation that lands on a fresh instance reads its
 * previous question back from the stored transcript instead, and only when the message looks like a follow-up,
 * so ordinary messages never pay for a Blobs read.
 */
import { listConversation, StorageUnavailableError } from './storage';

/** Conversations remembered per instance (the oldest is forgotten first) and for how long. */
export const TOPIC_CAP = 2000;
export const TOPIC_TTL_MS = 30 * 60_000;

const topics = new Map<string, { topic: string; at: number; said?: string }>();

/** `said`: the reply given, so a further follow-up is not given the same part of an answer again. */
export function rememberTopic(conversationId: string, topic: string, now = Date.now(), said?: string): void {
  topics.delete(conversationId); // re-inserted last: Map order is the eviction order
  topics.set(conversationId, { topic, at: now, said });
  while (topics.size > TOPIC_CAP) topics.delete(topics.keys().next().value!);
}

export function recallTopic(conversationId: string, now = Date.now()): string | undefined {
  const entry = topics.get(conversationId);
  if (!entry) return undefined;
  if (now - entry.at > TOPIC_TTL_MS) {
    topics.delete(conversationId);
    return undefined;
  }
  return entry.topic;
}

/** Forgets every conversation (tests, and a fresh instance). */
export function forgetTopics(): void {
  topics.clear();
}

/**
 * The previous topic and the reply it got (`said`): from memory, else the conversation's last stored visitor message
 * and the reply after it (within the TTL).
 */
export async function previousTurn(
  conversationId: string,
  now = Date.now(),
): Promise<{ topic: string; said?: string } | undefined> {
  const remembered = recallTopic(conversationId, now);
  if (remembered) return { topic: remembered, said: topics.get(conversationId)?.said };
  try {
    // The last exchange: the visitor's message and the reply after it.
    const { items } = await listConversation(conversationId, { limit: 2, last: true });
    const at = items.findLastIndex((r) => r.role === 'user' && typeof r.message === 'string');
    const last = items[at];
    if (!last || now - Date.parse(last.submittedAt) > TOPIC_TTL_MS) return undefined;
    const bot = items.slice(at + 1).find((r) => r.role === 'bot' && typeof r.message === 'string');
    return { topic: last.message as string, said: bot?.message as string | undefined };
  } catch (err) {
    // Without the transcript the follow-up is answered on its own.
    if (err instanceof StorageUnavailableError) return undefined;
    throw err;
  }
}
