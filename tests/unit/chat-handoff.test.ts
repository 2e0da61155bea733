import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import chatHandoff from '../../netlify/functions/chat-handoff';
import chatMessage from '../../netlify/functions/chat-message';
import chatReopen from '../../netlify/functions/chat-reopen';
import chatUpdates from '../../netlify/functions/chat-updates';
import chats from '../../netlify/functions/chats';
import chatsClose from '../../netlify/functions/chats-close';
import chatsReply from '../../netlify/functions/chats-reply';
import records from '../../netlify/functions/records';
import { storeStaffReply } from '../../netlify/lib/handoff/flow';
import { resetRateLimits } from '../../netlify/lib/http';
import { processMail, sweepReplyMail } from '../../netlify/lib/handoff/mail';
import { visitorKey } from '../../netlify/lib/handoff/tokens';
import { allRecords, peekHandoff, resetStorageStats, storageStats } from '../../netlify/lib/storage';
import { CHAT_HANDOFF } from '~/data/chat-handoff';
import { startSmtp, type SmtpReceiver } from './helpers/alert-receivers';
import { admin, request, useTempBlobs } from './helpers/blobs';

describe('the hand-off through the functions', () => {
  useTempBlobs();
  let smtp: SmtpReceiver;
  beforeAll(async () => {
    smtp = await startSmtp();
    process.env.SMTP_URL = smtp.url;
    process.env.ALERT_EMAIL_FROM = 'Boundless AI <support@example.com>';
    process.env.CHAT_SECRET = 'a-test-chat-secret-of-enough-length';
  });
  // Each test is a visitor of its own (the hand-off form allows a few requests a minute per address).
  beforeEach(() => resetRateLimits());
  afterAll(async () => {
    delete process.env.SMTP_URL;
    delete process.env.ALERT_EMAIL_FROM;
    await smtp.stop();
  });

  const post = (fn: (r: Request) => Promise<Response>, path: string, body: unknown, headers = {}) =>
    fn(request(path, { body, headers }));
  const poll = (id: string, key: string, query = '', headers: Record<string, string> = {}) =>
    chatUpdates(
      request(`/api/chat/updates?conversationId=${id}${query}`, {
        method: 'GET',
        headers: { 'x-chat-key': key, ...headers },
      }),
    );

  it('French visitor: asks, leaves details, gets the reply in the widget, then by e-mail once gone', async () => {
    const id = 'conv-fr-handoff-0001';
    const first = await post(chatMessage, '/api/chat/message', {
      message: 'Je veux parler à une personne, écrivez-moi à marie@exemple.ca',
      conversationId: id,
      locale: 'fr',
    });
    const firstBody = await first.json();
    expect(firstBody.handoff).toMatchObject({ status: 'open', offer: true, found: { email: 'marie@exemple.ca' } });
    const key = firstBody.key as string;

    // Another browser knowing only the id can neither read nor write the conversation.
    expect((await poll(id, visitorKey('someone-else-0001'))).status).toBe(403);
    const stranger = await post(chatMessage, '/api/chat/message', { message: 'hi', conversationId: id, locale: 'fr' });
    expect(stranger.status).toBe(403);
    expect((await stranger.json()).error).toMatch(/autre navigateur/);

    const asked = await post(
      chatHandoff,
      '/api/chat/handoff',
      {
        conversationId: id,
        key,
        name: 'Marie Tremblay',
        email: 'marie@exemple.ca',
        locale: 'fr',
        page: '/fr/contact-us',
      },
      { 'idempotency-key': 'handoff-key-0001' },
    );
    expect(asked.status).toBe(200);
    expect((await asked.json()).handoff).toMatchObject({ status: 'waiting', contactGiven: true });

    // The inbox lists it first, with its contact, page and language.
    const inbox = await (await chats(request('/api/chats', { method: 'GET', headers: admin }))).json();
    expect(inbox[0]).toMatchObject({
      conversationId: id,
      status: 'waiting',
      contactName: 'Marie Tremblay',
      contactEmail: 'marie@exemple.ca',
      page: '/fr/contact-us',
      handoffLocale: 'fr',
    });

    // A visitor message while waiting goes to the team: no automatic reply.
    const relayed = await (
      await post(chatMessage, '/api/chat/message', { message: 'Allô?', conversationId: id, key, locale: 'fr' })
    ).json();
    expect(relayed.response).toBeUndefined();
    expect(relayed.handoff.status).toBe('waiting');

    const before = await poll(id, key);
    const etag = before.headers.get('etag')!;
    expect((await before.json()).messages).toEqual([]);
    expect((await poll(id, key, '', { 'if-none-match': etag })).status).toBe(304);

    const reply = await post(
      chatsReply,
      '/api/chats/reply',
      { conversationId: id, message: 'Bonjour Marie, je suis là.' },
      admin,
    );
    expect(reply.status).toBe(201);
    const fetched = await poll(id, key, '', { 'if-none-match': etag });
    expect(fetched.status).toBe(200);
    const update = await fetched.json();
    expect(update.handoff.status).toBe('answered');
    expect(update.messages).toMatchObject([
      { role: 'staff', message: 'Bonjour Marie, je suis là.', author: 'Environment' },
    ]);
    // Fetched by the open page: never e-mailed.
    expect(await processMail(id, Date.now() + CHAT_HANDOFF.awayMs + 1)).toBe('seen');

    // The visitor leaves; the next reply is e-mailed once the away time has passed, in French.
    await post(
      chatsReply,
      '/api/chats/reply',
      { conversationId: id, message: 'Je vous écris par courriel aussi.' },
      admin,
    );
    expect(await processMail(id, Date.now())).toBe('not-due');
    const summary = await sweepReplyMail(Date.now() + CHAT_HANDOFF.awayMs + 1000);
    expect(summary.sent).toBe(1);
    expect(smtp.mails).toHaveLength(1);
    const mail = smtp.mails[0];
    expect(mail.envelopeTo).toEqual(['marie@exemple.ca']);
    expect(mail.subject).toMatch(/Réponse de l’équipe de Boundless AI/);
    expect(mail.text).toContain('Je vous écris par courriel aussi.');
    expect(mail.text).not.toContain('Bonjour Marie, je suis là.'); // already read in the widget
    expect(mail.html).toContain('<blockquote');
    const token = /#chat=([^\s"<]+)/.exec(mail.text)![1];
    expect(mail.text).toContain('/fr/#chat=');
    // Nothing is sent twice.
    expect((await sweepReplyMail(Date.now() + 10 * CHAT_HANDOFF.awayMs)).sent).toBe(0);

    // The link reopens this conversation with both replies, in a new browser.
    const reopened = await (await post(chatReopen, '/api/chat/reopen', { token, locale: 'fr' })).json();
    expect(reopened).toMatchObject({ conversationId: id, key, locale: 'fr', handoff: { status: 'answered' } });
    expect(
      reopened.messages.filter((m: { role: string }) => m.role === 'staff').map((m: { message: string }) => m.message),
    ).toEqual(['Bonjour Marie, je suis là.', 'Je vous écris par courriel aussi.']);
    const bad = await post(chatReopen, '/api/chat/reopen', { token: `${token}x`, locale: 'fr' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatch(/lien n’est pas valide/);

    // Close: the visitor's page learns it; replies are refused after.
    expect((await post(chatsClose, '/api/chats/close', { conversationId: id }, admin)).status).toBe(200);
    expect((await (await poll(id, key)).json()).handoff.status).toBe('closed');
    expect((await post(chatsReply, '/api/chats/reply', { conversationId: id, message: 'late' }, admin)).status).toBe(
      409,
    );

    // Erase by e-mail removes the hand-off details and the conversation with them.
    const erased = await records(request('/api/records?email=marie@exemple.ca', { method: 'DELETE', headers: admin }));
    expect((await erased.json()).byStore.chats).toBe(1);
    expect((await post(chatReopen, '/api/chat/reopen', { token, locale: 'fr' })).status).toBe(410);
    const after = await (
      await chats(request(`/api/chats?conversationId=${id}`, { method: 'GET', headers: admin }))
    ).json();
    expect(after).toEqual([]);
  });

  it('a waiting visitor’s unchanged poll is a 304 after one storage read, no listing, no write', async () => {
    const id = 'conv-en-poll-cost-0004';
    const { key } = await (
      await post(chatMessage, '/api/chat/message', { message: 'hello', conversationId: id })
    ).json();
    await post(chatHandoff, '/api/chat/handoff', { conversationId: id, key, name: 'Dave', email: 'dave@example.com' });
    const etag = (await poll(id, key)).headers.get('etag')!;
    resetStorageStats();
    for (let i = 0; i < 10; i++) expect((await poll(id, key, '', { 'if-none-match': etag })).status).toBe(304);
    expect(storageStats).toMatchObject({ reads: 10, lists: 0 });
  });

  /** A conversation waiting for a person, as the widget leaves it; its visitor key. */
  async function waiting(id: string, email = 'dave@example.com') {
    const { key } = await (
      await post(chatMessage, '/api/chat/message', { message: 'hello', conversationId: id })
    ).json();
    const res = await post(chatHandoff, '/api/chat/handoff', { conversationId: id, key, name: 'Dave', email });
    expect(res.status).toBe(200);
    return key as string;
  }

  it('e-mails each reply only once it is old enough, the younger one later, none lost', async () => {
    const id = 'conv-en-mail-timing-0006';
    await waiting(id, 'timing@example.com');
    const t0 = Date.now();
    const state = (await peekHandoff(id))!;
    await storeStaffReply(state, 'First reply', { name: 'Sam Staff' }, t0);
    const second = (await peekHandoff(id))!;
    await storeStaffReply(second, 'Second reply', { name: 'Sam Staff' }, t0 + CHAT_HANDOFF.awayMs - 5000);
    const mine = () => smtp.mails.filter((m) => m.envelopeTo.includes('timing@example.com'));
    expect(await processMail(id, t0 + CHAT_HANDOFF.awayMs + 1)).toBe('sent');
    expect(mine().map((m) => m.text.includes('Second reply'))).toEqual([false]);
    expect(await processMail(id, t0 + CHAT_HANDOFF.awayMs + 1000)).toBe('not-due');
    expect(await processMail(id, t0 + 2 * CHAT_HANDOFF.awayMs)).toBe('sent');
    expect(mine()).toHaveLength(2);
    expect(mine()[1].text).toContain('Second reply');
    expect(mine()[1].text).not.toContain('First reply');
  });

  it('a reply that races with the close is refused, stored nowhere and never e-mailed', async () => {
    const id = 'conv-en-close-race-0007';
    await waiting(id, 'race@example.com');
    const before = (await peekHandoff(id))!;
    expect((await post(chatsClose, '/api/chats/close', { conversationId: id }, admin)).status).toBe(200);
    expect(await storeStaffReply(before, 'Too late', { name: 'Sam' })).toBeNull();
    const transcript = await (
      await chats(request(`/api/chats?conversationId=${id}`, { method: 'GET', headers: admin }))
    ).json();
    expect(transcript.some((m: { message: string }) => m.message === 'Too late')).toBe(false);
    expect(await processMail(id, Date.now() + 10 * CHAT_HANDOFF.awayMs)).toBe('seen');
  });

  it('the same details sent twice make one lead; a poll already past the newest reply lists nothing', async () => {
    const id = 'conv-en-double-0008';
    const key = await waiting(id, 'double@example.com');
    await post(chatHandoff, '/api/chat/handoff', {
      conversationId: id,
      key,
      name: 'Dave',
      email: 'double@example.com',
    });
    const leads = (await allRecords('chats')).filter((r) => r.email === 'double@example.com');
    expect(leads).toHaveLength(1);
    await post(chatsReply, '/api/chats/reply', { conversationId: id, message: 'Hi Dave' }, admin);
    const { messages } = await (await poll(id, key)).json();
    resetStorageStats();
    for (let i = 0; i < 5; i++) await poll(id, key, `&after=${messages[0].id}`);
    expect(storageStats.lists).toBe(0);
  });

  it('refuses a hand-off without a name and an e-mail, in the visitor’s language, and stores nothing', async () => {
    const id = 'conv-en-handoff-0002';
    const { key } = await (
      await post(chatMessage, '/api/chat/message', { message: 'hello', conversationId: id })
    ).json();
    const res = await post(chatHandoff, '/api/chat/handoff', { conversationId: id, key, locale: 'fr' });
    expect(res.status).toBe(422);
    expect((await res.json()).error).toMatch(/votre nom et votre courriel/);
    const bad = await post(chatHandoff, '/api/chat/handoff', {
      conversationId: id,
      key,
      name: 'Dave',
      email: 'not-an-email',
    });
    expect(bad.status).toBe(422);
    expect((await (await poll(id, key)).json()).handoff.status).toBe('open');
  });

  it('without any secret the assistant still answers, and asking for a person says it is unavailable', async () => {
    const saved = { admin: process.env.ADMIN_TOKEN, chat: process.env.CHAT_SECRET };
    delete process.env.ADMIN_TOKEN;
    delete process.env.CHAT_SECRET;
    try {
      const id = 'conv-no-secret-0005';
      const first = await post(chatMessage, '/api/chat/message', {
        message: 'What is PO financing?',
        conversationId: id,
      });
      expect(first.status).toBe(200);
      const body = await first.json();
      expect(body.response).toContain('/financial-products/po-financing');
      expect(body.key).toBeUndefined();
      const again = await post(chatMessage, '/api/chat/message', { message: 'and in Canada?', conversationId: id });
      expect(again.status).toBe(200);
      const handoff = await post(chatHandoff, '/api/chat/handoff', {
        conversationId: id,
        name: 'A',
        email: 'a@example.com',
      });
      expect(handoff.status).toBe(503);
    } finally {
      process.env.ADMIN_TOKEN = saved.admin;
      process.env.CHAT_SECRET = saved.chat;
    }
  });

  it('a staff reply needs the reply permission and a visitor who asked for a person', async () => {
    const res = await post(
      chatsReply,
      '/api/chats/reply',
      { conversationId: 'conv-nobody-0003', message: 'hi' },
      admin,
    );
    expect(res.status).toBe(404);
    const anonymous = await post(chatsReply, '/api/chats/reply', { conversationId: 'conv-nobody-0003', message: 'hi' });
    expect(anonymous.status).toBe(401);
  });
});
