import { randomUUID } from 'node:crypto';
import type { Config } from '@netlify/functions';
import { chatMessageSchema } from '../../src/lib/schemas';
import { queueAlert } from '../lib/alerts';
import { asksForHuman, format, reply } from '../lib/assistant';
import { chatIndex } from '../lib/chat-index';
import { clientIp, handler, json, rateLimit, readJsonObject, validate } from '../lib/http';
import { llmAnswer } from '../lib/llm';
import { saveChatMessages, StorageUnavailableError } from '../lib/storage';

/** Messages per visitor address and minute: a brisk conversation stays well under it, a script does not. */
export const CHAT_PER_MINUTE = 20;

/** POST /api/chat/message: answers from the site's own content and stores both messages of the exchange. */
export default handler(['POST'], async (req, context) => {
  rateLimit(`chat:${clientIp(req, context)}`, CHAT_PER_MINUTE, 60_000);
  const { message, timestamp, conversationId = randomUUID() } = validate(chatMessageSchema, await readJsonObject(req));

  const answer = reply(chatIndex, message);
  let response = answer.response;
  if (answer.intent === 'answer' && answer.hits.length > 0) {
    // Optional model wording, grounded on the same passages; the links always come from the search.
    const modelText = await llmAnswer(message, answer.hits);
    if (modelText) response = format(modelText, answer.links);
  }

  try {
    const [visitorMessage] = await saveChatMessages(conversationId, [
      { role: 'user', message, ...(timestamp ? { clientTimestamp: timestamp } : {}) },
      { role: 'bot', message: response, intent: answer.intent },
    ]);
    // A visitor asking for a person is a lead: staff are alerted with a link to the transcript.
    if (asksForHuman(message)) await queueAlert('chats', visitorMessage.id, context);
  } catch (err) {
    // A lost transcript must not cost the visitor the answer.
    if (!(err instanceof StorageUnavailableError)) throw err;
    console.error('[chat] transcript not stored', err.cause ?? err);
  }
  return json(200, { response, conversationId });
});

export const config: Config = {
  path: '/api/chat/message',
  rateLimit: { windowLimit: CHAT_PER_MINUTE, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
