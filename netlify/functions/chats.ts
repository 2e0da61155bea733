import type { Config } from '@netlify/functions';
import { adminLimit, authorizeAdmin } from '../lib/admin';
import { handler, HttpError, pageParams, pageResponse } from '../lib/http';
import { listConversation, listRecords } from '../lib/storage';

const CONVERSATION_ID = /^[A-Za-z0-9-]{8,64}$/;

/**
 * GET /api/chats (staff): chat messages newest first, one record per message
 * `{ id, submittedAt, conversationId, role: 'user' | 'bot', message }`; `?conversationId=` reads one
 * conversation. Same list contract as the other admin lists: ?limit/?cursor, X-Total-Count, Link rel="next".
 */
export default handler(['GET'], async (req, context) => {
  authorizeAdmin(req, context);
  const { limit, cursor } = pageParams(req);
  const conversationId = new URL(req.url).searchParams.get('conversationId');
  if (conversationId !== null && !CONVERSATION_ID.test(conversationId)) throw new HttpError(400, 'Invalid conversationId');
  const page = conversationId ? await listConversation(conversationId, { limit, cursor }) : await listRecords('chats', { limit, cursor });
  return pageResponse(req, page, limit);
});

export const config: Config = {
  path: '/api/chats',
  rateLimit: adminLimit.config,
};
