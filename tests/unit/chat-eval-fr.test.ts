import { describe, expect, it } from 'vitest';
import { index as both } from './helpers/chat-ask';
import { detectLanguage } from '~/lib/language';
import { ask, evaluate, formatReport, linksOf } from '../chat-bank/eval';
import { devBank } from '../chat-bank/dev';
import { frDevBank } from '../chat-bank/fr-dev';
import { frTestBank } from '../chat-bank/fr-test';
import { testBank } from '../chat-bank/test';

// The French index, from the French content, as the build writes it.
const index = both.fr;

const turns = (q: string | string[]) => (Array.isArray(q) ? q : [q]);

// Common English function words: a French reply has none outside its link titles and brand names.
const ENGLISH = /\b(?:the|and|you|your|with|this|that|our|from|are|is|for|what|how)\b/i;
const BRANDS = /\bBoundless AI\b|\bBlack Friday\b/g;

/** A reply without its Markdown links ([title](href)), e-mail addresses and brand names. */
const prose = (text: string) =>
  text
    .replace(/\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\S+@\S+/g, ' ')
    .replace(BRANDS, ' ');

describe('the French chat question bank', () => {
  it('has at least 40 questions in each part, none shared, every expected link a French page', () => {
    for (const part of [frDevBank, frTestBank]) expect(part.length).toBeGreaterThanOrEqual(40);
    const asked = (e: (typeof frDevBank)[number]) => JSON.stringify(e.q).toLowerCase();
    const test = new Set(frTestBank.map(asked));
    expect(frDevBank.filter((e) => test.has(asked(e)))).toEqual([]);
    for (const e of [...frDevBank, ...frTestBank]) {
      expect(e.offTopic || (e.links?.length ?? 0) > 0 || e.says, JSON.stringify(e.q)).toBeTruthy();
      for (const href of e.links ?? []) expect(href, JSON.stringify(e.q)).toMatch(/^(?:\/fr(?:\/|$|#)|https:|mailto:)/);
    }
  });

  // The held-out parts (fr-test.ts, never trained on) through the real reply function; first score in
  // docs/chat-rounds.md.
  it('answers the held-out test parts at least 82 % helpfully, at most 3 confidently wrong', async () => {
    const report = await evaluate(index, frTestBank);
    const summary = formatReport('fr-test', report);
    expect(report.helpful / report.total, summary).toBeGreaterThanOrEqual(0.82);
    expect(report.results.filter((r) => r.verdict === 'wrong').length, summary).toBeLessThanOrEqual(3);
  });

  it('replies in French, with links to French pages only', async () => {
    for (const entry of frTestBank) {
      const { response } = await ask(index, entry);
      expect(prose(response), response).not.toMatch(ENGLISH);
      for (const href of linksOf(response)) expect(href, response).not.toMatch(/^\/(?!fr(?:\/|$|#))/);
    }
  });

  it('reads each question as French, even typed on an English page; English questions stay English', () => {
    for (const e of [...frDevBank, ...frTestBank])
      for (const q of turns(e.q)) {
        expect(detectLanguage(q, 'fr'), q).toBe('fr');
        // Typed on an English page: French unless too short to say (then the page's language).
        if (q.split(/\s+/).length > 3) expect(detectLanguage(q, 'en'), q).toBe('fr');
      }
    for (const e of [...devBank, ...testBank])
      for (const q of turns(e.q)) expect(detectLanguage(q, 'en'), q).toBe('en');
    // Nothing to go on: the page's language.
    expect(detectLanguage('MCA?', 'fr')).toBe('fr');
    expect(detectLanguage('ok', 'en')).toBe('en');
  });
});
