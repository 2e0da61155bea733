// cspell:locale en,fr -- French messages and answers.
/** What round AK moved off a hedge (train-ak.ts). */
import { describe, expect, it } from 'vitest';
import { ask, HEDGE, leadsTo, wordsOf } from './helpers/chat-ask';

describe('equipment bought with a loan', () => {
  it('answers with equipment financing, or a hedge with its page first', async () => {
    const en = await ask('en', 'Could I use a term loan to purchase new machinery for the shop?');
    expect(leadsTo(en, 'equipment', 'en')).toBe(true);
  });
  // Since the written answers' examples in the search were capped at five (docs/chat-rounds.md, round 19: 6 more
  // helpful replies of 240 on fresh sets, one fewer wrong), the question is hedged (the search no longer backs the
  // guess near the threshold). Kept failing on purpose: it passes again when fixed.
  it.fails('answers with equipment financing in French, not a hedge', async () => {
    const fr = await ask('fr', 'On veut acheter une nouvelle machine pour l’usine, comment la financer?');
    expect(fr.id).toBe('equipment');
    expect(fr.response).not.toMatch(HEDGE);
  });
});

describe('a past bankruptcy, in French', () => {
  it('gives the credit answer, not a hedge', async () => {
    const fr = await ask(
      'fr',
      'J’ai fait faillite il y a quatre ans, est-ce que je peux quand même faire une demande?',
    );
    expect(fr.id).toBe('credit');
    expect(fr.response).not.toMatch(HEDGE);
  });
});

describe('how soon a message gets a reply, in French', () => {
  it('gives the contact answer with the reply time', async () => {
    const fr = await ask('fr', 'Vous répondez en combien de temps quand on vous écrit?');
    expect(leadsTo(fr, 'contact', 'fr')).toBe(true);
  });
});

describe('refinancing, in French', () => {
  // Hedged since the model learned the decline of false information (0.662 against 0.832; docs/chat-rounds.md, "A
  // learned decline of false information"). Kept failing on purpose: it passes again once fixed.
  it.fails('gives the term-loan answer, which names refinancing', async () => {
    const fr = await ask('fr', 'Je veux refinancer le prêt de mon entreprise à un meilleur taux');
    expect(fr.id).toBe('term');
    expect(fr.response).not.toMatch(HEDGE);
    expect(fr.response).toContain('refinancement');
  });
  it('hedges with the term loans’ page first meanwhile, whose answer names refinancing', async () => {
    const fr = await ask('fr', 'Je veux refinancer le prêt de mon entreprise à un meilleur taux');
    expect(leadsTo(fr, 'term', 'fr')).toBe(true);
    expect(wordsOf(fr, 'term', 'fr')).toContain('refinancement');
  });
});

describe('being served in French', () => {
  it('gives the language answer, or a hedge with its page first', async () => {
    const fr = await ask('fr', 'Est-ce que je peux parler en français avec quelqu’un?');
    expect(leadsTo(fr, 'language', 'fr')).toBe(true);
  });
});

describe('a minimum age, in French', () => {
  it('leads to the eligibility answer, which gives the age of majority', async () => {
    const fr = await ask('fr', 'À quel âge peut-on s’inscrire?');
    expect(leadsTo(fr, 'eligibility', 'fr')).toBe(true);
    expect(wordsOf(fr, 'eligibility', 'fr')).toContain('l’âge de la majorité');
  });
});
