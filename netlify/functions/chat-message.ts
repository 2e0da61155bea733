import { randomUUID } from 'node:crypto';
import type { Config } from '@netlify/functions';
import { chatMessageSchema } from '../../src/lib/schemas';
import { format, reply } from '../lib/assistant';
import { chatIndex } from '../lib/chat-index';
import { handler, json, perMinute, readJsonObject, validate } from '../lib/http';
import { llmAnswer } from '../lib/llm';
import { saveChatMessages, StorageUnavailableError } from '../lib/storage';

/** Messages per visitor address and minute: a brisk conversation stays well under it, a script does not. */
export const chatLimit = perMinute(20, 'chat');

/** POST /api/chat/message: answers from the site's own content and stores both messages of the exchange. */
export default handler(['POST'], async (req, context) => {
  chatLimit.check(req, context);
  const { message, timestamp, conversationId = randomUUID() } = validate(chatMessageSchema, await readJsonObject(req));

  const answer = reply(chatIndex, message);
  let response = answer.response;
  if (answer.intent === 'answer' && answer.hits.length > 0) {
    // Optional model wording, grounded on the same passages; the links always come from the search.
    const modelText = await llmAnswer(message, answer.hits);
    if (modelText) response = format(modelText, answer.links);
  }

  try {
    await saveChatMessages(conversationId, [
      { role: 'user', message, ...(timestamp ? { clientTimestamp: timestamp } : {}) },
      { role: 'bot', message: response, intent: answer.intent },
    ]);
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
