// cspell:locale en,fr -- messages as visitors type them.
/**
 * A hedge quotes the sentence on the question from its best page and, when it says something else, from the next
 * page it lists (docs/chat-rounds.md, round 16: fresh sets DS and DT, 3 more replies helpful of 240, none more wrong).
 */
import { describe, expect, it } from 'vitest';
import { ask, HEDGE } from './helpers/chat-ask';

const QUOTE = /^(From “|Extrait de «\u00a0)/;
const quotesOf = (response: string) => response.split('\n').filter((line) => QUOTE.test(line));

describe('the sentences a hedge quotes', () => {
  it('adds the next listed page’s sentence beside the best page’s, each from a page it lists', async () => {
    // Blind set DT, English 7: graded helpful for its second sentence when it was kept (round 16).
    const r = await ask(
      'en',
      'I own a dental clinic in Columbus, Ohio, open 3 years, revenue around $900k. Looking at a $250k term loan to ' +
        'add two operatories. Would banks or alternative lenders be more realistic for me?',
    );
    expect(r.response).toMatch(HEDGE);
    const quotes = quotesOf(r.response);
    expect(quotes).toHaveLength(2);
    const titles = quotes.map((q) => /^From “([^”]+)”/.exec(q)?.[1]);
    expect(new Set(titles).size).toBe(2);
    for (const title of titles) expect(r.links.map((l) => l.label)).toContain(title);
    expect(quotes.join(' ')).toMatch(/term loan/);
  });

  it('does the same in French, from two pages (blind set DT, French 34)', async () => {
    const r = await ask('fr', 'Les prêteurs c’est qui? Desjardins, BDC, Banque Nationale?');
    expect(r.response).toMatch(HEDGE);
    const quotes = quotesOf(r.response);
    expect(quotes).toHaveLength(2);
    expect(quotes.join(' ')).toMatch(/plus de 120 prêteurs/);
    expect(new Set(quotes.map((q) => q.split(' : ')[0])).size).toBe(2);
  });

  it('never quotes more than two sentences, nor the same sentence twice, nor one sharing no word', async () => {
    for (const [locale, message] of [
      ['en', 'what happens if I close my business while I still owe an advance'],
      ['en', 'How long should a business plan be?'],
      ['fr', 'pis si je ferme ma compagnie pendant l’avance, il se passe quoi'],
      ['fr', 'c quoi un taux de facteur'],
    ] as const) {
      const r = await ask(locale, message);
      const quotes = quotesOf(r.response);
      expect(quotes.length, message).toBeLessThanOrEqual(2);
      const sentences = quotes.map((q) => q.replace(/^[^:]*:\s/, ''));
      expect(new Set(sentences).size, message).toBe(sentences.length);
    }
    // "Sorry about that." shares no word with a question: no quote at all, only pages.
    const none = await ask('en', 'zzzz qqqq?');
    expect(quotesOf(none.response)).toEqual([]);
  });
});
