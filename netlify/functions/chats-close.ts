import type { Config } from '@netlify/functions';
import { chatCloseSchema } from '~/lib/schemas';
import { adminLimit, authorizeStaff } from '../lib/admin';
import { apply } from '../lib/handoff/flow';
import { handler, HttpError, json, readJsonObject, validate } from '../lib/http';
import { saveChatMessages } from '../lib/storage';

/**
 * POST /api/chats/close { conversationId } (managers and owners): ends a hand-off. The visitor's page says so and
 * the assistant answers again; a new request for a person opens a new hand-off (and a new alert).
 */
export default handler(['POST'], async (req, context) => {
  const staff = await authorizeStaff(req, context, 'reply');
  const { conversationId } = validate(chatCloseSchema, await readJsonObject(req));
  const { state, changed } = await apply(conversationId, { type: 'close', at: new Date().toISOString() });
  if (!state) throw new HttpError(404, 'No hand-off for this conversation');
  if (changed) {
    await saveChatMessages(conversationId, [{ role: 'event', message: `Closed by ${staff.actor.name}` }]);
    await staff.audit('chat-close', `chats/${state.conversationKey}`);
  }
  return json(200, { status: state.status });
});

export const config: Config = { path: '/api/chats/close', method: 'POST', rateLimit: adminLimit.config };
