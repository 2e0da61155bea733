import { describe, expect, it } from 'vitest';
import { reply, type Reply } from '../../netlify/lib/assistant';
import { chatTopics } from '~/data/chat-topics';
import { createChatIndex } from '~/integrations/chat-index';
import { linksOf } from '../chat-bank/eval';

// The whole site, as the build indexes it, in both languages.
const en = createChatIndex();
const fr = createChatIndex({ locale: 'fr' });

/** The links of a reply's "see also" line. */
const seeAlsoOf = (r: Reply, label: string) => {
  const line = r.response.split('\n').find((l) => l.startsWith(label));
  return line ? linksOf(line) : [];
};

describe('the subjects a reply links together ("see also")', () => {
  it('names only pages both indexes hold', () => {
    for (const index of [en, fr])
      for (const topic of chatTopics)
        for (const id of topic.pages) expect(index.byId.get(id), `${index.locale} ${id}`).toBeDefined();
  });

  it("links a product's guide and calculator with an answer from its section, in the question's language", () => {
    const english = reply(en, 'what is a merchant cash advance');
    expect(english.intent).toBe('answer');
    expect(linksOf(english.response)).toEqual(
      expect.arrayContaining(['/blog/merchant-cash-advance-explained', '/calculators/merchant-cash-advance']),
    );
    const french = reply(fr, "c'est quoi une avance de fonds au commerçant");
    expect(french.intent).toBe('answer');
    expect(linksOf(french.response)).toEqual(
      expect.arrayContaining(['/fr/blog/merchant-cash-advance-explained', '/fr/calculators/merchant-cash-advance']),
    );
  });

  it('links the terms and the steps under the answer about fees, never a page already listed', () => {
    const r = reply(fr, 'combien ça coûte votre service');
    const also = seeAlsoOf(r, 'Voir aussi\u00a0:');
    expect(also).toContain('/fr/terms-of-service');
    const listed = linksOf(r.response.split('Voir aussi')[0]);
    expect(also.filter((href) => listed.includes(href))).toEqual([]);
  });

  it('puts the line before the contact options of an uncertain reply', () => {
    const r = reply(fr, 'ma marge');
    expect(r.intent).toBe('uncertain');
    expect(seeAlsoOf(r, 'Voir aussi\u00a0:').length).toBeGreaterThan(0);
    expect(r.response.indexOf('Voir aussi')).toBeLessThan(r.response.indexOf('Notre équipe'));
  });
});

describe('questions about the company itself', () => {
  it('answers who runs it from the About page, in both languages', () => {
    for (const [index, q] of [
      [en, 'who is your CEO?'],
      [en, 'who are the founders'],
      [fr, 'qui est le PDG de Boundless?'],
      [fr, "c'est qui le boss chez vous"],
    ] as const) {
      const r = reply(index, q);
      expect(r.intent, q).toBe('answer');
      expect(linksOf(r.response)[0], q).toBe(index.locale === 'fr' ? '/fr/about-us' : '/about-us');
      expect(r.response, q).toContain('Daniel Mercer');
    }
  });

  it('answers where it is based from the About page', () => {
    expect(linksOf(reply(en, 'where are you based?').response)).toContain('/about-us');
    expect(linksOf(reply(fr, 'vous êtes basés où?').response)).toContain('/fr/about-us');
  });

  it("leaves another company's CEO to the page that names them", () => {
    expect(reply(en, 'who is the CEO of Finaloop').response).not.toContain('Daniel Mercer');
    expect(reply(fr, 'qui est le pdg de Finaloop').response).not.toContain('Daniel Mercer');
  });

  it('puts a product the question names first, even when a page about something else answers', () => {
    const french = reply(fr, 'pour une avance de fonds faut tu fournir des etats financiers ou juste les releves');
    expect(linksOf(french.response)).toContain('/fr/financial-products#merchant-cash-advance');
    const english = reply(en, 'for a merchant cash advance do I need financial statements or only bank statements');
    expect(linksOf(english.response)).toContain('/financial-products#merchant-cash-advance');
  });

  it("links the speed answer with the steps, and a credit question with the lenders' criteria and pre-qualification", () => {
    expect(linksOf(reply(fr, 'ca prend combien de temps avoir les fonds').response)).toContain('/fr/how-it-works');
    const credit = linksOf(reply(fr, 'jai eu une faillite perso, mon score est 560, jai tu une chance').response);
    expect(credit).toEqual(expect.arrayContaining(['/fr/blog/how-lenders-evaluate-your-business', '/fr/prequalify']));
  });

  it('separates see-also links with a middle dot, since a page title may hold commas', () => {
    const line = reply(
      fr,
      'pour une avance de fonds faut tu fournir des etats financiers ou juste les releves de banque',
    )
      .response.split('\n')
      .find((l) => l.startsWith('Voir aussi'));
    expect(line).toMatch(/\) · \[/);
    expect(line).not.toMatch(/\), \[/);
  });
});
