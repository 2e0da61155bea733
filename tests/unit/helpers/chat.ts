import chatMessage, { chatLimit } from '../../../netlify/functions/chat-message';
import chats from '../../../netlify/functions/chats';
import { listConversations } from '../../../netlify/lib/storage';
import { admin, request } from './blobs';

// The chat function as the widget calls it, for the chat's unit tests.
export const CHAT_PER_MINUTE = chatLimit.perMinute;

/** The visitor key each conversation's first answer gave, sent with its later messages as the widget does. */
const keys = new Map<string, string>();
export async function post(body: unknown, init: { ip?: string } = {}) {
  const id = (body as { conversationId?: unknown } | null)?.conversationId;
  const key = typeof id === 'string' ? keys.get(id) : undefined;
  const sent = key && body && typeof body === 'object' ? { ...body, key } : body;
  const res = await chatMessage(request('/api/chat/message', { body: sent, ...init }));
  if (res.ok && typeof id === 'string') {
    const answer = await res.clone().json();
    if (typeof answer.key === 'string') keys.set(id, answer.key);
  }
  return res;
}
export const list = (query = '', headers: Record<string, string> = admin) =>
  chats(request(`/api/chats${query}`, { method: 'GET', headers }));
/** Messages stored in every conversation. */
export const messageTotal = async () =>
  (await listConversations({ limit: 500 })).items.reduce((n, c) => n + Number(c.messageCount), 0);
