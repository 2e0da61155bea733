/**
 * A conversation handed to a person, in the chats store beside its messages:
 *   handoff/state/<conversationId>    where it stands and who the visitor is (changed only by conditional writes)
 *   handoff/active/<conversationId>   present while a person is asked for or has answered: the staff inbox lists
 *                                     this prefix only, so its size is the team's open work, not the store's
 *   handoff/seen/<conversationId>     the newest staff message the visitor's page has fetched (written by the visitor)
 *   handoff/mail/<conversationId>     a staff reply waiting to be e-mailed if the visitor has left (an outbox entry)
 *   handoff/mailed/<conversationId>   the newest staff message already e-mailed
 */
import type { HandoffStatus } from '~/data/chat-handoff';
import type { Locale } from '~/i18n/locales';
import type { Store } from '@netlify/blobs';
import { CONVERSATION_IDS, messagePrefix } from './keys';
import { guard, listKeys, readJson, readVersioned, store, type Versioned } from './store';

/** The visitor's details from the hand-off form, with the consent evidence and attribution of its lead record. */
export type HandoffContact = {
  name: string;
  email: string;
  phone?: string;
  recordId: string;
  consentEvidence?: unknown;
  attribution?: unknown;
};

export type HandoffState = {
  conversationId: string;
  /** The conversation's id in GET /api/chats and in staff alert links. */
  conversationKey: string;
  status: HandoffStatus;
  locale: Locale;
  /** The page the visitor asked from. */
  page?: string;
  /** When the visitor last asked for a person (waiting since). */
  requestedAt?: string;
  contact?: HandoffContact;
  lastVisitorAt?: string;
  lastStaffAt?: string;
  /** The newest staff reply's message id: a poll already past it lists nothing. */
  lastStaffId?: string;
  /** Visitor messages sent to the team, capped (MAX_HANDOFF_MESSAGES). */
  visitorMessages?: number;
  closedAt?: string;
  updatedAt: string;
  /** Counts every change: the visitor's poll sends it back, and an unchanged one costs a single read. */
  version: number;
};

export type MailEntry = {
  conversationId: string;
  /** Not before this time: the visitor has had `awayMs` to fetch the reply on an open page. */
  dueAt: string;
  createdAt: string;
  attempts: number;
  lastError?: string;
  lease?: { owner: string; until: string };
};

const STATE = 'handoff/state/';
const ACTIVE = 'handoff/active/';
const SEEN = 'handoff/seen/';
const MAIL = 'handoff/mail/';
const MAILED = 'handoff/mailed/';

const chats = () => store('chats');

export const isActive = (state: Pick<HandoffState, 'status'>) =>
  state.status === 'waiting' || state.status === 'answered';

export function readHandoff(conversationId: string): Promise<Versioned<HandoffState> | null> {
  return guard(() => readVersioned<HandoffState>(chats(), STATE + conversationId));
}

/** Just the state, for the visitor's poll (one read, no listing). */
export function peekHandoff(conversationId: string): Promise<HandoffState | null> {
  return guard(() => readJson<HandoffState>(chats(), STATE + conversationId));
}

/** How many times a change is tried again when another request changed the state in between. */
const CAS_ATTEMPTS = 8;

/**
 * Applies `change` to the current state (null when there is none yet) with a conditional write, again on a fresh
 * read when another request got there first. `change` answers the next state, or null to leave it as it is.
 * Keeps the active marker in step. Answers the state as stored (or as it was when `change` declined).
 */
export async function updateHandoff(
  conversationId: string,
  change: (current: HandoffState | null) => HandoffState | null,
): Promise<{ state: HandoffState | null; changed: boolean; before: HandoffState | null }> {
  return guard(async () => {
    const s = chats();
    for (let attempt = 0; attempt < CAS_ATTEMPTS; attempt += 1) {
      const current = await readVersioned<HandoffState>(s, STATE + conversationId);
      const before = current?.value ?? null;
      const next = change(before);
      if (!next) return { state: before, changed: false, before };
      const stored = { ...next, version: (before?.version ?? 0) + 1 };
      // The marker goes first and away last: a stray marker is skipped by the inbox, a missing one would hide work.
      if (isActive(stored) && !(before && isActive(before))) await s.set(ACTIVE + conversationId, stored.updatedAt);
      const { modified } = await s.setJSON(
        STATE + conversationId,
        stored,
        current ? { onlyIfMatch: current.etag } : { onlyIfNew: true },
      );
      if (!modified) continue;
      if (!isActive(stored) && before && isActive(before)) {
        await s.delete(ACTIVE + conversationId);
        // A request for a person that landed in between must not lose its place in the inbox.
        const now = await readJson<HandoffState>(s, STATE + conversationId);
        if (now && isActive(now)) await s.set(ACTIVE + conversationId, now.updatedAt);
      }
      return { state: stored, changed: true, before };
    }
    throw new Error(`hand-off state of ${conversationId} kept changing`);
  });
}

/** Every conversation where a person is asked for or has answered, with its state (the team's open work). */
export function listActiveHandoffs(): Promise<HandoffState[]> {
  return guard(async () => {
    const s = chats();
    const ids = (await listKeys(s, ACTIVE)).map((k) => k.slice(ACTIVE.length));
    const states = await Promise.all(ids.map((id) => readJson<HandoffState>(s, STATE + id)));
    return states.filter((st): st is HandoffState => st !== null && isActive(st));
  });
}

/** States of the given conversations (for a page of the inbox), keyed by conversation id. */
export function readHandoffs(conversationIds: string[]): Promise<Map<string, HandoffState>> {
  return guard(async () => {
    const s = chats();
    const states = await Promise.all(conversationIds.map((id) => readJson<HandoffState>(s, STATE + id)));
    return new Map(states.filter((st): st is HandoffState => st !== null).map((st) => [st.conversationId, st]));
  });
}

/** The newest staff message id the visitor's page has fetched ('' when none). */
export const readSeen = (conversationId: string) =>
  guard(async () => (await chats().get(SEEN + conversationId, { type: 'text' })) ?? '');
export const writeSeen = (conversationId: string, messageId: string) =>
  guard(() => chats().set(SEEN + conversationId, messageId));
export const readMailed = (conversationId: string) =>
  guard(async () => (await chats().get(MAILED + conversationId, { type: 'text' })) ?? '');
export const writeMailed = (conversationId: string, messageId: string) =>
  guard(() => chats().set(MAILED + conversationId, messageId));

/** Queues the e-mail check of a conversation unless one is already queued (that one will carry this reply too). */
export function queueMail(entry: MailEntry): Promise<boolean> {
  return guard(async () => (await chats().setJSON(MAIL + entry.conversationId, entry, { onlyIfNew: true })).modified);
}

export const readMail = (conversationId: string) =>
  guard(() => readVersioned<MailEntry>(chats(), MAIL + conversationId));

/** Replaces an entry only if nobody changed it since `etag`; the new etag, or null when beaten. */
export async function replaceMail(entry: MailEntry, etag: string): Promise<string | null> {
  const result = await guard(() => chats().setJSON(MAIL + entry.conversationId, entry, { onlyIfMatch: etag }));
  return result.modified ? (result.etag ?? null) : null;
}

export const dropMail = (conversationId: string) => guard(() => chats().delete(MAIL + conversationId));

/** Removes one stored message (a staff reply refused after it was written: the conversation closed meanwhile). */
export const deleteMessage = (conversationKey: string, messageId: string) =>
  guard(() => chats().delete(messagePrefix(conversationKey) + messageId));

/** Conversations with an e-mail check queued (a short list: replies of the last minutes not yet fetched). */
export const listQueuedMail = () => guard(async () => (await listKeys(chats(), MAIL)).map((k) => k.slice(MAIL.length)));

/** Removes a conversation's hand-off blobs (its erase or its retention end takes the rest). */
export async function forgetHandoff(s: Store, conversationId: string): Promise<void> {
  await Promise.all([STATE, ACTIVE, SEEN, MAIL, MAILED].map((prefix) => s.delete(prefix + conversationId)));
}

/** The startKey of a conversation (its id in GET /api/chats), or null when there is none. */
export const conversationKeyOf = (conversationId: string) =>
  guard(() => chats().get(CONVERSATION_IDS + conversationId, { type: 'text' }));
