// cspell:locale en,fr -- French messages and answers.
/** What blind sets Z and AA found hedged, or answered without a fact the site has (round AB). */
import { describe, expect, it } from 'vitest';
import { figures } from '~/lib/chat-answers';
import { ask, HEDGE } from './helpers/chat-ask';

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
    expect(en.id).toBe('withdraw');
    expect(en.response).toContain('our Terms set no fee for withdrawing a request');
    const fr = await ask('fr', 'Est-ce qu’il y a des frais pour annuler ma demande?');
    expect(fr.id).toBe('withdraw');
    expect(fr.response).toContain('ne prévoient pas de frais pour le retrait d’une demande');
    expect(fr.response).toContain('toute annulation est régie par cette convention');
  });
});

describe('the law governing the Terms', () => {
  it('names Ontario and its courts', async () => {
    const en = await ask('en', 'Which law governs your terms?');
    expect(en.id).toBe('terms-of-service');
    expect(en.response).toContain('governed by the laws of the Province of Ontario');
    const fr = await ask('fr', 'Quelle loi régit vos conditions d’utilisation?');
    expect(fr.id).toBe('terms-of-service');
    expect(fr.response).toContain('tribunaux de l’Ontario ont compétence');
  });
});

describe('where data is processed', () => {
  it('answers where information may be processed, and who may access it there', async () => {
    const en = await ask('en', 'do you keep my information in Canada or the US?');
    expect(en.id).toBe('data-location');
    expect(en.response).toContain('be accessible to their authorities');
    const fr = await ask('fr', 'Mes données sont-elles stockées au Canada?');
    expect(fr.id).toBe('data-location');
    expect(fr.response).toContain('accessibles aux autorités qui y exercent leurs pouvoirs');
  });

  it('is said in the privacy answer too', async () => {
    const en = await ask('en', 'How do you protect my data?');
    expect(en.id).toBe('privacy');
    expect(en.response).toContain('Some of those service providers are located outside your province');
    const fr = await ask('fr', 'Protégez-vous mes données?');
    expect(fr.id).toBe('privacy');
    expect(fr.response).toContain('Certains de ces fournisseurs de services sont situés à l’extérieur');
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
    expect(en.id).toBe('eligibility');
    expect(en.response).toContain('age of majority');
    const fr = await ask('fr', 'Dois-je être majeur pour m’inscrire?');
    expect(fr.id).toBe('eligibility');
    expect(fr.response).toContain('l’âge de la majorité');
  });

  it('answers booking a call in French', async () => {
    const fr = await ask('fr', 'Je voudrais prendre rendez-vous avec un conseiller');
    expect(fr.id).toBe('contact');
    expect(fr.response).toContain('planifier un appel');
    expect(fr.response).not.toMatch(HEDGE);
  });
});

describe('payroll and rent', () => {
  it('are business needs, which the products answer says', async () => {
    const en = await ask('en', 'What products do you offer?');
    expect(en.id).toBe('products');
    expect(en.response).toContain('Payroll, rent for your premises');
    const fr = await ask('fr', 'Quels produits offrez-vous?');
    expect(fr.id).toBe('products');
    expect(fr.response).toContain('le loyer de vos locaux');
  });
});
