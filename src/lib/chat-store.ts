/**
 * The chat conversation: nanostores atoms, kept in sessionStorage so
 * the conversation survives page changes within the visit. The conversation id is made in the browser and
 * sent with every message, so staff can read the exchange back as one transcript.
 */
import { atom, onMount } from 'nanostores';
import type { Locale } from '~/i18n/locales';
import { postJson } from './api';

export type ChatMessage = { id: string; type: 'user' | 'bot'; message: string; timestamp: string };
export type ChatState = { conversationId: string; messages: ChatMessage[] };

export const CHAT_STORAGE_KEY = 'boundless-ai-chat';
export const CHAT_ENDPOINT = '/api/chat/message';
export const CHAT_FAILURE = 'Sorry, I encountered an error. Please try again or contact our team directly.';
/** Same as limits.chat in schemas.ts (not imported: that would put zod in every page's chat bundle). */
export const CHAT_MAX_LENGTH = 2000;
/** Older messages beyond this are dropped from the browser copy (the server keeps the transcript). */
const MAX_KEPT = 100;

export const $chat = atom<ChatState>({ conversationId: '', messages: [] });
/** True from sending until the reply or the failure arrives. */
export const $pending = atom(false);

const randomId = (): string => {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};

function isState(value: unknown): value is ChatState {
  const v = value as ChatState;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.conversationId === 'string' &&
    Array.isArray(v.messages) &&
    v.messages.every(
      (m) => (m.type === 'user' || m.type === 'bot') && typeof m.message === 'string' && typeof m.id === 'string',
    )
  );
}

function read(): ChatState | null {
  try {
    const raw = sessionStorage.getItem(CHAT_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isState(parsed) ? parsed : null;
  } catch {
    return null; // storage disabled or corrupt: start afresh
  }
}

function write(state: ChatState): void {
  try {
    sessionStorage.setItem(CHAT_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // storage full or disabled: the conversation still works on this page
  }
}

// Restored when the widget first subscribes (in the browser only), then written on every change.
onMount($chat, () => {
  if (typeof sessionStorage === 'undefined') return;
  const saved = read();
  if (saved) $chat.set(saved);
  return $chat.listen(write);
});

function append(type: ChatMessage['type'], message: string): void {
  const { conversationId, messages } = $chat.get();
  const next = [...messages, { id: randomId(), type, message, timestamp: new Date().toISOString() }];
  $chat.set({ conversationId, messages: next.slice(-MAX_KEPT) });
}

/** Whether a text may be sent now: non-blank after trimming, within the limit, and no reply pending. */
export const canSend = (text: string, pending = $pending.get()) => {
  const trimmed = text.trim();
  return !pending && trimmed.length > 0 && trimmed.length <= CHAT_MAX_LENGTH;
};

/**
 * Sends one message: appends it, waits for the reply (or appends the failure message) and clears pending.
 * The page's `locale` goes with the message (English, the default, as none: a request without one is English);
 * `failure` is the failure message in the page's language.
 */
export async function sendChatMessage(
  text: string,
  { locale, failure = CHAT_FAILURE }: { locale?: Locale; failure?: string } = {},
): Promise<boolean> {
  if (!canSend(text)) return false;
  const message = text.trim();
  const state = $chat.get();
  const conversationId = state.conversationId || randomId();
  if (!state.conversationId) $chat.set({ ...state, conversationId });
  const timestamp = new Date().toISOString();
  append('user', message);
  $pending.set(true);
  try {
    const body = { message, timestamp, conversationId, ...(locale && locale !== 'en' ? { locale } : {}) };
    const data = await postJson<{ response?: unknown }>(CHAT_ENDPOINT, body);
    if (typeof data?.response !== 'string' || data.response.trim() === '') throw new Error('Empty reply');
    append('bot', data.response);
  } catch {
    append('bot', failure);
  } finally {
    $pending.set(false);
  }
  return true;
}
