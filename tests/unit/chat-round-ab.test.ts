// cspell:locale en,fr -- French messages and answers.
/** What blind sets Z and AA found hedged, or answered without a fact the site has (round AB). */
import { describe, expect, it } from 'vitest';
import { figures } from '~/lib/chat-answers';
import { ask, leadsTo, wordsOf } from './helpers/chat-ask';

describe('the approval rate', () => {
  it('is given beside the answer that promises no approval', async () => {
    const en = await ask('en', 'What are my chances of getting approved?');
    expect(en.id).toBe('rates');
    expect(en.response).toContain(`${figures('en').approval} of completed applications received at least one lender`);
    const fr = await ask('fr', 'Quelles sont mes chances d’être approuvé?');
    expect(fr.id).toBe('rates');
    expect(fr.response).toContain(`${figures('fr').approval} des demandes complètes ont reçu au moins une approbation`);
  });
});

describe('withdrawing an application', () => {
  it('says the Terms set no fee for it, and a signed agreement governs its own cancellation', async () => {
    const en = await ask('en', 'Is there a fee to cancel my application?');
    expect(leadsTo(en, 'withdraw', 'en')).toBe(true);
    expect(wordsOf(en, 'withdraw', 'en')).toContain('our Terms set no fee for withdrawing a request');
    const fr = await ask('fr', 'Est-ce qu’il y a des frais pour annuler ma demande?');
    expect(leadsTo(fr, 'withdraw', 'fr')).toBe(true);
    expect(wordsOf(fr, 'withdraw', 'fr')).toContain('ne prévoient pas de frais pour le retrait d’une demande');
    expect(wordsOf(fr, 'withdraw', 'fr')).toContain('toute annulation est régie par cette convention');
  });
});

describe('the law governing the Terms', () => {
  it('names Ontario and its courts', async () => {
    const en = await ask('en', 'Which law governs your terms?');
    expect(leadsTo(en, 'terms-of-service', 'en')).toBe(true);
    expect(wordsOf(en, 'terms-of-service', 'en')).toContain('governed by the laws of the Province of Ontario');
    const fr = await ask('fr', 'Quelle loi régit vos conditions d’utilisation?');
    expect(leadsTo(fr, 'terms-of-service', 'fr')).toBe(true);
    expect(wordsOf(fr, 'terms-of-service', 'fr')).toContain('tribunaux de l’Ontario ont compétence');
  });
});

describe('where data is processed', () => {
  it('answers where information may be processed, and who may access it there', async () => {
    const en = await ask('en', 'do you keep my information in Canada or the US?');
    expect(leadsTo(en, 'data-location', 'en')).toBe(true);
    expect(wordsOf(en, 'data-location', 'en')).toContain('be accessible to their authorities');
    const fr = await ask('fr', 'Mes données sont-elles stockées au Canada?');
    expect(leadsTo(fr, 'data-location', 'fr')).toBe(true);
    expect(wordsOf(fr, 'data-location', 'fr')).toContain('accessibles aux autorités qui y exercent leurs pouvoirs');
  });

  it('is said in the privacy answer too', async () => {
    const en = await ask('en', 'How do you protect my data?');
    expect(leadsTo(en, 'privacy', 'en')).toBe(true);
    expect(wordsOf(en, 'privacy', 'en')).toContain('Some of those service providers are located outside your province');
    const fr = await ask('fr', 'Protégez-vous mes données?');
    expect(leadsTo(fr, 'privacy', 'fr')).toBe(true);
    expect(wordsOf(fr, 'privacy', 'fr')).toContain(
      'Certains de ces fournisseurs de services sont situés à l’extérieur',
    );
  });
});

describe('asked in new words (train-ab.ts)', () => {
  it('answers a job question', async () => {
    const en = await ask('en', 'Are you hiring?');
    expect(en.id).toBe('careers');
    expect(en.response).toContain('lists no job openings');
    const fr = await ask('fr', 'Embauchez-vous?');
    expect(fr.id).toBe('careers');
    expect(fr.response).toContain('aucune offre d’emploi');
  });

  it('answers the age of majority asked alone', async () => {
    const en = await ask('en', 'what age do you have to be');
    expect(leadsTo(en, 'eligibility', 'en')).toBe(true);
    expect(wordsOf(en, 'eligibility', 'en')).toContain('age of majority');
    const fr = await ask('fr', 'Dois-je être majeur pour m’inscrire?');
    expect(leadsTo(fr, 'eligibility', 'fr')).toBe(true);
    expect(wordsOf(fr, 'eligibility', 'fr')).toContain('l’âge de la majorité');
  });

  it('answers booking a call in French', async () => {
    const fr = await ask('fr', 'Je voudrais prendre rendez-vous avec un conseiller');
    expect(leadsTo(fr, 'contact', 'fr')).toBe(true);
    expect(wordsOf(fr, 'contact', 'fr')).toContain('planifier un appel');
  });
});

describe('payroll and rent', () => {
  it('are business needs, which the products answer says', async () => {
    const en = await ask('en', 'What products do you offer?');
    expect(leadsTo(en, 'products', 'en')).toBe(true);
    expect(wordsOf(en, 'products', 'en')).toContain('Payroll, rent for your premises');
    const fr = await ask('fr', 'Quels produits offrez-vous?');
    expect(fr.id).toBe('products');
    expect(fr.response).toContain('le loyer de vos locaux');
  });
});
