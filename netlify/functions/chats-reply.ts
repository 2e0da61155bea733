import type { Config } from '@netlify/functions';
import { CHAT_HANDOFF } from '~/data/chat-handoff';
import { chatReplySchema } from '~/lib/schemas';
import { adminLimit, authorizeStaff } from '../lib/admin';
import { storeStaffReply } from '../lib/handoff/flow';
import { handler, HttpError, json, perMinute, readJsonObject, validate } from '../lib/http';
import { idempotent } from '../lib/idempotency';
import { peekHandoff } from '../lib/storage';

/**
 * POST /api/chats/reply { conversationId, message } (managers and owners): a person answers a visitor who asked
 * for one. Stored in the conversation under the staff member's first name, audited under their name; the visitor's
 * open page shows it within seconds, and it is e-mailed if no page of theirs fetches it in time. 409 when the
 * visitor has not asked for a person (or staff closed it). Idempotency-Key: a retried send is stored once.
 */
/** Replies per address and minute, within the staff budget: a brisk typist, not a runaway script. */
export const replyLimit = perMinute(CHAT_HANDOFF.repliesPerMinute, 'chat-reply');

export default handler(['POST'], async (req, context) => {
  const staff = await authorizeStaff(req, context, 'reply');
  replyLimit.check(req, context);
  const body = await readJsonObject(req);
  const { conversationId, message } = validate(chatReplySchema, body);
  return idempotent(req, 'chats', body, async () => {
    const state = await peekHandoff(conversationId);
    if (!state) throw new HttpError(404, 'No hand-off for this conversation');
    const id = await storeStaffReply(state, message, {
      name: staff.actor.name,
      ...(staff.actor.kind === 'person' ? { id: staff.actor.id } : {}),
    });
    if (!id) throw new HttpError(409, 'This conversation is not waiting for a person');
    await staff.audit('chat-reply', `chats/${state.conversationKey}`, { length: message.length });
    return json(201, { id });
  });
});

export const config: Config = { path: '/api/chats/reply', method: 'POST', rateLimit: adminLimit.config };
