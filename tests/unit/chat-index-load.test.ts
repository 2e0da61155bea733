import { describe, expect, it, vi } from 'vitest';
import { createChatIndex, createChatIndexData } from '~/integrations/chat-index';
import { lazyIndex, loadIndex, search } from '~/lib/search';
import { chatIndexFor } from '../../netlify/lib/chat-index';
import { reply } from '../../netlify/lib/chat/engine';
import { classifierFor } from '../../netlify/lib/chat/model';

describe('the chat index a function loads', () => {
  it('is read on its first search, once, and finds what the loaded index finds', () => {
    const data = createChatIndexData({ locale: 'fr' });
    const read = vi.fn(() => data);
    const index = lazyIndex('fr', read);
    expect(index.locale).toBe('fr');
    expect(read).not.toHaveBeenCalled();
    const hits = search(index, 'affacturage', 3);
    search(index, 'marge de crédit', 3);
    expect(read).toHaveBeenCalledTimes(1);
    expect(hits.length).toBeGreaterThan(0);
    const urls = (h: typeof hits) => h.map((x) => x.passage.url);
    expect(urls(hits)).toEqual(urls(search(loadIndex(data), 'affacturage', 3)));
  });

  it('is not read for a sure written answer, which a cold function gives without it', async () => {
    const read = vi.fn(() => createChatIndexData());
    const r = await reply(lazyIndex('en', read), 'What documents do I need?');
    expect(r.intent).toBe('answer');
    expect(read).not.toHaveBeenCalled();
  });

  it('classifies a text once per warm instance: a joined question’s parts are not classified again', async () => {
    const { classify } = await classifierFor('en');
    const first = classify('what is the largest PO facility');
    expect(classify('what is the largest PO facility')).toBe(first);
    expect((await first)[0].id).toBe('po');
  });

  it('answers from the generated files (JSON text) as from the sources', async () => {
    for (const [locale, q] of [
      ['en', 'how fast can I get the money'],
      ['fr', 'combien de temps pour avoir les fonds'],
    ] as const) {
      const fromFiles = await reply(await chatIndexFor(locale), q);
      expect(fromFiles.response).toBe((await reply(createChatIndex({ locale }), q)).response);
      expect(fromFiles.response.length).toBeGreaterThan(40);
    }
  });
});
