import { afterEach, describe, expect, it } from 'vitest';
import chatMessage from '../../netlify/functions/chat-message';
import { forgetTopics, recallTopic, rememberTopic, TOPIC_CAP, TOPIC_TTL_MS } from '../../netlify/lib/conversations';
import chats from '../../netlify/functions/chats';
import { resetRateLimits } from '../../netlify/lib/http';
import { CHAT_MAX_LENGTH } from '~/lib/chat-store';
import { parseChatText, safeHref } from '~/lib/chat-text';
import { chatMessageSchema, limits } from '~/lib/schemas';
import { admin, request, useTempBlobs } from './helpers/blobs';
import { post, list, messageTotal, CHAT_PER_MINUTE } from './helpers/chat';

describe('chat message schema', () => {
  it('trims the message and accepts the widget payload', () => {
    const parsed = chatMessageSchema.parse({
      message: '  hello  ',
      timestamp: '2026-01-05T09:00:00.000Z',
      conversationId: 'a1b2c3d4-e5f6',
    });
    expect(parsed.message).toBe('hello');
  });
  it('has the same length limit as the widget', () => {
    expect(CHAT_MAX_LENGTH).toBe(limits.chat);
  });
});

describe('POST /api/chat/message', () => {
  useTempBlobs();

  it('answers { response } from the site content and stores both messages of the exchange', async () => {
    const conversationId = 'conv-answer-0001';
    const timestamp = new Date().toISOString();
    const res = await post({ message: '  do you do PO financing?  ', timestamp, conversationId });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = await res.json();
    expect(body.response).toContain('](/financial-products/po-financing)');
    expect(body.conversationId).toBe(conversationId);

    const transcript = await (await list(`?conversationId=${conversationId}`)).json();
    expect(transcript.map((r: { role: string }) => r.role)).toEqual(['user', 'bot']); // in the order sent
    expect(transcript[0]).toMatchObject({
      role: 'user',
      message: 'do you do PO financing?',
      clientTimestamp: timestamp,
    });
    expect(transcript[1]).toMatchObject({ role: 'bot', message: body.response, intent: 'answer' });
    expect(transcript[1].id > transcript[0].id).toBe(true);
  });

  it('answers without a conversation id or timestamp and makes up an id', async () => {
    const res = await post({ message: 'hi' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.response).toMatch(/What would you like to know\?/);
    expect(body.conversationId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers a French question in French from the French pages, on a French or an English page', async () => {
    for (const locale of ['fr', 'en', undefined]) {
      const body = await (
        await post({ message: 'est-ce que vous faites du financement par bon de commande?', locale })
      ).json();
      expect(body.response).toMatch(/^Le financement par bons de commande paie votre fournisseur/);
      expect(body.response).toContain('](/fr/financial-products/po-financing)');
    }
  });

  it('answers an English question in English on a French page; a bare "ok" in the page language', async () => {
    const english = await (await post({ message: 'do you do PO financing?', locale: 'fr' })).json();
    expect(english.response).toContain('](/financial-products/po-financing)');
    const hi = await (await post({ message: 'ok', locale: 'fr' })).json();
    expect(hi.response).toMatch(/^Avec plaisir\u00a0!/);
  });

  it.each([
    ['an empty message', { message: '' }, 422],
    ['a blank message', { message: '   \n ' }, 422],
    ['a missing message', { timestamp: new Date().toISOString() }, 422],
    ['a message over 2,000 characters', { message: 'x'.repeat(2001) }, 422],
    ['a non-string message', { message: 42 }, 422],
    ['a bad timestamp', { message: 'hi', timestamp: 'yesterday' }, 422],
    ['a bad conversation id', { message: 'hi', conversationId: '../../etc' }, 422],
    ['an unknown field', { message: 'hi', role: 'bot' }, 422],
  ])('rejects %s with a JSON 4xx and stores nothing', async (_name, body, status) => {
    const before = await messageTotal();
    const res = await post(body);
    expect(res.status).toBe(status);
    const json = await res.json();
    expect(json.error).toEqual(expect.any(String));
    expect(json.fields).toEqual(expect.any(Object));
    expect(await messageTotal()).toBe(before);
  });

  it('accepts exactly 2,000 characters after trimming', async () => {
    const res = await post({ message: `  ${'a'.repeat(2000)}  ` });
    expect(res.status).toBe(200);
  });

  it.each([
    ['malformed JSON', { raw: '{"message":' }, 400],
    ['a JSON array', { raw: '["hi"]' }, 400],
    ['a wrong content type', { raw: 'message=hi', headers: { 'content-type': 'text/plain' } }, 415],
    ['an oversized body', { raw: JSON.stringify({ message: 'hi', pad: 'x'.repeat(40_000) }) }, 413],
  ])('rejects %s with a JSON 4xx', async (_name, init, status) => {
    const res = await chatMessage(request('/api/chat/message', init));
    expect(res.status).toBe(status);
    expect((await res.json()).error).toEqual(expect.any(String));
  });

  it('answers 405 to other methods', async () => {
    const res = await chatMessage(request('/api/chat/message', { method: 'GET' }));
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });

  it(`rate-limits one address after ${CHAT_PER_MINUTE} messages a minute with 429 and Retry-After`, async () => {
    resetRateLimits();
    const statuses: number[] = [];
    for (let i = 0; i < CHAT_PER_MINUTE + 2; i++) {
      const res = await post({ message: `question ${i}` }, { ip: '198.51.100.77' });
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, CHAT_PER_MINUTE).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(CHAT_PER_MINUTE)).toEqual([429, 429]);
    expect((await post({ message: 'another visitor' }, { ip: '198.51.100.78' })).status).toBe(200);
  });
});

describe('GET /api/chats', () => {
  useTempBlobs();

  it('refuses without the admin secret', async () => {
    const attempts: Record<string, string>[] = [{}, { authorization: 'Bearer wrong' }, { authorization: 'Basic abc' }];
    for (const headers of attempts) {
      const res = await list('', headers);
      expect(res.status).toBe(401);
      expect((await res.json()).error).toBe('Unauthorized');
    }
  });

  it('lists conversations newest first with their first message and message count, and opens one in order', async () => {
    for (const [conversationId, message] of [
      ['conv-paging-aaaa', 'how does it work'],
      ['conv-paging-bbbb', 'is my data safe'],
      ['conv-paging-aaaa', 'what does it cost'],
      ['conv-paging-cccc', 'do you lend to bakeries'],
    ]) {
      expect((await post({ message, conversationId }, { ip: '203.0.113.50' })).status).toBe(200);
    }
    const first = await list('?limit=2');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-total-count')).toBe('3');
    const page1 = await first.json();
    expect(page1).toEqual([
      expect.objectContaining({
        conversationId: 'conv-paging-cccc',
        firstMessage: 'do you lend to bakeries',
        messageCount: 2,
      }),
      expect.objectContaining({ conversationId: 'conv-paging-bbbb', firstMessage: 'is my data safe', messageCount: 2 }),
    ]);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')?.[1];
    expect(next).toMatch(/^\/api\/chats\?limit=2&cursor=\d{15}-[0-9a-f]{16}$/);

    const second = await chats(request(next!, { method: 'GET', headers: admin }));
    expect(await second.json()).toEqual([
      expect.objectContaining({
        conversationId: 'conv-paging-aaaa',
        firstMessage: 'how does it work',
        messageCount: 4,
      }),
    ]);
    expect(second.headers.get('link')).toBeNull();

    const one = await list('?conversationId=conv-paging-aaaa&limit=3');
    expect(one.headers.get('x-total-count')).toBe('4');
    const rest = /<([^>]+)>; rel="next"/.exec(one.headers.get('link') ?? '')?.[1];
    const transcript = [
      ...(await one.json()),
      ...(await (await chats(request(rest!, { method: 'GET', headers: admin }))).json()),
    ];
    expect(
      transcript.map((r: { role: string; message: string }) => `${r.role}:${r.role === 'user' ? r.message : '…'}`),
    ).toEqual(['user:how does it work', 'bot:…', 'user:what does it cost', 'bot:…']);
    const unknown = await list('?conversationId=conv-never-seen');
    expect(unknown.headers.get('x-total-count')).toBe('0');
    expect(await unknown.json()).toEqual([]);
  });

  it.each([
    ['?limit=0', 400],
    ['?limit=abc', 400],
    ['?cursor=%3Cscript%3E', 400],
    ['?conversationId=..%2F..', 400],
  ])('rejects %s', async (query, status) => {
    const res = await list(query);
    expect(res.status).toBe(status);
    expect((await res.json()).error).toEqual(expect.any(String));
  });
});

describe('reply text in the widget', () => {
  it('turns links and list lines into blocks and keeps only safe hrefs', () => {
    const blocks = parseChatText(
      'See [PO](/financial-products/po-financing).\n\nHelpful pages:\n- [Book](https://cal.example/x)\n- [Bad](javascript:alert(1))\n- [Mail](mailto:a@b.co)',
    );
    expect(blocks).toEqual([
      {
        type: 'p',
        content: [
          { type: 'text', text: 'See ' },
          { type: 'link', text: 'PO', href: '/financial-products/po-financing', external: false },
          { type: 'text', text: '.' },
        ],
      },
      { type: 'p', content: [{ type: 'text', text: 'Helpful pages:' }] },
      {
        type: 'ul',
        items: [
          [{ type: 'link', text: 'Book', href: 'https://cal.example/x', external: true }],
          [
            { type: 'text', text: 'Bad' },
            { type: 'text', text: ')' },
          ],
          [{ type: 'link', text: 'Mail', href: 'mailto:a@b.co', external: false }],
        ],
      },
    ]);
  });

  it.each([
    ['/contact-us', '/contact-us'],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['http://plain.example', null],
    ['javascript:alert(1)', null],
    ['data:text/html,x', null],
    ['https://app.example/signup', 'https://app.example/signup'],
  ])('safeHref(%s) = %s', (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });
});

describe('follow-ups in one conversation', () => {
  const CANADA = 'and in Canada?';
  useTempBlobs();
  afterEach(() => forgetTopics());

  it('answers "and in Canada?" from the previous question of the same conversation only', async () => {
    const conversationId = 'conv-follow-up-0001';
    await post({ message: 'What is an SBA loan?', conversationId });
    const followUp = await (await post({ message: CANADA, conversationId })).json();
    expect(followUp.response).toContain('](/blog/what-is-an-sba-loan)');
    expect(followUp.response).toMatch(/Canada/);
    const fresh = await (await post({ message: CANADA, conversationId: 'conv-follow-up-0002' })).json();
    expect(fresh.response).not.toMatch(/^From our article “What Is an SBA Loan/);
  });

  it('reads the previous question back from the transcript when this instance has not seen the conversation', async () => {
    const conversationId = 'conv-follow-up-0003';
    await post({ message: 'What is an SBA loan?', conversationId });
    forgetTopics(); // the next message lands on a fresh instance
    const followUp = await (await post({ message: CANADA, conversationId })).json();
    // Read with the topic: the sentence of the SBA answer that speaks of Canada, not the whole answer again.
    expect(followUp.response).toMatch(/^In Canada, the Canada Small Business Financing Program/);
    expect(followUp.response).toContain('](/blog/what-is-an-sba-loan)');
  });

  it('never gives a third turn the reply just given, also read back from the transcript', async () => {
    for (const [n, fresh] of [
      [4, false],
      [5, true],
    ] as const) {
      const conversationId = `conv-follow-up-000${n}`;
      await post({ message: 'What is a term loan?', conversationId });
      const second = await (await post({ message: 'what is the longest it can last?', conversationId })).json();
      expect(second.response).toMatch(/1–7 years/);
      if (fresh) forgetTopics(); // the third message lands on a fresh instance
      const third = await (await post({ message: 'and at the shortest?', conversationId })).json();
      expect(third.response, `fresh: ${fresh}`).not.toBe(second.response);
    }
  });

  it('keeps topics for a limited time and a limited number of conversations', () => {
    rememberTopic('c-1', 'sba loans', 0);
    expect(recallTopic('c-1', TOPIC_TTL_MS)).toBe('sba loans');
    expect(recallTopic('c-1', TOPIC_TTL_MS + 1)).toBeUndefined();
    for (let i = 0; i <= TOPIC_CAP; i++) rememberTopic(`c-${i}`, `topic ${i}`, 0);
    expect(recallTopic('c-0', 0)).toBeUndefined(); // the oldest went first
    expect(recallTopic(`c-${TOPIC_CAP}`, 0)).toBe(`topic ${TOPIC_CAP}`);
  });
});
