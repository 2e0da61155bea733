import { afterEach, describe, expect, it, vi } from 'vitest';
import chatMessage, { chatLimit } from '../../netlify/functions/chat-message';

const CHAT_PER_MINUTE = chatLimit.perMinute;
import chats from '../../netlify/functions/chats';
import { resetRateLimits } from '../../netlify/lib/http';
import { llmAnswer, llmConfig, sanitise } from '../../netlify/lib/llm';
import { allRecords } from '../../netlify/lib/storage';
import { CHAT_MAX_LENGTH } from '../../src/lib/chat-store';
import { parseChatText, safeHref } from '../../src/lib/chat-text';
import { chatMessageSchema, limits } from '../../src/lib/schemas';
import { createChatIndex } from '../../src/integrations/chat-index';
import { search } from '../../src/lib/search';
import { admin, request, useTempBlobs } from './helpers/blobs';

const post = (body: unknown, init: { ip?: string } = {}) => chatMessage(request('/api/chat/message', { body, ...init }));
const list = (query = '', headers: Record<string, string> = admin) => chats(request(`/api/chats${query}`, { method: 'GET', headers }));

describe('chat message schema', () => {
  it('trims the message and accepts the widget payload', () => {
    const parsed = chatMessageSchema.parse({ message: '  hello  ', timestamp: '2026-01-05T09:00:00.000Z', conversationId: 'a1b2c3d4-e5f6' });
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
    expect(body.response).toContain('](/financial-products#po-financing)');
    expect(body.conversationId).toBe(conversationId);

    const stored = (await allRecords('chats')).filter((r) => r.conversationId === conversationId);
    expect(stored.map((r) => r.role)).toEqual(['bot', 'user']); // newest first
    expect(stored[1]).toMatchObject({ role: 'user', message: 'do you do PO financing?', clientTimestamp: timestamp });
    expect(stored[0]).toMatchObject({ role: 'bot', message: body.response, intent: 'answer' });
    expect(stored[0].id > stored[1].id).toBe(true);
  });

  it('answers without a conversation id or timestamp and makes up an id', async () => {
    const res = await post({ message: 'hi' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.response).toMatch(/What would you like to know\?/);
    expect(body.conversationId).toMatch(/^[0-9a-f-]{36}$/);
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
    const before = (await allRecords('chats')).length;
    const res = await post(body);
    expect(res.status).toBe(status);
    const json = await res.json();
    expect(json.error).toEqual(expect.any(String));
    expect(json.fields).toEqual(expect.any(Object));
    expect((await allRecords('chats')).length).toBe(before);
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

  it('lists messages newest first with X-Total-Count and Link rel=next paging, and one conversation on request', async () => {
    for (const [conversationId, message] of [
      ['conv-paging-aaaa', 'how does it work'],
      ['conv-paging-bbbb', 'is my data safe'],
      ['conv-paging-aaaa', 'what does it cost'],
    ]) {
      expect((await post({ message, conversationId }, { ip: '203.0.113.50' })).status).toBe(200);
    }
    const first = await list('?limit=4');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-total-count')).toBe('6');
    const page1 = await first.json();
    expect(page1).toHaveLength(4);
    expect(page1[0]).toMatchObject({ conversationId: 'conv-paging-aaaa', role: 'bot' });
    expect(page1[1]).toMatchObject({ conversationId: 'conv-paging-aaaa', role: 'user', message: 'what does it cost' });
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')?.[1];
    expect(next).toMatch(/^\/api\/chats\?limit=4&cursor=/);

    const second = await chats(request(next!, { method: 'GET', headers: admin }));
    const page2 = await second.json();
    expect(page2.map((r: { message: string }) => r.message)).toContain('how does it work');
    expect(second.headers.get('link')).toBeNull();
    const ids = [...page1, ...page2].map((r: { id: string }) => r.id);
    expect(new Set(ids).size).toBe(6);
    expect([...ids].sort().reverse()).toEqual(ids);

    const one = await list('?conversationId=conv-paging-aaaa');
    expect(one.headers.get('x-total-count')).toBe('4');
    const transcript = (await one.json()).reverse();
    expect(transcript.map((r: { role: string; message: string }) => `${r.role}:${r.role === 'user' ? r.message : '…'}`)).toEqual([
      'user:how does it work',
      'bot:…',
      'user:what does it cost',
      'bot:…',
    ]);
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
    const blocks = parseChatText('See [PO](/financial-products#po-financing).\n\nHelpful pages:\n- [Book](https://cal.example/x)\n- [Bad](javascript:alert(1))\n- [Mail](mailto:a@b.co)');
    expect(blocks).toEqual([
      { type: 'p', content: [{ type: 'text', text: 'See ' }, { type: 'link', text: 'PO', href: '/financial-products#po-financing', external: false }, { type: 'text', text: '.' }] },
      { type: 'p', content: [{ type: 'text', text: 'Helpful pages:' }] },
      {
        type: 'ul',
        items: [
          [{ type: 'link', text: 'Book', href: 'https://cal.example/x', external: true }],
          [{ type: 'text', text: 'Bad' }, { type: 'text', text: ')' }],
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

describe('optional model answers', () => {
  afterEach(() => vi.restoreAllMocks());
  const config = { baseUrl: 'https://llm.example/v1', apiKey: 'k', model: 'm', timeoutMs: 50 };
  const hits = search(createChatIndex({ blogDir: '/no-such-dir' }), 'do you do PO financing');

  it('is off unless the base URL, key and model are all set', () => {
    expect(llmConfig({})).toBeNull();
    expect(llmConfig({ CHAT_LLM_BASE_URL: 'https://x/v1', CHAT_LLM_API_KEY: 'k' })).toBeNull();
    expect(llmConfig({ CHAT_LLM_BASE_URL: 'https://x/v1/', CHAT_LLM_API_KEY: 'k', CHAT_LLM_MODEL: 'm' })).toEqual({
      baseUrl: 'https://x/v1',
      apiKey: 'k',
      model: 'm',
      timeoutMs: 8000,
    });
  });

  it('sends the retrieved passages to an OpenAI-compatible endpoint and returns plain text', async () => {
    const fetchImpl = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
      Response.json({ choices: [{ message: { content: 'Yes, **PO financing** is available. See [here](https://evil.example).' } }] }),
    );
    const text = await llmAnswer('do you do PO financing', hits, config, fetchImpl as unknown as typeof fetch);
    expect(text).toBe('Yes, PO financing is available. See here.');
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe('https://llm.example/v1/chat/completions');
    const sent = JSON.parse(String(init?.body));
    expect(sent.model).toBe('m');
    expect(sent.messages[1].content).toContain('Purchase-order financing pays your supplier');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer k');
  });

  it('falls back (null) on an error status, a bad body or a timeout', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = async () => new Response('nope', { status: 500 });
    expect(await llmAnswer('q', hits, config, failing as unknown as typeof fetch)).toBeNull();
    const empty = async () => Response.json({ choices: [] });
    expect(await llmAnswer('q', hits, config, empty as unknown as typeof fetch)).toBeNull();
    const slow = (_url: unknown, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    expect(await llmAnswer('q', hits, config, slow as unknown as typeof fetch)).toBeNull();
  });

  it('strips markup and raw URLs from model text', () => {
    expect(sanitise('# Title\n<b>x</b> visit https://a.example now')).toBe('Title\nx visit  now');
  });
});
