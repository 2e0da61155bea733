/**
 * A conversation handed to a person. The assistant answers while it is `open`; a visitor who asks for a person
 * (and leaves a name and an e-mail) makes it `waiting`; a staff reply makes it `answered`; a visitor's message
 * after that makes it `waiting` again; staff `close` it, and the assistant answers again. `next` is the whole
 * state machine, a pure function; the rest stores what it decides.
 */
import { CHAT_HANDOFF } from '~/data/chat-handoff';
import { chatAwayMs } from '~/config';
import type { Locale } from '~/i18n/locales';
import {
  conversationExists,
  deleteMessage,
  isActive,
  queueMail,
  saveChatMessages,
  updateHandoff,
  type HandoffContact,
  type HandoffState,
} from '../storage';
import { HttpError } from '../http';
import { handoffConfigured, isVisitorKey } from './tokens';

export type HandoffEvent =
  | { type: 'request'; at: string; conversationKey: string; locale: Locale; page?: string; contact?: HandoffContact }
  | { type: 'visitor'; at: string }
  | { type: 'staff'; at: string; messageId: string }
  | { type: 'close'; at: string };

/** The state after `event`, or null when the event changes nothing (or is not allowed in this state). */
export function next(state: HandoffState | null, event: HandoffEvent): HandoffState | null {
  const at = event.at;
  switch (event.type) {
    case 'request': {
      const contact = event.contact ?? state?.contact;
      if (state && isActive(state)) {
        // Already with the team: only new contact details change anything.
        if (!event.contact || sameContact(event.contact, state.contact)) return null;
        return { ...state, contact, updatedAt: at };
      }
      return {
        ...(state ?? { conversationId: '', version: 0 }),
        conversationId: state?.conversationId ?? '',
        conversationKey: event.conversationKey,
        status: 'waiting',
        locale: event.locale,
        ...(event.page ? { page: event.page } : {}),
        ...(contact ? { contact } : {}),
        requestedAt: at,
        updatedAt: at,
      } as HandoffState;
    }
    case 'visitor': {
      if (!state || !isActive(state)) return null;
      const visitorMessages = (state.visitorMessages ?? 0) + 1;
      // A visitor answering a person puts the conversation back in the team's queue.
      return state.status === 'answered'
        ? { ...state, status: 'waiting', requestedAt: at, lastVisitorAt: at, visitorMessages, updatedAt: at }
        : { ...state, lastVisitorAt: at, visitorMessages, updatedAt: at };
    }
    case 'staff':
      return state && isActive(state)
        ? { ...state, status: 'answered', lastStaffAt: at, lastStaffId: event.messageId, updatedAt: at }
        : null;
    case 'close':
      return state && isActive(state) ? { ...state, status: 'closed', closedAt: at, updatedAt: at } : null;
  }
}

/** The same person's details (the record id and consent evidence aside). */
export const sameContact = (a: Partial<HandoffContact> | undefined, b: Partial<HandoffContact> | undefined) =>
  Boolean(a && b && a.name === b.name && a.email === b.email && (a.phone ?? '') === (b.phone ?? ''));

/** What the visitor's browser may know of the state: never the contact details or staff names. */
export function publicState(state: HandoffState | null) {
  return {
    status: state?.status ?? 'open',
    version: state?.version ?? 0,
    contactGiven: Boolean(state?.contact),
  };
}

/**
 * The one check before a visitor request touches a conversation: its visitor key, unless the conversation does
 * not exist yet (the request then starts it and receives the key). 403 otherwise, in the visitor's language.
 */
export async function visitorAccess(
  conversationId: string,
  key: string | undefined,
  refused: string,
): Promise<'known' | 'new'> {
  // Without a secret no key exists, and no hand-off either (its endpoints answer 503): the assistant still answers.
  if (!handoffConfigured()) return 'known';
  if (isVisitorKey(conversationId, key)) return 'known';
  if (await conversationExists(conversationId)) throw new HttpError(403, refused);
  return 'new';
}

/** Applies one event to a conversation's state (conditional writes; `conversationId` fills a new state). */
export async function apply(conversationId: string, event: HandoffEvent) {
  return updateHandoff(conversationId, (current) => {
    const result = next(current, event);
    return result ? { ...result, conversationId } : null;
  });
}

/**
 * Stores a staff reply and queues the check that e-mails it if the visitor does not fetch it in time. Answers the
 * stored message's id, or null when the conversation is not with the team (409 for the caller).
 */
export async function storeStaffReply(
  state: HandoffState,
  message: string,
  author: { id?: string; name: string },
  now = Date.now(),
): Promise<string | null> {
  const at = new Date(now).toISOString();
  if (!isActive(state)) return null;
  // The message before the state's new version: a poll that sees the version always finds the message.
  const { messages, conversationKey } = await saveChatMessages(
    state.conversationId,
    [{ role: 'staff', message, author: firstName(author.name), ...(author.id ? { staffId: author.id } : {}) }],
    now,
  );
  const id = messages[0].id;
  const { state: after, changed } = await apply(state.conversationId, { type: 'staff', at, messageId: id });
  if (!changed) {
    // Closed meanwhile: the reply is refused, not left half-delivered.
    await deleteMessage(conversationKey, id);
    return null;
  }
  if (after?.contact?.email) {
    await queueMail({
      conversationId: state.conversationId,
      dueAt: new Date(now + chatAwayMs(CHAT_HANDOFF.awayMs)).toISOString(),
      createdAt: at,
      attempts: 0,
    });
  }
  return id;
}

/** 503 when no secret is configured (a local run without ADMIN_TOKEN): nobody could be given a key. */
export function requireHandoff(): void {
  if (!handoffConfigured()) throw new HttpError(503, 'Talking to a person is not available right now.');
}

/** What a visitor sees of a staff member: the first name only. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;
