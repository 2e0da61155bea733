// cspell:locale en,fr -- French messages and answers.
// cspell:words affacturer
/** What blind sets T and U found hedged or given a neighboring answer, as the visitor sees it (round V). */
import { describe, expect, it } from 'vitest';
import { messagesFor } from '~/lib/i18n';
import { ask, HEDGE, leadsTo, wordsOf } from './helpers/chat-ask';

describe('industries the site lists', () => {
  it('names Who We Help’s industries, hospitality and food service among them', async () => {
    const { other } = messagesFor('en').solutions.industries;
    const trucking = await ask('en', 'does boundless work with trucking companies?');
    expect(leadsTo(trucking, 'eligibility', 'en')).toBe(true);
    const words = wordsOf(trucking, 'eligibility', 'en');
    expect(words).toContain('manufacturing, and transportation');
    expect(words).toContain('hospitality and food service');
    expect(other.items).toContain('Hospitality and food service');
    // The Terms' age of majority is in the same answer.
    expect(words).toContain('of the age of majority where you live');
    const fr = await ask('fr', 'est-ce que vous aidez les restaurants à se financer?');
    expect(leadsTo(fr, 'eligibility', 'fr')).toBe(true);
    expect(wordsOf(fr, 'eligibility', 'fr')).toContain('hôtellerie et restauration');
  });
});

describe('what the Privacy Policy says', () => {
  it('says who sees one’s data, staff included', async () => {
    const en = await ask('en', 'can your employees see my financial documents?');
    expect(en.id).toBe('privacy');
    expect(en.response).toContain('a log of our staff’s access to your information');
    const fr = await ask('fr', 'est-ce que vos employés ont accès à mes données?');
    expect(leadsTo(fr, 'privacy', 'fr')).toBe(true);
    expect(wordsOf(fr, 'privacy', 'fr')).toContain('registre des accès de notre personnel');
  });
});

describe('products asked about in other words', () => {
  it('reaches equipment financing for a machine', async () => {
    const machine = await ask('en', 'I need a loan to buy a new machine for production');
    expect(machine.id).toBe('equipment');
  });

  it('gives the product’s own term and set-up time after it was the topic', async () => {
    const po = await ask('en', 'what is purchase order financing?');
    const poTerms = await ask('en', 'and how long are the terms for PO financing?', po.topic);
    expect(poTerms.response).toContain('90-day average terms');
    expect(poTerms.id).not.toBe('term');
    const inv = await ask('en', 'how quickly can inventory financing be set up?');
    expect(inv.id).toBe('inventory');
    expect(inv.response).toContain('Setting it up can take a few weeks');
    const fr = await ask('fr', 'la mise en place du financement des stocks prend combien de temps?');
    expect(leadsTo(fr, 'inventory', 'fr')).toBe(true);
    expect(fr.response).toContain('La mise en place peut prendre quelques semaines');
  });

  it('reaches factoring asked in Quebec French by a construction company', async () => {
    const r = await ask('fr', 'mon entreprise de construction pourrait-tu faire affacturer ses comptes à recevoir?');
    expect(leadsTo(r, 'factoring', 'fr')).toBe(true);
  });
});

describe('the company, its partners and its account', () => {
  it('says what the company is when asked whether it is a scam', async () => {
    const en = await ask('en', 'is boundless a scam or a real business?');
    expect(en.id).toBe('about');
    expect(en.response).toContain('We are not a lender');
    const fr = await ask('fr', 'est-ce que c’est une arnaque, votre site?');
    expect(leadsTo(fr, 'about', 'fr')).toBe(true);
  });

  it('says what the Airwallex partnership gives its customers', async () => {
    const en = await ask('en', 'what do Airwallex customers get out of the partnership?');
    expect(en.id).toBe('partners');
    expect(en.response).toContain('one profile and one guided application');
    const fr = await ask('fr', 'en tant que client Airwallex, j’ai droit à quoi avec vous?');
    expect(fr.id).toBe('partners');
    expect(fr.response).toContain('une seule demande guidée');
  });

  it('lets an accountant create the account as an authorized agent', async () => {
    const en = await ask('en', 'could my accountant set up the account on my behalf?');
    expect(en.id).toBe('sign-up');
    expect(en.response).toContain('such as its accountant or bookkeeper, may create the account');
    const fr = await ask('fr', 'ma comptable pourrait-elle s’inscrire pour mon entreprise?');
    expect(fr.id).toBe('sign-up');
  });
});

describe('French small talk and French phone support', () => {
  it('answers greetings, thanks and the bot question, never with a hedge', async () => {
    for (const [message, id] of [
      ['Allô!', 'greeting'],
      ['Bonjour, bonjour', 'greeting'],
      ['merci beaucoup pour votre aide', 'thanks'],
      ['c’est-tu un robot qui me parle?', 'bot'],
      ['êtes-vous une vraie personne?', 'bot'],
    ] as const) {
      const r = await ask('fr', message);
      expect([message, r.id]).toEqual([message, id]);
      expect(r.response).not.toMatch(HEDGE);
    }
  });

  it('keeps the phone question: the site publishes no French phone line', async () => {
    const fr = await ask('fr', 'est-ce que je peux avoir du service au téléphone en français?');
    expect(fr.id).toBe('language');
    expect(fr.response).toContain('il n’indique aucune ligne téléphonique en français');
  });
});

describe('the commonest question', () => {
  it('still answers how fast money comes', async () => {
    const en = await ask('en', 'How fast can I get the money?');
    expect([en.intent, en.id]).toEqual(['answer', 'speed']);
    expect(en.response).not.toMatch(/As for “/);
  });
});
