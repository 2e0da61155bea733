/**
 * The chat's hand-off to a person, in the browser: the form's request, the polling for staff replies while a
 * person is asked for or has answered, and the link e-mailed with a reply that reopens the conversation.
 *
 * Transport: polling with conditional requests. Every `pollMs` (a visible tab; `hiddenPollMs` hidden) the page
 * asks GET /api/chat/updates with the last version it saw in If-None-Match; an unchanged conversation answers 304
 * after one storage read. A short request fits Netlify Functions (no held connections, no streaming limits) and
 * the CDN; at 2.5 s a reply shows within about 3 s. Nothing polls unless a hand-off is in progress.
 */
import { CHAT_HANDOFF, type HandoffStatus } from '~/data/chat-handoff';
import type { Locale } from '~/i18n/locales';
import { ApiError, postJson, postJsonWith } from './api';
import {
  $chat,
  $chatOpen,
  append,
  onHandoffAnswer,
  onRestore,
  randomId,
  update,
  type ChatMessage,
  type HandoffAnswer,
} from './chat-store';
import type { ContactFound } from './contact-in-text';
import { REOPEN_HASH } from './chat-wake';

export { REOPEN_HASH };

export const UPDATES_ENDPOINT = '/api/chat/updates';
export const HANDOFF_ENDPOINT = '/api/chat/handoff';
export const REOPEN_ENDPOINT = '/api/chat/reopen';

export const isWithTeam = (status: HandoffStatus) => status === 'waiting' || status === 'answered';

type StaffMessage = { id: string; role: 'staff' | 'user' | 'bot'; message: string; author?: string; at?: string };
type Updates = { handoff: HandoffAnswer; messages: StaffMessage[] };

let timer: ReturnType<typeof setTimeout> | undefined;
let polling = false;
let pageLocale: Locale = 'en';

/** Adds the server's messages this page does not have yet; answers how many were staff replies. */
function merge(messages: StaffMessage[]): number {
  const { messages: have } = $chat.get();
  const known = new Set(have.map((m) => m.id));
  const added: ChatMessage[] = messages
    .filter((m) => !known.has(m.id))
    .map((m) => ({
      id: m.id,
      type: m.role,
      message: m.message,
      timestamp: m.at ?? new Date().toISOString(),
      ...(m.author ? { author: m.author } : {}),
    }));
  if (added.length) update(({ messages }) => ({ messages: [...messages, ...added] }));
  return added.filter((m) => m.type === 'staff').length;
}

/**
 * Takes a hand-off state from the server; a change into or out of the team's hands starts or ends polling. Only
 * what the poll fetched moves the version on (`fetched`): a message's answer may carry a newer version than the
 * replies this page has, and taking it would make the next poll's 304 skip them.
 */
export function applyHandoff(answer: HandoffAnswer, fetched?: { after?: string }): void {
  const before = $chat.get().handoff;
  update(({ handoff }) => ({
    handoff: {
      ...handoff,
      status: answer.status,
      contactGiven: answer.contactGiven,
      ...(fetched ? { version: answer.version } : {}),
      ...(fetched?.after ? { after: fetched.after } : {}),
    },
  }));
  if (isWithTeam(before.status) && answer.status === 'closed') append('note', '', { note: 'closed' });
  if (isWithTeam(answer.status)) startPolling();
}

async function poll(): Promise<void> {
  timer = undefined;
  const { conversationId, key, handoff } = $chat.get();
  if (!key || !isWithTeam(handoff.status)) {
    polling = false;
    return;
  }
  try {
    const query = new URLSearchParams({ conversationId, ...(handoff.after ? { after: handoff.after } : {}) });
    if (pageLocale !== 'en') query.set('locale', pageLocale);
    const response = await fetch(`${UPDATES_ENDPOINT}?${query}`, {
      headers: { Accept: 'application/json', 'X-Chat-Key': key, 'If-None-Match': `"v${handoff.version}"` },
      cache: 'no-store',
    });
    if (response.status === 200) {
      const data = (await response.json()) as Updates;
      const fresh = merge(data.messages);
      if (fresh && !$chatOpen.get()) update(({ unread }) => ({ unread: unread + fresh }));
      applyHandoff(data.handoff, { after: data.messages.at(-1)?.id });
    } else if (response.status === 403) {
      polling = false;
      return;
    }
  } catch {
    // Offline for a moment: the next poll catches up.
  }
  if (!isWithTeam($chat.get().handoff.status)) {
    polling = false;
    return;
  }
  const hidden = typeof document !== 'undefined' && document.visibilityState === 'hidden';
  timer = setTimeout(poll, hidden ? CHAT_HANDOFF.hiddenPollMs : CHAT_HANDOFF.pollMs);
}

/** Starts polling (once) while the conversation is with the team. */
export function startPolling(): void {
  if (polling) return;
  polling = true;
  timer = setTimeout(poll, 0);
}

// A tab coming back into view asks at once instead of waiting out its slow hidden-tab timer.
if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && polling && timer) {
      clearTimeout(timer);
      timer = setTimeout(poll, 0);
    }
  });
}

/** The page's language, sent with the poll so its errors speak it. */
export const setPageLocale = (locale: Locale) => {
  pageLocale = locale;
};

/** Shows the hand-off form, prefilled with what the visitor typed. */
export const showForm = (found: ContactFound = {}) =>
  update(({ handoff }) => ({ handoff: { ...handoff, form: found } }));
export const hideForm = () => update(({ handoff }) => ({ handoff: { ...handoff, form: null } }));

// A chat answer that offers a person opens the form, unless the team already has this visitor's details.
onHandoffAnswer((answer) => {
  applyHandoff(answer);
  if (answer.offer && !isWithTeam(answer.status)) showForm(answer.found ?? {});
});
onRestore(() => {
  if (isWithTeam($chat.get().handoff.status)) startPolling();
});

export type Contact = { name: string; email: string; phone?: string };
export type RequestResult = { ok: true } | { ok: false; error: string; fields?: Record<string, string> };

/**
 * Asks for a person: with the form's details, or none when this conversation already gave them. On success the
 * conversation is with the team, a note says what happens next, and polling starts.
 */
export async function requestPerson(
  contact: Contact | null,
  { locale, attribution, page }: { locale: Locale; attribution?: unknown; page?: string },
): Promise<RequestResult> {
  if (!$chat.get().conversationId) update(() => ({ conversationId: randomId() }));
  const { conversationId, key } = $chat.get();
  const body = {
    conversationId,
    ...(key ? { key } : {}),
    ...(contact
      ? { name: contact.name, email: contact.email, ...(contact.phone ? { phone: contact.phone } : {}) }
      : {}),
    ...(locale !== 'en' ? { locale } : {}),
    ...(attribution ? { attribution } : {}),
    ...(page ? { page } : {}),
  };
  try {
    // One key per request: a retry after a lost answer is stored once.
    const data = await postJsonWith<{ key?: string; handoff: HandoffAnswer }>(HANDOFF_ENDPOINT, body, {
      'Idempotency-Key': randomId(),
    });
    if (data.key) update(() => ({ key: data.key }));
    update(({ handoff }) => ({ handoff: { ...handoff, form: null } }));
    append('note', '', { note: 'requested', ...(contact ? { name: contact.name } : {}) });
    applyHandoff(data.handoff);
    return { ok: true };
  } catch (err) {
    if (err instanceof ApiError && err.body?.error)
      return { ok: false, error: err.body.error, fields: err.body.fields };
    return { ok: false, error: '' };
  }
}

/**
 * Opens the conversation an e-mailed link names; answers the error to show when the link does not work. The
 * widget asks first when this tab holds another conversation (`hasOtherConversation`).
 */
/** Whether this tab holds a conversation of its own that a reopen link would replace. */
export const hasOwnConversation = () => $chat.get().messages.some((m) => m.type === 'user');

export async function reopenFromLink(token: string, locale: Locale): Promise<string | null> {
  try {
    const data = await postJson<{
      conversationId: string;
      key: string;
      handoff: HandoffAnswer;
      messages: StaffMessage[];
    }>(REOPEN_ENDPOINT, { token, ...(locale !== 'en' ? { locale } : {}) });
    const staff = data.messages.filter((m) => m.role === 'staff');
    const current = $chat.get();
    // The same conversation again (a second click on the link): only what is new is added.
    if (current.conversationId !== data.conversationId)
      update(() => ({ conversationId: data.conversationId, key: data.key, messages: [], unread: 0 }));
    merge(data.messages);
    applyHandoff(data.handoff, { after: staff.at(-1)?.id });
    return null;
  } catch (err) {
    return err instanceof ApiError && err.body?.error ? err.body.error : '';
  }
}
