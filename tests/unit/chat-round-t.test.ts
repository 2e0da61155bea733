// cspell:locale en,fr -- French messages and answers.
/** What blind sets R and S found missing or given a neighboring answer, as the visitor sees it (round T). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ABL_ADVANCE_PERCENT, SBA_7A_MAX } from '~/data/chat-answers';
import { COMPLAINT_BUSINESS_DAYS, REPLY_WITHIN_HOURS } from '~/data/facts';
import { ask, leadsTo, wordsOf } from './helpers/chat-ask';

const root = join(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
/** The line for a part the answer leaves out, in either language. */
const LEFT_OUT = /As for “|Quant à «/;

describe('the figures the answers now quote are the site’s own', () => {
  it('reads them in the ABL and SBA guides and the Terms, in both languages', () => {
    const { receivables, inventory } = ABL_ADVANCE_PERCENT;
    expect(read('content/blog/abl.mdx')).toContain(`at an ${receivables}% advance rate`);
    expect(read('content/blog/abl.mdx')).toContain(`at a ${inventory}% advance rate`);
    expect(read('content/blog/fr/abl.mdx')).toMatch(new RegExp(`taux d’avance de ${inventory}\\s%`));
    expect(read('content/blog/what-is-an-sba-loan.mdx')).toContain(`| Up to $${SBA_7A_MAX / 1_000_000} million |`);
    expect(read('content/blog/fr/what-is-an-sba-loan.mdx')).toMatch(
      new RegExp(`\\| Jusqu’à ${SBA_7A_MAX / 1_000_000}\\sM\\$\\sUS \\|`),
    );
    expect(read('content/legal/terms.md')).toContain(`within ${COMPLAINT_BUSINESS_DAYS} business days`);
    expect(read('content/legal/fr/terms.md')).toMatch(
      new RegExp(`délai de ${COMPLAINT_BUSINESS_DAYS}\\sjours ouvrables`),
    );
  });
});

describe('personal information is not the financing fee', () => {
  it('says access to one’s personal information is free, in both languages', async () => {
    const en = await ask('en', 'is there a charge to access my personal information?');
    expect(leadsTo(en, 'data-location', 'en')).toBe(true);
    expect(en.response).toContain('Access to your personal information is free of charge');
    const fr = await ask(
      'fr',
      'est-ce que ça coûte quelque chose pour avoir une copie de mes renseignements personnels',
    );
    expect(leadsTo(fr, 'data-location', 'fr')).toBe(true);
    expect(fr.response).toContain('L’accès à vos renseignements personnels est gratuit');
    expect(fr.response).not.toContain('La création d’un profil, le dépôt d’une demande');
  });
});

describe('facts of the guides and the Terms', () => {
  it('gives the ABL guide’s advance rates', async () => {
    const en = await ask('en', 'what advance rate do ABL lenders give on receivables');
    expect(en.id).toBe('abl');
    expect(en.response).toContain('85% of eligible receivables and 50% of eligible inventory');
  });

  // Hedged with the ABL page first since the model learned the decline of false information (0.738 against 0.832;
  // docs/chat-rounds.md, "A learned decline of false information"), and the quote is the product's opening, not its
  // rates. Kept failing on purpose: it passes again once fixed.
  it.fails('gives the ABL guide’s advance rates in French', async () => {
    const fr = await ask('fr', 'en financement adossé à des actifs, on avance quel pourcentage de mes factures?');
    expect(fr.id).toBe('abl');
    expect(fr.response).toContain('85\u00a0% des comptes clients admissibles et 50\u00a0% des stocks admissibles');
  });

  it('gives the SBA 7(a) maximum, with no line saying the site does not', async () => {
    const en = await ask('en', 'what is the largest loan the SBA 7(a) program allows?');
    expect(leadsTo(en, 'sba', 'en')).toBe(true);
    expect(wordsOf(en, 'sba', 'en')).toContain('The largest loan the most common program, 7(a), allows is $5M');
    expect(wordsOf(en, 'sba', 'en')).not.toMatch(LEFT_OUT);
    const fr = await ask('fr', 'c’est combien le maximum d’un prêt SBA 7(a)');
    expect(leadsTo(fr, 'sba', 'fr')).toBe(true);
    expect(wordsOf(fr, 'sba', 'fr')).toContain('le 7(a), est de 5\u00a0M$\u00a0US');
  });

  // Since the written answers' examples in the search were capped at five (docs/chat-rounds.md, round 19: 6 more
  // helpful replies of 240 on fresh sets, one fewer wrong), the hedge quotes other sentences. Kept failing on purpose:
  // it passes again when fixed.
  it.fails('says how fast a message gets a reply and a complaint is addressed', async () => {
    const en = await ask('en', 'how quickly will I hear back after sending you a message?');
    expect(leadsTo(en, 'contact', 'en')).toBe(true);
    expect(en.response).toContain(`we reply within ${REPLY_WITHIN_HOURS} hours on business days`);
    const complaint = await ask('en', 'how many days does it take you to handle a complaint?');
    expect(complaint.response).toContain(`within ${COMPLAINT_BUSINESS_DAYS} business days`);
    const fr = await ask('fr', 'une plainte sur votre service, vous la traitez dans quel délai?');
    expect(fr.id).toBe('regulation');
    expect(fr.response).toContain(`dans un délai de ${COMPLAINT_BUSINESS_DAYS}\u00a0jours ouvrables`);
  });

  it('says where the company is based and which law governs its Terms', async () => {
    const en = await ask('en', 'in which province is Boundless AI registered?');
    expect(en.response).toContain('governed by the laws of the Province of Ontario');
    const office = await ask('en', 'where is your headquarters?');
    expect(leadsTo(office, 'founders', 'en')).toBe(true);
    expect(wordsOf(office, 'founders', 'en')).toContain('it is based there: our office is at');
    const fr = await ask('fr', 'Boundless est incorporée dans quelle province?');
    expect(leadsTo(fr, 'about', 'fr')).toBe(true);
    expect(wordsOf(fr, 'about', 'fr')).toContain('régies par les lois de la province de l’Ontario');
  });

  // Since the written answers' examples in the search were capped at five (docs/chat-rounds.md, round 19: 6 more
  // helpful replies of 240 on fresh sets, one fewer wrong), the hedge quotes other sentences. Kept failing on purpose:
  // it passes again when fixed.
  it.fails('says the internal score is an internal tool and each lender decides', async () => {
    const en = await ask('en', 'do lenders see the proprietary score?');
    expect(leadsTo(en, 'credit', 'en')).toBe(true);
    expect(wordsOf(en, 'credit', 'en')).toContain('each lender reviews your profile and makes its own credit decision');
    const fr = await ask('fr', 'est-ce que les prêteurs ont accès au score interne de ma compagnie?');
    expect(fr.response).toContain('c’est un outil interne, pas une cote de crédit');
    expect(fr.response).toContain('chaque prêteur examine votre profil et prend sa propre décision de crédit');
  });
});

describe('who can apply and from where', () => {
  it('answers incorporation asked in Quebec French, never with the fee answer', async () => {
    const r = await ask('fr', 'c’tu correct si ma compagnie est pas incorporée?');
    expect(r.id).toBe('sole-proprietor');
    expect(r.response).toContain('Seules les entreprises constituées en société');
    const terse = await ask('fr', 'faut-tu être incorporé pour faire une demande');
    expect(terse.id).not.toBe('fees');
    expect(terse.response).toContain('Seules les entreprises constituées en société');
  });

  it('names the US regions covered when a territory is asked about', async () => {
    const en = await ask('en', 'do you serve companies in puerto rico or other us territories?');
    expect(leadsTo(en, 'regions', 'en')).toBe(true);
    expect(wordsOf(en, 'regions', 'en')).toContain('lists the 50 states and the District of Columbia');
    expect(wordsOf(en, 'regions', 'en')).toContain('Puerto Rico or Guam are not on that list');
    const fr = await ask('fr', 'Une entreprise située à Porto Rico peut-elle faire une demande?');
    expect(leadsTo(fr, 'regions', 'fr')).toBe(true);
    expect(wordsOf(fr, 'regions', 'fr')).toContain(
      'les territoires américains, comme Porto Rico ou Guam, ne figurent pas',
    );
  });

  it('says what the Terms ask of an owner living abroad, also beside eligibility', async () => {
    const r = await ask('en', 'My company is incorporated in Alberta but I live in Spain. Am I eligible?');
    expect(r.response).toContain('of the age of majority where you live');
    expect(r.response).toMatch(/set no condition on (where the owners live|the owners’ citizenship or residence)/);
  });

  it('does not say the application is in French, which the site does not state', async () => {
    const en = await ask('en', 'can I fill in your application in French?');
    expect(en.id).toBe('language');
    expect(en.response).not.toMatch(/^Yes/);
    expect(en.response).toContain('does not say whether the Boundless AI app');
    const fr = await ask('fr', 'votre application de demande est-elle offerte en français?');
    expect(fr.response).not.toMatch(/^Oui/);
    expect(fr.response).toContain('ne précise pas si l’application Boundless AI');
  });
});

describe('the commonest question', () => {
  it('still answers how fast money comes, with no left-out line', async () => {
    const en = await ask('en', 'How fast can I get the money?');
    expect([en.intent, en.id]).toEqual(['answer', 'speed']);
    expect(en.response).not.toMatch(LEFT_OUT);
  });
});
