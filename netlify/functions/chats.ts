import type { Config } from '@netlify/functions';
import { adminLimit, authorizeStaff } from '../lib/admin';
import { handler, HttpError, pageParams, pageResponse } from '../lib/http';
import { listConversation, listConversations } from '../lib/storage';

const CONVERSATION_ID = /^[A-Za-z0-9-]{8,64}$/;

/**
 * GET /api/chats (staff): conversations newest first, `{ id, submittedAt, conversationId, firstMessage,
 * messageCount }`, X-Total-Count counting conversations. `?conversationId=` reads one conversation's messages
 * `{ id, submittedAt, conversationId, role: 'user' | 'bot', message }` in the order they were sent. Both page
 * like the other admin lists: ?limit/?cursor and Link rel="next".
 */
export default handler(['GET'], async (req, context) => {
  const staff = await authorizeStaff(req, context, 'read');
  const { limit, cursor } = pageParams(req);
  const conversationId = new URL(req.url).searchParams.get('conversationId');
  if (conversationId !== null && !CONVERSATION_ID.test(conversationId))
    throw new HttpError(400, 'Invalid conversationId');
  const page = conversationId
    ? await listConversation(conversationId, { limit, cursor })
    : await listConversations({ limit, cursor });
  await staff.audit(conversationId ? 'open' : 'list', conversationId ? `chats/${conversationId}` : 'chats', {
    rows: page.items.length,
    limit,
    ...(cursor ? { cursor } : {}),
  });
  return pageResponse(req, page, limit);
});

export const config: Config = {
  path: '/api/chats',
  method: 'GET',
  rateLimit: adminLimit.config,
};
