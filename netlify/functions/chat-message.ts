import { randomUUID } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import type { Config } from '@netlify/functions';
import { CHAT_HANDOFF } from '~/data/chat-handoff';
import { chatMessageSchema } from '~/lib/schemas';
import { contactInText } from '~/lib/contact-in-text';
import { format } from '../lib/chat/replies';
import { answer as engineAnswer, parse, type Query, type Reply } from '../lib/chat/engine';
import { chatIndexFor } from '../lib/chat-index';
import { previousTurn, rememberTopic } from '../lib/conversations';
import { apply, publicState, visitorAccess } from '../lib/handoff/flow';
import { handoffConfigured, visitorKey } from '../lib/handoff/tokens';
import { handler, HttpError, json, perMinute, readJsonObject, textsOf, validate } from '../lib/http';
import { llmAnswer, llmConfig } from '../lib/llm';

/** Pages the optional model gets beside a written answer. */
const CONTEXT_PAGES = 2;
import { isActive, peekHandoff, saveChatMessages, StorageUnavailableError } from '../lib/storage';
import { search, type SearchIndex } from '~/lib/search';

// V8 runs a regular expression's first matches in its interpreter and compiles it again to machine code on later
// ones: a cold instance's first replies paid both for the chat's hundred expressions (policy, language, sentences).
// Compiled once, straight to machine code: measured in docs/chat-rounds.md (Speed).
setFlagsFromString('--no-regexp-tier-up');

const keyOf = (conversationId: string) => (handoffConfigured() ? { key: visitorKey(conversationId) } : {});

/** Messages per visitor address and minute: a brisk conversation stays well under it, a script does not. */
export const chatLimit = perMinute(20, 'chat');

/**
 * The reply to one message: the written answer (or the page that answers), reworded by the optional model
 * from the same passages when it is configured and its answer holds up; the links are always the engine's.
 */
export async function respond(index: SearchIndex, query: Query, previous?: string, said?: string): Promise<Reply> {
  const answer = await engineAnswer(index, query, previous, said);
  if (answer.intent !== 'answer' || answer.hits.length === 0) return answer;
  // Beside a written answer, the model also gets the pages the search finds for the question.
  const hits = answer.id ? [...answer.hits, ...search(index, query.text, CONTEXT_PAGES)] : answer.hits;
  const modelText = llmConfig() ? await llmAnswer(answer.topic ?? query.text, hits, index.locale) : null;
  return modelText ? { ...answer, response: format(modelText, answer.links, index.locale) } : answer;
}

/**
 * POST /api/chat/message. While a person is asked for or has answered, the message goes to the team (stored,
 * no automatic reply). Otherwise the assistant answers from the site's own content (a follow-up reads the
 * conversation's previous question); a message asking for a person, or holding an e-mail address or a phone
 * number, also gets the offer to hand the conversation to a person (`handoff.offer`, with what was found).
 * A conversation's later messages need the visitor key its first answer gave (`key`).
 */
export default handler(['POST'], async (req, context) => {
  chatLimit.check(req, context);
  const body = await readJsonObject(req);
  const { message, timestamp, conversationId: sentId, key, locale } = validate(chatMessageSchema, body);
  const conversationId = sentId ?? randomUUID();
  if (sentId) await visitorAccess(sentId, key, textsOf(body).chatNotYours);
  const state = sentId ? await peekHandoff(sentId).catch(() => null) : null;
  const user = {
    role: 'user' as const,
    message,
    ...(timestamp ? { clientTimestamp: timestamp } : {}),
    ...(locale ? { locale } : {}),
  };

  if (state && isActive(state)) {
    if ((state.visitorMessages ?? 0) >= CHAT_HANDOFF.maxVisitorMessages)
      throw new HttpError(429, textsOf(body).chatTooManyMessages);
    // With the team: stored for the person, and the conversation is back in their queue if they had answered.
    await saveChatMessages(conversationId, [user]);
    const { state: after } = await apply(conversationId, { type: 'visitor', at: new Date().toISOString() });
    return json(200, { conversationId, ...keyOf(conversationId), handoff: publicState(after ?? state) });
  }

  // Parsed once: the message's own language first (a French speaker may type on an English page), then the page's.
  const query = parse(message, locale ?? 'en');
  const index = await chatIndexFor(query.locale);
  // A new conversation has no topic; an ongoing one's is in memory, or read back from its transcript.
  const previous = sentId ? await previousTurn(conversationId) : undefined;
  const answer = await respond(index, query, previous?.topic, previous?.said);
  const { response } = answer;
  if (answer.topic) rememberTopic(conversationId, answer.topic, Date.now(), response);

  try {
    await saveChatMessages(conversationId, [user, { role: 'bot', message: response, intent: answer.intent }]);
  } catch (err) {
    // A lost transcript must not cost the visitor the answer.
    if (!(err instanceof StorageUnavailableError)) throw err;
    console.error('[chat] transcript not stored', err.cause ?? err);
  }
  // Asking for a person, or leaving an address or a number, is met with the hand-off form (prefilled).
  const found = contactInText(message);
  const offer = answer.intent === 'human' || Boolean(found.email || found.phone);
  return json(200, {
    response,
    conversationId,
    // The access check above let through only the browser that holds the key or starts the conversation now.
    ...keyOf(conversationId),
    handoff: { ...publicState(state), ...(offer ? { offer: true, found } : {}) },
  });
});

export const config: Config = {
  path: '/api/chat/message',
  rateLimit: chatLimit.config,
};
