import { randomUUID } from 'node:crypto';
import type { Config } from '@netlify/functions';
import { chatMessageSchema } from '~/lib/schemas';
import { queueAlert } from '../lib/alerts';
import { asksForHuman, format, mayFollowUp, reply, type Reply } from '../lib/assistant';
import { chatIndexFor } from '../lib/chat-index';
import { previousTopic, recallTopic, rememberTopic } from '../lib/conversations';
import { handler, json, perMinute, readJsonObject, validate } from '../lib/http';
import { llmAnswer } from '../lib/llm';
import { saveChatMessages, StorageUnavailableError } from '../lib/storage';
import { detectLanguage } from '~/lib/language';
import type { SearchIndex } from '~/lib/search';

/** Messages per visitor address and minute: a brisk conversation stays well under it, a script does not. */
export const chatLimit = perMinute(20, 'chat');

/**
 * The reply to one message: the search answer, reworded by the optional model from the same passages when
 * it is configured and its answer holds up; the links always come from the search.
 */
export async function respond(index: SearchIndex, message: string, previous?: string): Promise<Reply> {
  const answer = reply(index, message, previous);
  if (answer.intent !== 'answer' || answer.hits.length === 0) return answer;
  const modelText = await llmAnswer(answer.topic ?? message, answer.hits, index.locale);
  return modelText ? { ...answer, response: format(modelText, answer.links, index.locale) } : answer;
}

/**
 * POST /api/chat/message: answers from the site's own content (a follow-up reads the conversation's previous
 * question) and stores both messages of the exchange.
 */
export default handler(['POST'], async (req, context) => {
  chatLimit.check(req, context);
  const { message, timestamp, conversationId: sentId, locale } = validate(chatMessageSchema, await readJsonObject(req));
  const conversationId = sentId ?? randomUUID();
  // The message's own language first (a French speaker may type on an English page), then the page's.
  const language = detectLanguage(message, locale ?? 'en');
  const index = await chatIndexFor(language);

  // A new conversation has no previous question; an ongoing one is read back only for a likely follow-up.
  const previous = !sentId
    ? undefined
    : mayFollowUp(message, language)
      ? await previousTopic(conversationId)
      : recallTopic(conversationId);
  const answer = await respond(index, message, previous);
  if (answer.topic) rememberTopic(conversationId, answer.topic);
  const { response } = answer;

  try {
    const { conversationKey } = await saveChatMessages(conversationId, [
      { role: 'user', message, ...(timestamp ? { clientTimestamp: timestamp } : {}), ...(locale ? { locale } : {}) },
      { role: 'bot', message: response, intent: answer.intent },
    ]);
    // A visitor asking for a person is a lead: staff are alerted with a link to the conversation (one pending
    // alert per conversation, however often they ask).
    if (asksForHuman(message, language)) await queueAlert('chats', conversationKey, context);
  } catch (err) {
    // A lost transcript must not cost the visitor the answer.
    if (!(err instanceof StorageUnavailableError)) throw err;
    console.error('[chat] transcript not stored', err.cause ?? err);
  }
  return json(200, { response, conversationId });
});

export const config: Config = {
  path: '/api/chat/message',
  rateLimit: chatLimit.config,
};
