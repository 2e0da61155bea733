import type { Config } from '@netlify/functions';
import { chatReopenSchema } from '~/lib/schemas';
import { publicState, requireHandoff } from '../lib/handoff/flow';
import { readReopenToken, visitorKey } from '../lib/handoff/tokens';
import { handler, HttpError, json, perMinute, readJsonObject, textsOf, validate } from '../lib/http';
import { listConversation, peekHandoff } from '../lib/storage';

export const reopenLimit = perMinute(20, 'chat-reopen');

/**
 * POST /api/chat/reopen { token }: the link e-mailed with a staff reply. A genuine, unexpired token gives this
 * browser the conversation it names (its visitor key, state and the team's replies, oldest first), and nothing else:
 * 400 for an altered token, 410 for an expired one, in the visitor's language.
 */
export default handler(['POST'], async (req, context) => {
  reopenLimit.check(req, context);
  requireHandoff();
  const body = await readJsonObject(req);
  const texts = textsOf(body);
  const { token } = validate(chatReopenSchema, body);
  const check = readReopenToken(token);
  if ('error' in check)
    throw check.error === 'expired'
      ? new HttpError(410, texts.chatLinkExpired)
      : new HttpError(400, texts.chatLinkInvalid);
  const { conversationId } = check;
  const [state, { items }] = await Promise.all([
    peekHandoff(conversationId),
    listConversation(conversationId, { limit: 500 }),
  ]);
  // An erased conversation leaves a valid link to nothing.
  if (!state) throw new HttpError(410, texts.chatLinkExpired);
  // The team's replies only: a forwarded or mistyped link shows nothing the visitor wrote.
  const messages = items
    .filter((m) => m.role === 'staff')
    .map((m) => ({ id: m.id, role: m.role, message: m.message, author: m.author, at: m.submittedAt }));
  return json(200, {
    conversationId,
    key: visitorKey(conversationId),
    locale: state.locale,
    handoff: publicState(state),
    messages,
  });
});

export const config: Config = { path: '/api/chat/reopen', method: 'POST', rateLimit: reopenLimit.config };
