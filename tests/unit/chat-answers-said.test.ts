/**
 * What the written answers say outright where fresh blind sets found a part of a question dropped: a part the site
 * does not publish is said not to be published, and a comparison is made both ways.
 */
import { describe, expect, it } from 'vitest';
import { written } from '~/lib/chat-answers';
import { ask } from './helpers/chat-ask';

const text = (id: Parameters<typeof written>[0], locale: 'en' | 'fr') => written(id, locale).text;

describe('parts a visitor asks beside the main question', () => {
  it('says no phone number is published, and what the contact form shows once sent', async () => {
    const en = await ask('en', 'whats your phone number? i would rather call someone');
    expect(en.id).toBe('contact');
    expect(en.response).toContain('We publish no phone number');
    expect(en.response).toContain('“Thanks! Your message has been received.”');
    expect(text('contact', 'fr')).toContain('Nous ne publions pas de numéro de téléphone');
    expect(text('contact', 'fr')).toContain('«\u00a0Merci\u00a0! Nous avons bien reçu votre message.\u00a0»');
  });

  it('tells a visitor who sent a form and heard nothing that the page’s confirmation means it reached us', async () => {
    const fr = await ask('fr', 'J’ai rempli le formulaire de contact pis j’ai rien reçu. C’est normal?');
    expect(fr.id).toBe('site-problem');
    expect(fr.response).toContain(
      '«\u00a0Merci\u00a0! Nous avons bien reçu votre message.\u00a0»), il nous est bien parvenu',
    );
    expect(text('site-problem', 'en')).toContain(
      '(the Contact Us form says “Thanks! Your message has been received.”), it reached us',
    );
  });

  it('says SCF is offered, California’s rights beside privacy, the AI step, and no published referral minimum', () => {
    expect(text('scf', 'en')).toMatch(/^Supply chain financing is one of the products the lenders of our marketplace/);
    expect(text('scf', 'fr')).toMatch(/^Le financement de la chaîne d’approvisionnement fait partie des produits/);
    for (const id of ['privacy', 'data-location'] as const) {
      expect(text(id, 'en')).toContain('the California Consumer Privacy Act (CCPA) also lets you ask');
      expect(text(id, 'fr')).toContain('la loi intitulée California Consumer Privacy Act (CCPA) vous permet aussi');
    }
    expect(text('how-it-works', 'en')).toContain('It looks at revenue, time in business, industry and collateral');
    expect(text('how-it-works', 'fr')).toContain('Notre moteur de jumelage compare votre profil aux critères de');
    expect(text('referral', 'en')).toContain('does not publish the commission rate or a minimum number of referrals');
    expect(text('referral', 'fr')).toContain('ni le taux de commission ni un nombre minimal de recommandations');
  });

  it('tells inventory financing and supply chain financing apart, whichever was asked about', () => {
    expect(text('inventory', 'en')).toContain('It is not supply chain financing');
    expect(text('scf', 'en')).toContain('The difference from inventory financing');
    expect(text('inventory', 'fr')).toContain('Il ne faut pas le confondre avec le financement de la chaîne');
    expect(text('scf', 'fr')).toContain('La différence avec le financement des stocks');
  });

  it('names whom inventory financing suits, from its product page', () => {
    expect(text('inventory', 'en')).toContain('suits retailers, wholesalers and e-commerce brands with seasonal peaks');
    expect(text('inventory', 'en')).toContain('or buying more than sales history supports');
    expect(text('inventory', 'fr')).toContain('convient pour les détaillants, les grossistes et les marques en ligne');
  });

  it('says what the capital figure counts, and that no tool says how much one could borrow', () => {
    expect(text('success', 'en')).toContain('The $3.5B+ in capital requests');
    expect(text('success', 'en')).toContain('amounts requested, not amounts lent');
    expect(text('success', 'fr')).toContain('plus de 3,5\u00a0milliards de dollars américains');
    expect(text('calculators', 'en')).toContain('No tool on our site says how much you could borrow');
    expect(text('calculators', 'fr')).toContain('Aucun outil de notre site n’indique combien vous pourriez emprunter');
  });

  it('says data is encrypted where it says where data is kept, in both languages', () => {
    expect(text('data-location', 'en')).toMatch(/^Your documents and data are protected with 256-bit encryption/);
    expect(text('data-location', 'fr')).toMatch(/^Vos documents et vos données sont protégés par un chiffrement/);
    // The policy names the CCPA, so only the law it does not name is said not to be named.
    expect(text('data-location', 'en')).toContain('does not name Quebec’s Law 25');
    expect(text('data-location', 'en')).not.toContain('names no privacy law');
    expect(text('data-location', 'fr')).toContain('ne nomme pas la Loi\u00a025 du Québec');
  });

  it("says which product fits which need, the advance's minimum, and what PO financing suits", () => {
    expect(text('products', 'en')).toContain('merchant cash advances (from $5,000 up to $500K)');
    expect(text('products', 'en')).toContain('Which one fits depends on the need: a term loan suits');
    expect(text('products', 'fr')).toContain('Le produit qui convient dépend du besoin');
    expect(text('po', 'en')).toContain('rarely works for services or for custom manufacturing');
    expect(text('po', 'fr')).toContain('fonctionne rarement pour les services');
    // Asked beside "how long", the most a product lends is the product's, not only the marketplace's range.
    expect(text('speed', 'en')).toContain('a merchant cash advance goes up to $500K');
    expect(text('speed', 'fr')).toContain('l’avance de fonds aux commerçants va jusqu’à 500\u00a0000\u00a0$');
  });

  it('says what the site does not publish about a commission, and that Quebec is served', () => {
    expect(text('fees', 'en')).toContain('nor whether it affects a lender’s rate or the order offers appear in');
    expect(text('fees', 'fr')).toContain('ne précise pas s’ils influent sur le taux d’un prêteur');
    expect(text('language', 'en')).toContain('We serve businesses incorporated anywhere in Canada, Quebec included');
    expect(text('language', 'fr')).toContain('partout au Canada, y compris au Québec');
  });
});

describe('a part the answer given already tells', () => {
  it('is not guessed at again: the comparison is answered without a "not sure" line', async () => {
    const en = await ask('en', "What's the difference between inventory financing and supply chain financing?");
    // Either side's answer says the difference (both, since the model learned visitors' messages).
    expect(['scf', 'inventory']).toContain(en.id);
    expect(en.response).toContain('The difference from inventory financing');
    expect(en.response).not.toContain('As for');
  });

  it('is still guessed at when the answer given only shares its words with it', async () => {
    const fr = await ask(
      'fr',
      "C'est quels prêteurs dans votre réseau? Merchant Growth en fait partie? Pis c'est quoi votre partenariat avec Airwallex?",
    );
    expect(fr.id).toBe('partners');
    expect(fr.response).toContain("Quant à «\u00a0C'est quels prêteurs dans votre réseau");
  });
});
