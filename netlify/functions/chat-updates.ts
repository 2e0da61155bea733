import type { Config } from '@netlify/functions';
import { CHAT_HANDOFF } from '~/data/chat-handoff';
import { chatUpdatesQuerySchema } from '~/lib/schemas';
import { publicState, requireHandoff } from '../lib/handoff/flow';
import { isVisitorKey } from '../lib/handoff/tokens';
import { handler, HttpError, json, perMinute, textsOf, validate } from '../lib/http';
import { listConversation, peekHandoff, writeSeen } from '../lib/storage';

export const updatesLimit = perMinute(CHAT_HANDOFF.pollsPerMinute, 'chat-updates');

/** The header that carries the visitor key (never in the URL, which logs and histories keep). */
export const KEY_HEADER = 'x-chat-key';

/**
 * GET /api/chat/updates?conversationId=&after=<message id> with the visitor key in X-Chat-Key: a page with a
 * hand-off in progress asks this every few seconds. ETag is the state's version: with If-None-Match unchanged it
 * answers 304 after a single read. Otherwise the state and the staff replies after `after`; the newest one fetched
 * is recorded as seen, so it is not e-mailed.
 */
export default handler(['GET'], async (req, context) => {
  updatesLimit.check(req, context);
  requireHandoff();
  const params = Object.fromEntries(new URL(req.url).searchParams);
  const { conversationId, after, locale } = validate(chatUpdatesQuerySchema, params);
  if (!isVisitorKey(conversationId, req.headers.get(KEY_HEADER)))
    throw new HttpError(403, textsOf({ locale }).chatNotYours);
  const state = await peekHandoff(conversationId);
  const etag = `"v${state?.version ?? 0}"`;
  if (req.headers.get('if-none-match') === etag)
    return new Response(null, { status: 304, headers: { ETag: etag, 'Cache-Control': 'no-store' } });
  // Nothing to list when there is no staff reply, or the page already has the newest one.
  const upToDate = !state?.lastStaffId || after === state.lastStaffId;
  const { items } = upToDate
    ? { items: [] }
    : await listConversation(conversationId, { limit: 500, ...(after ? { cursor: after } : {}) });
  const messages = items
    .filter((m) => m.role === 'staff')
    .map((m) => ({ id: m.id, role: m.role, message: m.message, author: m.author, at: m.submittedAt }));
  const newest = messages.at(-1);
  if (newest && newest.id !== after) await writeSeen(conversationId, newest.id);
  return json(200, { handoff: publicState(state), messages }, { ETag: etag });
});

export const config: Config = { path: '/api/chat/updates', method: 'GET', rateLimit: updatesLimit.config };
