// cspell:locale en,fr -- messages as visitors type them.
/**
 * The best results of src/lib/mini-top.ts are MiniSearch's own, score for score and in the same order: the
 * neighbors on the trained models' indexes and the pages on the chat's search index (several boosted fields, a
 * boost per kind of page), for training examples and the held-out questions, both languages.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { knnOptions, SEARCH_OPTIONS, type Model } from '~/lib/chat-model';
import { unpack } from '~/lib/mini-pack';
import { miniOptions, searchOptions, type IndexData } from '~/lib/search';
import { topOf } from '~/lib/mini-top';
import { seedsOf } from '~/integrations/chat-model';
import { frTestBank } from '../chat-bank/fr-test';
import { testBank } from '../chat-bank/test';

const held = { en: testBank, fr: frTestBank };

describe.each(['en', 'fr'] as const)('the nearest examples in %s', (locale) => {
  const { model } = JSON.parse(readFileSync(`netlify/generated/chat-model.${locale}.json`, 'utf8')) as {
    model: Model;
  };
  // MiniSearch's own search reads the full form; `topOf` the lean one the function loads.
  const mini = unpack(model.knn, knnOptions(locale));
  const top = topOf(unpack(model.knn, knnOptions(locale), true), { boosts: { text: 1 }, ...SEARCH_OPTIONS });
  const texts = [
    // Every fortieth training example: MiniSearch's own search is what takes the time here.
    ...seedsOf(locale)
      .filter((_, n) => n % 40 === 0)
      .map((e) => e.text),
    ...held[locale].flatMap((e) => (typeof e.q === 'string' ? [e.q] : e.q)),
    // Repeated words, typos, one-letter words and nothing the index knows.
    'loan loan loan',
    'finacement equipemnt',
    'a',
    'zzzz qqqq',
    '',
  ];

  it('ranks the neighbors as MiniSearch does, twice (the second from the terms it kept)', { timeout: 60_000 }, () => {
    for (const round of [1, 2]) {
      const mismatches = texts.filter((text) => {
        const mine = top(text, 8).map((h) => [h.stored.id, h.score]);
        const theirs = mini
          .search(text, SEARCH_OPTIONS)
          .slice(0, 8)
          .map((h) => [h.id, h.score]);
        return JSON.stringify(mine) !== JSON.stringify(theirs);
      });
      expect({ round, mismatches: mismatches.slice(0, 5) }).toEqual({ round, mismatches: [] });
    }
    expect(texts.length).toBeGreaterThan(200);
  });

  it('ranks the pages as MiniSearch does', { timeout: 60_000 }, () => {
    const file = `netlify/generated/chat-index${locale === 'fr' ? '.fr' : ''}.json`;
    const data = JSON.parse(readFileSync(file, 'utf8')) as IndexData;
    const pages = unpack(data.index, miniOptions(locale));
    const { boosts, ...options } = searchOptions(new Map(data.passages.map((p) => [p.id, p])));
    const best = topOf(unpack(data.index, miniOptions(locale), true), { boosts, ...options });
    const mismatches = texts.filter((text) => {
      const mine = best(text, 12).map((h) => [h.id, h.score]);
      const theirs = pages
        .search(text, { ...options, boost: boosts, combineWith: 'OR' })
        .slice(0, 12)
        .map((h) => [h.id, h.score]);
      return JSON.stringify(mine) !== JSON.stringify(theirs);
    });
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it('returns fewer than asked when few examples match, and none for unknown words', () => {
    expect(top('zzzz qqqq', 8)).toEqual([]);
    expect(top('loan', 3)).toHaveLength(3);
  });
});
