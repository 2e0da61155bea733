import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import chatHandoff from '../../netlify/functions/chat-handoff';
import chatMessage from '../../netlify/functions/chat-message';
import chatReopen from '../../netlify/functions/chat-reopen';
import chatUpdates from '../../netlify/functions/chat-updates';
import chats from '../../netlify/functions/chats';
import chatsClose from '../../netlify/functions/chats-close';
import chatsReply from '../../netlify/functions/chats-reply';
import records from '../../netlify/functions/records';
import { next, storeStaffReply } from '../../netlify/lib/handoff/flow';
import { resetRateLimits } from '../../netlify/lib/http';
import { processMail, sweepReplyMail } from '../../netlify/lib/handoff/mail';
import { readReopenToken, reopenToken, visitorKey } from '../../netlify/lib/handoff/tokens';
import { allRecords, peekHandoff, resetStorageStats, storageStats, type HandoffState } from '../../netlify/lib/storage';
import { CHAT_HANDOFF } from '~/data/chat-handoff';
import { contactInText } from '~/lib/contact-in-text';
import { formatWhen } from '~/lib/format';
import { isSupportOpen, nextSupportOpening } from '~/lib/support-hours';
import { startSmtp, type SmtpReceiver } from './helpers/alert-receivers';
import { admin, request, useTempBlobs } from './helpers/blobs';

const at = (iso: string) => new Date(iso);

describe('support hours (Monday to Friday, 9 to 5 Toronto time)', () => {
  it('is open on a weekday from 9:00 to 16:59, closed outside', () => {
    expect(isSupportOpen(at('2026-11-27T14:00:00Z'))).toBe(true); // Fri 9:00 EST
    expect(isSupportOpen(at('2026-11-27T21:59:00Z'))).toBe(true); // Fri 16:59
    expect(isSupportOpen(at('2026-11-27T22:00:00Z'))).toBe(false); // Fri 17:00
    expect(isSupportOpen(at('2026-11-30T13:59:00Z'))).toBe(false); // Mon 8:59
  });
  it('is closed all weekend, and reopens on Monday at 9 from Friday evening, Saturday and Sunday', () => {
    const monday = '2026-11-30T14:00:00.000Z';
    for (const when of ['2026-11-27T22:00:00Z', '2026-11-28T06:00:00Z', '2026-11-29T18:00:00Z']) {
      expect(isSupportOpen(at(when))).toBe(false);
      expect(nextSupportOpening(at(when)).toISOString()).toBe(monday);
    }
  });
  it('reopens the same morning before 9, the next morning after 5, and follows daylight-saving time', () => {
    expect(nextSupportOpening(at('2026-12-01T12:00:00Z')).toISOString()).toBe('2026-12-01T14:00:00.000Z');
    expect(nextSupportOpening(at('2026-12-01T23:00:00Z')).toISOString()).toBe('2026-12-02T14:00:00.000Z');
    // EDT from 14 March 2027: the Monday after, 9 AM is 13:00 UTC.
    expect(nextSupportOpening(at('2027-03-13T12:00:00Z')).toISOString()).toBe('2027-03-15T13:00:00.000Z');
  });
  it('says when the team is back in the visitor’s language and time zone', () => {
    const saturday = at('2026-11-28T06:00:00Z');
    const opening = nextSupportOpening(saturday);
    // Intl puts a narrow no-break space before AM/PM.
    expect(formatWhen(opening, saturday, 'en', 'America/Toronto')).toBe('Monday at 9:00\u202fAM EST');
    expect(formatWhen(opening, saturday, 'fr', 'America/Toronto')).toBe('lundi à 9\u00a0h (HNE)');
    expect(formatWhen(opening, saturday, 'en', 'Europe/London')).toBe('Monday at 2:00\u202fPM GMT');
    const tuesdayNight = at('2026-12-01T23:00:00Z');
    expect(formatWhen(nextSupportOpening(tuesdayNight), tuesdayNight, 'fr', 'America/Toronto')).toBe(
      'demain à 9\u00a0h (HNE)',
    );
  });
});

const base: HandoffState = {
  conversationId: 'conv-1',
  conversationKey: '000000000000001-0000000000000000',
  status: 'open',
  locale: 'en',
  updatedAt: '2026-11-30T14:00:00.000Z',
  version: 1,
};

describe('hand-off states', () => {
  const t = '2026-11-30T15:00:00.000Z';
  const request = { type: 'request' as const, at: t, conversationKey: base.conversationKey, locale: 'en' as const };
  it('open → waiting → answered → waiting (the visitor answers) → closed', () => {
    const waiting = next(base, request)!;
    expect(waiting).toMatchObject({ status: 'waiting', requestedAt: t });
    const answered = next(waiting, { type: 'staff', at: t, messageId: 'm1' })!;
    expect(answered.status).toBe('answered');
    const again = next(answered, { type: 'visitor', at: t })!;
    expect(again).toMatchObject({ status: 'waiting', requestedAt: t });
    expect(next(again, { type: 'close', at: t })).toMatchObject({ status: 'closed', closedAt: t });
  });
  it('refuses a staff reply or a close unless a person was asked for; a closed one can be asked for again', () => {
    expect(next(base, { type: 'staff', at: t, messageId: 'm1' })).toBeNull();
    expect(next(base, { type: 'close', at: t })).toBeNull();
    expect(next(null, { type: 'staff', at: t, messageId: 'm1' })).toBeNull();
    const closed = { ...base, status: 'closed' as const };
    expect(next(closed, { type: 'staff', at: t, messageId: 'm1' })).toBeNull();
    expect(next(closed, request)).toMatchObject({ status: 'waiting' });
  });
  it('a visitor message while waiting is counted, not re-queued; asking again while waiting changes nothing', () => {
    const waiting = { ...base, status: 'waiting' as const, requestedAt: 'earlier' };
    expect(next(waiting, { type: 'visitor', at: t })).toMatchObject({
      status: 'waiting',
      requestedAt: 'earlier',
      visitorMessages: 1,
    });
    expect(next(waiting, request)).toBeNull();
    expect(next(base, { type: 'visitor', at: t })).toBeNull();
  });
});

describe('visitor key and reopen link', () => {
  beforeAll(() => {
    process.env.CHAT_SECRET = 'a-test-chat-secret-of-enough-length';
  });
  it('a link opens its own conversation until it expires', () => {
    const now = Date.parse('2026-11-30T15:00:00Z');
    const token = reopenToken('conv-aaaa-1111', now + 1000);
    expect(readReopenToken(token, now)).toEqual({ conversationId: 'conv-aaaa-1111' });
    expect(readReopenToken(token, now + 1000)).toEqual({ error: 'expired' });
  });
  it('a tampered token, or one moved to another conversation, opens nothing', () => {
    const now = Date.now();
    const token = reopenToken('conv-aaaa-1111', now + 60_000);
    const [, exp, sig] = token.split('.');
    expect(readReopenToken(`conv-bbbb-2222.${exp}.${sig}`, now)).toEqual({ error: 'invalid' });
    expect(readReopenToken(`conv-aaaa-1111.${(parseInt(exp, 36) + 99).toString(36)}.${sig}`, now)).toEqual({
      error: 'invalid',
    });
    expect(readReopenToken(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, now)).toEqual({
      error: 'invalid',
    });
    expect(readReopenToken('nonsense', now)).toEqual({ error: 'invalid' });
  });
  it('a key belongs to one conversation', () => {
    expect(visitorKey('conv-aaaa-1111')).not.toBe(visitorKey('conv-aaaa-1112'));
    expect(visitorKey('conv-aaaa-1111')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('contact details typed into the chat', () => {
  it.each([
    ['Please call me back at 416-555-0198, ask for Dave', { phone: '416-555-0198' }],
    ['mon cell: (514) 555 0123, rappelez-moi', { phone: '(514) 555 0123' }],
    ['écrivez-moi à marie.tremblay@exemple.qc.ca svp', { email: 'marie.tremblay@exemple.qc.ca' }],
    ['email me: dave@acme.com or 1-800-555-0199', { email: 'dave@acme.com', phone: '1-800-555-0199' }],
    ['+33 6 12 34 56 78 c’est mon numéro', { phone: '+33 6 12 34 56 78' }],
  ])('%s', (text, found) => expect(contactInText(text)).toEqual(found));
  it('amounts, years and dates are not phone numbers', () => {
    for (const text of ['I need 250000 for 12 months', 'un prêt de 1 500 000 $', 'depuis 2019, le 2025-11-30'])
      expect(contactInText(text)).toEqual({});
  });
});

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
    expect(mail.subject).toMatch(/Notre équipe a répondu/);
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
