/**
 * The chat conversation: nanostores atoms, kept in sessionStorage so the conversation survives reloads and page
 * changes within the visit. The conversation id is made in the browser; the server answers the first message
 * with the conversation's visitor key, sent with every later request (nobody else can read or write it).
 * The hand-off to a person (its state, the form, the polling for staff replies) is in chat-handoff.ts.
 */
import { atom, onMount } from 'nanostores';
import type { HandoffStatus } from '~/data/chat-handoff';
import type { Locale } from '~/i18n/locales';
import { ApiError, postJson } from './api';
import type { ContactFound } from './contact-in-text';
import { CHAT_STORAGE_KEY } from './chat-wake';

export { CHAT_STORAGE_KEY };

export type ChatMessage = {
  id: string;
  /** `note`: what the widget itself says about the hand-off (not part of the stored transcript). */
  type: 'user' | 'bot' | 'staff' | 'note';
  message: string;
  timestamp: string;
  /** A staff reply's author (first name). */
  author?: string;
  /** A note's subject, worded by the widget: the visitor asked for a person (`name` given), or staff closed it. */
  note?: 'requested' | 'closed';
  name?: string;
};
export type HandoffView = {
  status: HandoffStatus;
  /** The state's version the page last saw (the poll's ETag). */
  version: number;
  contactGiven: boolean;
  /** The newest staff reply this page has, where the poll resumes. */
  after?: string;
  /** The hand-off form is shown, prefilled with what the visitor typed. */
  form?: ContactFound | null;
};
export type ChatState = {
  conversationId: string;
  key?: string;
  messages: ChatMessage[];
  handoff: HandoffView;
  /** Staff replies that arrived while the panel was closed. */
  unread: number;
};

export const CHAT_ENDPOINT = '/api/chat/message';
export const CHAT_FAILURE = 'Sorry, I encountered an error. Please try again or contact our team directly.';
/** Same as limits.chat in schemas.ts (not imported: that would put zod in every page's chat bundle). */
export const CHAT_MAX_LENGTH = 2000;
/** Older messages beyond this are dropped from the browser copy (the server keeps the transcript). */
const MAX_KEPT = 100;

const EMPTY: ChatState = {
  conversationId: '',
  messages: [],
  handoff: { status: 'open', version: 0, contactGiven: false },
  unread: 0,
};

export const $chat = atom<ChatState>(EMPTY);
/** True from sending until the reply or the failure arrives. */
export const $pending = atom(false);
/** Whether the panel is open (staff replies then count as read). */
export const $chatOpen = atom(false);

export const randomId = (): string => {
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
      (m) =>
        ['user', 'bot', 'staff', 'note'].includes(m.type) && typeof m.message === 'string' && typeof m.id === 'string',
    )
  );
}

/** The saved conversation (older copies, without a hand-off, get the defaults). */
export function readSaved(storage: Pick<Storage, 'getItem'>): ChatState | null {
  try {
    const raw = storage.getItem(CHAT_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isState(parsed) ? { ...EMPTY, ...parsed, handoff: { ...EMPTY.handoff, ...parsed.handoff } } : null;
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

const starters: (() => void)[] = [];
/** Runs `start` whenever the conversation is restored in the browser (the hand-off's polling hooks in here). */
export const onRestore = (start: () => void) => starters.push(start);

// Restored when the widget first subscribes (in the browser only), then written on every change.
onMount($chat, () => {
  if (typeof sessionStorage === 'undefined') return;
  const saved = readSaved(sessionStorage);
  if (saved) $chat.set(saved);
  starters.forEach((start) => start());
  return $chat.listen(write);
});

export function update(change: (state: ChatState) => Partial<ChatState>): void {
  const state = $chat.get();
  $chat.set({ ...state, ...change(state) });
}

export function append(type: ChatMessage['type'], message: string, extra: Partial<ChatMessage> = {}): void {
  update(({ messages }) => ({
    messages: [...messages, { id: randomId(), type, message, timestamp: new Date().toISOString(), ...extra }].slice(
      -MAX_KEPT,
    ),
  }));
}

/** Whether a text may be sent now: non-blank after trimming, within the limit, and no reply pending. */
export const canSend = (text: string, pending = $pending.get()) => {
  const trimmed = text.trim();
  return !pending && trimmed.length > 0 && trimmed.length <= CHAT_MAX_LENGTH;
};

/** What the chat functions answer about the hand-off. */
export type HandoffAnswer = {
  status: HandoffStatus;
  version: number;
  contactGiven: boolean;
  offer?: boolean;
  found?: ContactFound;
};
type MessageAnswer = { response?: unknown; conversationId?: string; key?: string; handoff?: HandoffAnswer };

const handoffListeners: ((answer: HandoffAnswer) => void)[] = [];
/** Called with every hand-off state a chat answer carries (chat-handoff.ts starts polling on it). */
export const onHandoffAnswer = (listener: (answer: HandoffAnswer) => void) => handoffListeners.push(listener);

/** Forgets the conversation (its visitor key is not this browser's): the next message starts a new one. */
function startAfresh(): void {
  update(() => ({ conversationId: randomId(), key: undefined, handoff: EMPTY.handoff }));
}

/**
 * Sends one message: appends it, waits for the reply (or appends the failure message) and clears pending.
 * The page's `locale` goes with the message (English, the default, as none: a request without one is English);
 * `failure` is the failure message in the page's language. During a hand-off the message goes to the team and
 * no automatic reply comes back.
 */
export async function sendChatMessage(
  text: string,
  { locale, failure = CHAT_FAILURE }: { locale?: Locale; failure?: string } = {},
): Promise<boolean> {
  if (!canSend(text)) return false;
  const message = text.trim();
  if (!$chat.get().conversationId) update(() => ({ conversationId: randomId() }));
  const timestamp = new Date().toISOString();
  append('user', message);
  $pending.set(true);
  const post = () => {
    const { conversationId, key } = $chat.get();
    const body = {
      message,
      timestamp,
      conversationId,
      ...(key ? { key } : {}),
      ...(locale && locale !== 'en' ? { locale } : {}),
    };
    return postJson<MessageAnswer>(CHAT_ENDPOINT, body);
  };
  try {
    let data: MessageAnswer;
    try {
      data = await post();
    } catch (err) {
      // A conversation this browser has no key for (kept from before keys existed): carry on in a new one.
      if (!(err instanceof ApiError && err.status === 403)) throw err;
      startAfresh();
      data = await post();
    }
    if (typeof data?.key === 'string') update(() => ({ key: data.key }));
    const relayed = data?.handoff && (data.handoff.status === 'waiting' || data.handoff.status === 'answered');
    if (!relayed && (typeof data?.response !== 'string' || data.response.trim() === '')) throw new Error('Empty reply');
    if (typeof data.response === 'string' && data.response.trim()) append('bot', data.response);
    if (data.handoff) handoffListeners.forEach((listener) => listener(data.handoff!));
  } catch {
    append('bot', failure);
  } finally {
    $pending.set(false);
  }
  return true;
}
