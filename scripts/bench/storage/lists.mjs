// The staff lists of each store: the first request after seeding, first pages, pages by cursor anywhere in the
// list, and one conversation; then how the first page grows from the young store to the big one.
import { CONTACTS, CONVERSATIONS, RUNS } from './config.mjs';
import { record } from './report.mjs';
import { pad } from './seed.mjs';

/** @typedef {import('./functions.mjs').Functions} Functions */
/** @typedef {import('./functions.mjs').CallResult} CallResult */
/** @typedef {import('./functions.mjs').Timing} Timing */
/** @typedef {[name: string, contacts: { ids: string[] }, conversations: number, messages: number]} Store */

/**
 * Measures each store in turn (`useSite` points the Blobs client at it).
 * @param {Functions} fns
 * @param {(siteID: string) => void} useSite
 * @param {Store[]} stores
 */
export async function measureLists({ call, timeRuns }, useSite, stores) {
  /** @type {Record<string, { contacts: Timing; chats: Timing }>} */
  const firstPages = {};
  for (const [name, contacts, conversations, messages] of stores) {
    useSite(name);
    // The first request after seeding counts every closed day once and caches the counts.
    const coldContacts = await call('contacts', '/api/contacts?limit=100');
    const coldChats = await call('chats', '/api/chats?limit=100');
    record(`${name}: first request after seeding (counts every closed day once)`, {
      contactsMs: Math.round(coldContacts.ms),
      chatsMs: Math.round(coldChats.ms),
      contactsTotal: Number(coldContacts.res.headers.get('x-total-count')),
      conversationsTotal: Number(coldChats.res.headers.get('x-total-count')),
    });
    const contactsTotal = name === 'big' ? CONTACTS + 60 : 1_000;
    /**
     * @param {number} expected
     * @returns {(r: CallResult) => void}
     */
    const checkTotal = (expected) => (r) => {
      if (Number(r.res.headers.get('x-total-count')) !== expected || r.body.length !== 100)
        throw new Error(`total ${r.res.headers.get('x-total-count')} / ${r.body.length}`);
    };
    const contactsFirst = await timeRuns('contacts', () => '/api/contacts?limit=100', checkTotal(contactsTotal));
    const chatsFirst = await timeRuns(
      'chats',
      () => '/api/chats?limit=100',
      (r) => {
        checkTotal(conversations)(r);
        if (r.body[0].messageCount !== 8 && r.body[0].messageCount === undefined) throw new Error('no message count');
      },
    );
    firstPages[name] = { contacts: contactsFirst, chats: chatsFirst };
    record(`${name}: GET /api/contacts first page of 100 (${contactsTotal} stored)`, contactsFirst);
    record(`${name}: GET /api/chats first page of 100 conversations (${messages} messages)`, chatsFirst);

    // Deep pages: cursors spread over the whole list (the ids of seeded records, newest first).
    const ids = contacts.ids;
    const deep = await timeRuns(
      'contacts',
      (i) =>
        // ids run oldest first: a cursor at index k leaves k older records, so k starts at 100.
        `/api/contacts?limit=100&cursor=${ids[100 + Math.floor(((i + 1) / (RUNS + 1)) * (ids.length - 100))]}`,
      (r) => {
        if (r.body.length !== 100) throw new Error(`deep page had ${r.body.length}`);
      },
    );
    record(`${name}: GET /api/contacts page of 100 by cursor, anywhere in the list`, deep);
    /** @type {string[]} */
    const chatCursors = [];
    /** @type {string | undefined} */
    let next = '/api/chats?limit=100';
    for (let i = 0; i < 12 && next; i++) {
      const r = await call('chats', next);
      chatCursors.push(r.body[r.body.length - 1].id);
      next = r.res.headers.get('link')?.match(/<([^>]+)>/)?.[1];
    }
    record(
      `${name}: GET /api/chats page of 100 by cursor`,
      await timeRuns('chats', (i) => `/api/chats?limit=100&cursor=${chatCursors[i % chatCursors.length]}`),
    );
    record(
      `${name}: GET /api/chats?conversationId= (one conversation, 8 messages in order)`,
      await timeRuns(
        'chats',
        (i) => `/api/chats?conversationId=bench-${name}-${pad(((i * 37) % Math.floor(conversations / 100)) * 100, 8)}`,
        (r) => {
          if (r.body.length !== 8 || r.body[0].role !== 'user') throw new Error('conversation not in order');
        },
      ),
    );
  }

  record(`first page at 1,000 vs at ${CONVERSATIONS * 8} messages / ${CONTACTS} contacts (p50 ratio)`, {
    chats: Number((firstPages.big.chats.p50ms / firstPages.small.chats.p50ms).toFixed(2)),
    contacts: Number((firstPages.big.contacts.p50ms / firstPages.small.contacts.p50ms).toFixed(2)),
    chatsCpu: Number((firstPages.big.chats.cpuP50ms / firstPages.small.chats.cpuP50ms).toFixed(2)),
    contactsCpu: Number((firstPages.big.contacts.cpuP50ms / firstPages.small.contacts.cpuP50ms).toFixed(2)),
  });
}
