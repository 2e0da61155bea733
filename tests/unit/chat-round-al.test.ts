// cspell:locale en,fr -- French messages and answers.
/** What round AL moved off a hedge (train-al.ts). */
import { describe, expect, it } from 'vitest';
import { ask, HEDGE, leadsTo, wordsOf } from './helpers/chat-ask';

describe('help with a spreadsheet', () => {
  // Since the model learned visitors' messages, this reads as a question no answer answers (0.417, another subject
  // 0.268) and is hedged (docs/chat-rounds.md, "Training on visitors' messages"). Kept failing on purpose: it passes
  // again once fixed.
  it.fails('gives the off-topic reply, not a hedge', async () => {
    const en = await ask('en', 'can you show me how to use conditional formatting in a spreadsheet');
    expect(en.id).toBe('off-topic');
    expect(en.response).not.toMatch(HEDGE);
  });
  it.fails('gives the off-topic reply in French, not a hedge', async () => {
    // Regressed on 2026-12-02: since the model learned the declines, this French question is hedged
    // (docs/chat-rounds.md, "Learned declines"). Kept failing on purpose: it passes again once fixed.
    const fr = await ask('fr', 'Quelle formule Excel utiliser pour additionner une colonne selon une condition?');
    expect(fr.id).toBe('off-topic');
    expect(fr.response).not.toMatch(HEDGE);
  });
});

describe('help debugging code', () => {
  it('gives the off-topic reply, not a hedge', async () => {
    const en = await ask('en', 'my python code gives an index out of range error, can you fix it');
    expect(en.id).toBe('off-topic');
    expect(en.response).not.toMatch(HEDGE);
  });
  it('gives the off-topic reply to a database query, not the documents answer', async () => {
    const en = await ask('en', 'Could you debug my SQL query? It returns no rows.');
    expect(en.id).toBe('off-topic');
  });
});

describe('buying a business, in French', () => {
  it('gives the term-loan answer, which names an acquisition', async () => {
    const fr = await ask('fr', 'quel produit pour une acquisition d’entreprise');
    expect(leadsTo(fr, 'term', 'fr')).toBe(true);
    expect(wordsOf(fr, 'term', 'fr')).toContain('acquisition');
  });
});

describe('a home mortgage renewal, in French', () => {
  // Hedged since the model learned the decline of false information (personal 0.616 against 0.669; docs/chat-rounds.md,
  // "A learned decline of false information"). Kept failing on purpose: it passes again once fixed.
  it.fails('gives the business-only reply, not a hedge', async () => {
    const fr = await ask('fr', 'Je dois renouveler mon hypothèque cette année, pouvez-vous m’aider?');
    expect(fr.id).toBe('personal');
    expect(fr.response).not.toMatch(HEDGE);
  });
});
