// cspell:locale en,fr -- French messages and answers.
/** What blind sets X and Y found hedged, dropped or answered without a fact the site has (round Z). */
import { describe, expect, it } from 'vitest';
import { figures } from '~/lib/chat-answers';
import { ask, leadsTo, wordsOf } from './helpers/chat-ask';

describe('SBA 7(a) terms beside the marketplace’s term loans', () => {
  it('gives the SBA guide’s 7(a) terms', async () => {
    const en = await ask('en', 'can an SBA loan be longer than 7 years?');
    expect(leadsTo(en, 'sba', 'en')).toBe(true);
    expect(en.response).toContain(`up to ${figures('en').sbaRealEstateYears} for real estate`);
    const fr = await ask('fr', 'Un prêt SBA peut-il durer plus de 7 ans?');
    expect(fr.id).toBe('sba');
    expect(fr.response).toContain(`jusqu’à ${figures('fr').sbaRealEstateYears} pour l’immobilier`);
  });

  it('says the term loan’s years are the marketplace’s, an SBA loan running longer', async () => {
    const en = await ask('en', 'can I get a 10 year term loan?');
    expect(en.id).toBe('term');
    expect(en.response).toContain(`up to ${figures('en').sbaYears}`);
    const fr = await ask('fr', 'Quelle est la durée d’un prêt à terme?');
    expect(fr.id).toBe('term');
    expect(fr.response).toContain(`au plus ${figures('fr').sbaYears}`);
  });
});

describe('brokers', () => {
  it('says no program names brokers and the partnerships team decides', async () => {
    const en = await ask('en', 'I broker commercial deals, how do I join your referral program?');
    expect(en.response).toContain('mortgage brokers included');
    const fr = await ask('fr', 'Je suis courtier, puis-je devenir apporteur d’affaires chez vous?');
    expect(leadsTo(fr, 'referral', 'fr')).toBe(true);
    expect(wordsOf(fr, 'referral', 'fr')).toContain('courtiers hypothécaires compris');
    expect(wordsOf(fr, 'referral', 'fr')).toContain('équipe des partenariats qui décide');
  });
});

describe('asset-based lending', () => {
  it('says factoring’s fit beside the ABL minimum', async () => {
    const en = await ask('en', 'What is the minimum for asset-based lending, and would factoring suit us better?');
    expect(en.response).toContain(figures('en').ablMin);
    expect(en.response).toContain('factoring usually fits a young or fast-growing business');
    const fr = await ask(
      'fr',
      'Quel est le minimum pour un financement adossé à des actifs? Est-ce que l’affacturage serait mieux pour nous?',
    );
    expect(fr.response).toContain('l’affacturage convient généralement à une entreprise jeune');
  });

  it('says how long one takes to set up', async () => {
    const en = await ask('en', 'How many weeks does setting up asset-based lending usually take?');
    expect(en.response).toContain('usually takes several weeks');
    const fr = await ask('fr', 'Combien de temps faut-il pour mettre en place un financement adossé à des actifs?');
    expect(fr.response).toContain('prend habituellement plusieurs semaines');
  });
});

describe('deal sizes', () => {
  it('lists the success stories with their amounts, venture debt among them', async () => {
    const en = await ask('en', 'how big were the deals in your case studies?');
    expect(en.id).toBe('success');
    expect(en.response).toContain(figures('en').stories);
    expect(en.response).toContain('SaaS');
    const fr = await ask('fr', 'Avez-vous des histoires de réussite?');
    expect(fr.id).toBe('success');
    expect(fr.response).toContain(figures('fr').stories);
  });
});

describe('a profile’s e-mail', () => {
  it('says most profile information is updated in the account', async () => {
    const en = await ask('en', 'how do I update my e-mail address in my account?');
    expect(en.response).toContain('can be reviewed and updated directly in your account');
    const fr = await ask('fr', 'Je veux mettre à jour mon courriel dans mon profil');
    expect(fr.response).toContain('mis à jour directement dans votre compte');
  });
});

describe('asked in new words (train-z.ts)', () => {
  it('answers an SBA loan’s length, an ABL facility’s set-up and the deals’ size', async () => {
    const sba = await ask('en', 'what is the longest SBA 7a term for real estate?');
    expect(leadsTo(sba, 'sba', 'en')).toBe(true);
    const sbaFr = await ask('fr', 'Sur combien d’années peut-on rembourser un prêt SBA 7(a)?');
    expect(sbaFr.id).toBe('sba');
    const abl = await ask('en', 'how many weeks before an ABL facility is in place?');
    expect(abl.id).toBe('abl');
    expect(abl.response).toContain('several weeks');
    const deals = await ask('fr', 'Quelle taille de financements avez-vous obtenus pour vos clients?');
    expect(deals.id).toBe('success');
    expect(deals.response).toContain(figures('fr').stories);
  });
});
