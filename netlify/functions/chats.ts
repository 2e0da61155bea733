import type { Config } from '@netlify/functions';
import { adminLimit, authorizeStaff } from '../lib/admin';
import { handler, HttpError, pageParams, pageResponse } from '../lib/http';
import {
  getRecord,
  listActiveHandoffs,
  listConversation,
  listConversations,
  readHandoffs,
  type HandoffState,
  type StoredRecord,
} from '../lib/storage';

const CONVERSATION_ID = /^[A-Za-z0-9-]{8,64}$/;

/** A conversation's hand-off, as the inbox shows it (the contact is staff-only data). */
const handoffFields = (state: HandoffState | undefined) =>
  state
    ? {
        status: state.status,
        ...(state.requestedAt ? { requestedAt: state.requestedAt } : {}),
        ...(state.page ? { page: state.page } : {}),
        ...(state.contact
          ? {
              contactName: state.contact.name,
              contactEmail: state.contact.email,
              ...(state.contact.phone ? { contactPhone: state.contact.phone } : {}),
              consentEvidence: state.contact.consentEvidence,
              ...(state.contact.attribution ? { attribution: state.contact.attribution } : {}),
            }
          : {}),
        handoffLocale: state.locale,
      }
    : { status: 'open' };

/** Waiting first, the longest wait first; then those a person has answered. */
const byUrgency = (a: HandoffState, b: HandoffState) =>
  a.status === b.status ? (a.requestedAt ?? '').localeCompare(b.requestedAt ?? '') : a.status === 'waiting' ? -1 : 1;

/**
 * GET /api/chats (staff): conversations newest first, `{ id, submittedAt, conversationId, firstMessage,
 * messageCount, status, … }`, X-Total-Count counting conversations. The first page starts with every conversation
 * whose visitor asked for a person (waiting first, longest wait first, then answered) with their contact, page and
 * language. `?conversationId=` reads one conversation's messages `{ id, submittedAt, conversationId, role: 'user'
 * | 'bot' | 'staff' | 'event', message, author? }` in the order they were sent. Both page like the other admin
 * lists: ?limit/?cursor and Link rel="next".
 */
export default handler(['GET'], async (req, context) => {
  const staff = await authorizeStaff(req, context, 'read');
  const { limit, cursor } = pageParams(req);
  const conversationId = new URL(req.url).searchParams.get('conversationId');
  if (conversationId !== null && !CONVERSATION_ID.test(conversationId))
    throw new HttpError(400, 'Invalid conversationId');
  if (conversationId) {
    const page = await listConversation(conversationId, { limit, cursor });
    // Opening is audited once; the pages after it (a long transcript, an open one refreshing) are part of it.
    if (!cursor) await staff.audit('open', `chats/${conversationId}`, { rows: page.items.length, limit });
    return pageResponse(req, page, limit);
  }
  const [page, active] = await Promise.all([
    listConversations({ limit, cursor }),
    cursor ? Promise.resolve([]) : listActiveHandoffs(),
  ]);
  const activeIds = new Set(active.map((s) => s.conversationId));
  const rest = page.items.filter((c) => !activeIds.has(String(c.conversationId)));
  // At most a page of them, the most urgent first: a flood of requests cannot make the inbox unreadable.
  const shown = active.sort(byUrgency).slice(0, limit);
  const [states, activeEntries] = await Promise.all([
    readHandoffs(rest.map((c) => String(c.conversationId))),
    Promise.all(shown.map((s) => getRecord('chats', s.conversationKey))),
  ]);
  const first = shown
    .map((s, i) => ({ entry: activeEntries[i], state: s }))
    .filter((x): x is { entry: StoredRecord; state: HandoffState } => x.entry !== null)
    .map(({ entry, state }) => ({ ...entry, messageCount: undefined, ...handoffFields(state) }));
  const items = [...first, ...rest.map((c) => ({ ...c, ...handoffFields(states.get(String(c.conversationId))) }))];
  await staff.audit('list', 'chats', { rows: items.length, limit, ...(cursor ? { cursor } : {}) });
  return pageResponse(req, { ...page, items }, limit);
});

export const config: Config = {
  path: '/api/chats',
  method: 'GET',
  rateLimit: adminLimit.config,
};
