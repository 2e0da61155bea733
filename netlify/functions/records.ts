import type { Config } from '@netlify/functions';
import { eraseRequestSchema } from '~/lib/schemas';
import { adminLimit, auditedAddress, authorizeStaff } from '../lib/admin';
import { handler, json, validate } from '../lib/http';
import {
  conversationKeyOf,
  conversationsMentioning,
  eraseByEmail,
  eraseConversation,
  readConversation,
  recordsByEmail,
  STORES,
} from '../lib/storage';

const LEAD_STORES = STORES.filter((s) => s !== 'chats');

/**
 * A person's privacy requests, by e-mail address (managers and up), each audited under the address's keyed
 * HMAC, never the address:
 * - GET `?email=`: everything held about the address as one JSON file (access and portability): the records of
 *   every inbox that carry it (the chat hand-off details among them), and every chat conversation in which it
 *   was typed or that was handed to a person under it, whole.
 * - DELETE `?email=`: erases that same set.
 */
export default handler(['GET', 'DELETE'], async (req, context) => {
  const staff = await authorizeStaff(req, context, req.method === 'GET' ? 'access' : 'erase');
  const { email } = validate(eraseRequestSchema, { email: new URL(req.url).searchParams.get('email') ?? '' });
  // The conversations the address was typed in, and those handed to a person under it (the hand-off form).
  const [mentioned, handoffs] = await Promise.all([conversationsMentioning(email), recordsByEmail(email, ['chats'])]);
  const handedOver = await Promise.all(
    (handoffs.chats ?? []).map((r) =>
      typeof r.conversationId === 'string' ? conversationKeyOf(r.conversationId) : null,
    ),
  );
  const conversationKeys = [...new Set([...mentioned, ...handedOver.filter((k): k is string => !!k)])];

  if (req.method === 'GET') {
    const [leads, conversations] = await Promise.all([
      recordsByEmail(email, LEAD_STORES),
      Promise.all(conversationKeys.map((key) => readConversation(key))),
    ]);
    const records = { ...leads, chats: handoffs.chats ?? [] };
    const counts = Object.fromEntries(Object.entries(records).map(([name, list]) => [name, list.length]));
    await staff.audit('access', auditedAddress(email), { ...counts, chats: conversations.length });
    const day = new Date().toISOString().slice(0, 10);
    return json(
      200,
      { email, exportedAt: new Date().toISOString(), records, conversations },
      { 'Content-Disposition': `attachment; filename="personal-data-${day}.json"` },
    );
  }

  const { removed, byStore } = await eraseByEmail(email, LEAD_STORES);
  const chats = (await Promise.all(conversationKeys.map((key) => eraseConversation(key)))).filter(Boolean).length;
  // Then the hand-off details themselves.
  await eraseByEmail(email, ['chats']);
  console.info(`[records] erase request removed ${removed} record(s) and ${chats} conversation(s)`);
  // The log keeps that an address was erased, never the address: its keyed HMAC, to match a later request.
  await staff.audit('erase', auditedAddress(email), { removed: removed + chats, chats });
  return json(200, { removed: removed + chats, byStore: { ...byStore, chats } });
});

export const config: Config = { path: '/api/records', rateLimit: adminLimit.config };
