// cspell:locale en,fr -- French messages and answers.
/** What blind sets AD and AE found hedged, or answered with a neighboring answer (round AF). */
import { describe, expect, it } from 'vitest';
import { ask, leadsTo } from './helpers/chat-ask';

describe('a French journalist', () => {
  it('sends a journalist to the press inquiry type', async () => {
    const fr = await ask('fr', 'Votre porte-parole est-il disponible pour les médias ?');
    expect(fr.id).toBe('contact');
    expect(fr.response).toContain('les journalistes qui demandent une entrevue');
  });
});

describe('what sets the rate, and a past bankruptcy', () => {
  it('says each lender sets its rates, in French', async () => {
    const fr = await ask('fr', 'Qu’est-ce qui fait varier le taux offert à mon entreprise ?');
    expect(leadsTo(fr, 'rates', 'fr')).toBe(true);
  });

  it('says the site does not say how lenders view a past bankruptcy', async () => {
    const en = await ask('en', 'I declared bankruptcy a few years ago. Can my company still borrow?');
    expect(en.id).toBe('credit');
    expect(en.response).toContain('how lenders view a past bankruptcy');
    const fr = await ask('fr', 'J’ai fait faillite il y a quelques années : mon entreprise peut-elle emprunter ?');
    expect(fr.id).toBe('credit');
    expect(fr.response).toContain('une faillite passée');
  });
});

describe('a French numbered company', () => {
  it('is incorporated, so it is not answered as a sole proprietorship', async () => {
    const fr = await ask('fr', 'Je fais affaire sous une compagnie à numéro, suis-je admissible ?');
    expect(fr.id).not.toBe('sole-proprietor');
  });
});
