// cspell:locale en,fr -- French messages and answers.
/** What blind sets AB and AC found hedged, or answered with a neighboring answer (round AD). */
import { describe, expect, it } from 'vitest';
import { figures } from '~/lib/chat-answers';
import { ask, leadsTo, wordsOf } from './helpers/chat-ask';

describe('how much a business could borrow', () => {
  it('says no tool gives the amount: each lender decides it', async () => {
    const en = await ask('en', 'How much money could I borrow through you?');
    expect(leadsTo(en, 'products', 'en')).toBe(true);
    expect(wordsOf(en, 'products', 'en')).toContain(
      `from a minimum of ${figures('en').rangeMin} up to a maximum of ${figures('en').rangeMax}`,
    );
    expect(wordsOf(en, 'products', 'en')).toContain('No tool on our site says how much you could borrow');
    const fr = await ask('fr', 'Combien pourrais-je emprunter ?');
    expect(leadsTo(fr, 'products', 'fr')).toBe(true);
    expect(wordsOf(fr, 'products', 'fr')).toContain(
      `d’un minimum de ${figures('fr').rangeMin} à un maximum de ${figures('fr').rangeMax}`,
    );
    expect(wordsOf(fr, 'products', 'fr')).toContain(
      'Aucun outil de notre site n’indique combien vous pourriez emprunter',
    );
  });
});

describe('a pre-revenue company with a letter of intent', () => {
  it('is told PO financing needs a confirmed purchase order', async () => {
    const en = await ask('en', 'we have no revenue yet, only a letter of intent from a customer. can we borrow?');
    expect(en.id).toBe('startup');
    expect(en.response).toContain('a letter of intent is not enough');
    const fr = await ask('fr', 'On n’a pas de revenus, juste une lettre d’intention : peut-on emprunter ?');
    expect(leadsTo(fr, 'startup', 'fr')).toBe(true);
    expect(wordsOf(fr, 'startup', 'fr')).toContain('une lettre d’intention ne suffit pas');
  });
});

describe('French questions the examples reach', () => {
  it('gives the typical time in business', async () => {
    const fr = await ask('fr', 'Combien d’années d’exploitation faut-il avoir ?');
    expect(leadsTo(fr, 'eligibility', 'fr')).toBe(true);
    expect(wordsOf(fr, 'eligibility', 'fr')).toContain(figures('fr').termAgeBanks);
  });

  it('finances a renovation with a term loan and a vehicle as equipment', async () => {
    const reno = await ask('fr', 'on rénove notre restaurant, quel financement convient');
    expect(reno.id).toBe('term');
    expect(reno.response).toContain(figures('fr').termYears);
    const truck = await ask('fr', 'vos prêteurs financent-ils les véhicules d’entreprise');
    expect(truck.id).toBe('equipment');
    expect(truck.response).toContain('véhicule');
  });

  it('says which lenders a profile goes to, and why one profile rather than a bank', async () => {
    const lenders = await ask('fr', 'à quels prêteurs mon profil serait-il envoyé');
    expect(lenders.id).toBe('lenders');
    expect(lenders.response).toContain(figures('fr').lenderNames);
    const bank = await ask('fr', 'ma banque me connaît déjà, pourquoi venir chez vous');
    expect(bank.id).toBe('not-lender');
    expect(bank.response).toContain('vous ne joignez ainsi que ce prêteur');
  });
});

describe('who may apply', () => {
  it('answers a holding company with who is eligible, and an accountant with who may create the account', async () => {
    const holding = await ask('en', 'can a holding company apply?');
    expect(leadsTo(holding, 'eligibility', 'en')).toBe(true);
    expect(wordsOf(holding, 'eligibility', 'en')).toContain('incorporated in Canada or the United States');
    const accountant = await ask('en', 'can my accountant apply for my company?');
    expect(leadsTo(accountant, 'sign-up', 'en')).toBe(true);
    expect(wordsOf(accountant, 'sign-up', 'en')).toContain(
      'such as its accountant or bookkeeper, may create the account',
    );
  });
});

describe('French questions on jobs', () => {
  it('gets the careers answer', async () => {
    const fr = await ask('fr', 'Vous engagez-tu ?');
    expect(fr.id).toBe('careers');
    expect(fr.response).toContain('aucune offre d’emploi');
  });
});
