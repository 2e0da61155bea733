// cspell:locale en,fr -- French messages and answers.
/** What round AN moved off a hedge (train-an.ts). */
import { describe, expect, it } from 'vitest';
import { ask, HEDGE, leadsTo } from './helpers/chat-ask';

describe('comparing several lenders’ offers, in French', () => {
  it('gets the how-it-works answer, which compares offers side by side, or a hedge with its page first', async () => {
    const fr = await ask(
      'fr',
      'Comment ça marche pour recevoir des offres de plusieurs prêteurs pis choisir la meilleure?',
    );
    expect(leadsTo(fr, 'how-it-works', 'fr')).toBe(true);
  });
});

describe('the smallest amount, in French', () => {
  it('gets the products answer, which gives the range, or a hedge with its page first', async () => {
    const fr = await ask('fr', 'Vous prêtez à partir de quel montant?');
    expect(leadsTo(fr, 'products', 'fr')).toBe(true);
  });
  it('gets the cash-advance answer, which gives its minimum, for the smallest advance', async () => {
    const fr = await ask('fr', 'Quel est le minimum pour une avance de fonds?');
    expect(fr.id).toBe('mca');
    expect(fr.response).not.toMatch(HEDGE);
  });
});
