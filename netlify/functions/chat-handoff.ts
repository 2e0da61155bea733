import type { Config } from '@netlify/functions';
import { CHAT_HANDOFF } from '~/data/chat-handoff';
import { chatHandoffSchema, isHoneypotFilled } from '~/lib/schemas';
import { queueAlert } from '../lib/alerts';
import { apply, publicState, requireHandoff, sameContact, visitorAccess } from '../lib/handoff/flow';
import { visitorKey } from '../lib/handoff/tokens';
import { handler, HttpError, json, perMinute, readJsonObject, textsOf, validate } from '../lib/http';
import { idempotent } from '../lib/idempotency';
import { leadContext } from '../lib/lead-context';
import { isActive, peekHandoff, saveChatMessages, saveRecord, type HandoffContact } from '../lib/storage';

export const handoffLimit = perMinute(CHAT_HANDOFF.handoffsPerMinute, 'chat-handoff');

/**
 * POST /api/chat/handoff: the visitor asks for a person. The first time, with a name and an e-mail (phone
 * optional), stored as a lead of the chats store (consent evidence, attribution, erased by e-mail with the
 * conversation); the conversation becomes `waiting` and staff get one alert with a link to it. Asking again
 * while the team has it changes nothing. Idempotency-Key: a retried request is stored once.
 */
export default handler(['POST'], async (req, context) => {
  handoffLimit.check(req, context);
  requireHandoff();
  const body = await readJsonObject(req);
  const texts = textsOf(body);
  const parsed = validate(chatHandoffSchema, body);
  const { conversationId, key, locale = 'en', page, attribution, name, email, phone } = parsed;
  await visitorAccess(conversationId, key, texts.chatNotYours);
  // A filled honeypot is a bot: the same answer as a person gets, and nothing is stored.
  if (isHoneypotFilled(body))
    return json(200, { conversationId, key: visitorKey(conversationId), handoff: publicState(null) });

  return idempotent(req, 'chats', body, async () => {
    const before = await peekHandoff(conversationId);
    const given = name && email ? { name, email, ...(phone ? { phone } : {}) } : undefined;
    // Asked again while the team has it, with nothing new: nothing to store.
    if (before && isActive(before) && (!given || sameContact(given, before.contact)))
      return json(200, { conversationId, key: visitorKey(conversationId), handoff: publicState(before) });
    let contact: HandoffContact | undefined;
    // The same details again (a second tab, a double submit): one lead, not two.
    if (given && sameContact(given, before?.contact)) contact = before!.contact;
    else if (given) {
      const record = await saveRecord('chats', {
        name,
        email,
        ...(phone ? { phone } : {}),
        conversationId,
        locale,
        // Sending the form is the request to be answered, by chat or by e-mail, which its line says.
        ...leadContext('chats', { consent: true, locale, attribution, page }),
      });
      contact = {
        ...given,
        recordId: record.id,
        consentEvidence: record.consentEvidence,
        ...(record.attribution ? { attribution: record.attribution } : {}),
      };
    } else if (!before?.contact) {
      throw new HttpError(422, texts.chatContactNeeded, { fields: { name: texts.required, email: texts.required } });
    }
    // The transcript shows when the visitor asked; it also starts a conversation asked for before any message.
    const { conversationKey } = await saveChatMessages(conversationId, [
      { role: 'event', message: 'Asked for a person', ...(locale ? { locale } : {}) },
    ]);
    const {
      state,
      changed,
      before: previous,
    } = await apply(conversationId, {
      type: 'request',
      at: new Date().toISOString(),
      conversationKey,
      locale,
      ...(page ? { page } : {}),
      ...(contact ? { contact } : {}),
    });
    const started = changed && state?.status === 'waiting' && previous?.status !== 'waiting';
    // One alert per hand-off, with the link that opens this conversation in /admin.
    if (started) await queueAlert('chats', conversationKey, context);
    return json(200, { conversationId, key: visitorKey(conversationId), handoff: publicState(state) });
  });
});

export const config: Config = { path: '/api/chat/handoff', method: 'POST', rateLimit: handoffLimit.config };
