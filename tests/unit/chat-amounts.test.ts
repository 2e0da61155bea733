// cspell:locale en,fr -- French messages.
/** The amount a message asks for, as the written answers and hedges read it. */
import { describe, expect, it } from 'vitest';
import { amountIn } from '~/lib/chat-answers';
import { ask } from './helpers/chat-ask';

describe('the amount asked for', () => {
  it('reads amounts as visitors type them', () => {
    expect(amountIn('I need 750k')).toBe(750_000);
    expect(amountIn('about $2 million')).toBe(2_000_000);
    expect(amountIn('j’ai besoin de 1,5 M$')).toBe(1_500_000);
    expect(amountIn('500 000 $ svp')).toBe(500_000);
    expect(amountIn('3 years in business')).toBeUndefined();
    // Several amounts (a revenue beside the sum wanted): which one is asked for is not known, so none.
    expect(amountIn('8 M$ de ventes par année, pis on cherche 700 000 $')).toBeUndefined();
    // A sum per month or year is a revenue or a payment, not the amount asked for.
    expect(amountIn('we bill about $9M a year and a buyer sent us a $1.5M order')).toBe(1_500_000);
    expect(amountIn('we do 40k/month and need 600k')).toBe(600_000);
    expect(amountIn('the calculator says $2,100/month')).toBeUndefined();
    expect(amountIn('des ventes de 2 M$ par année')).toBeUndefined();
    expect(amountIn('750k, yes 750k')).toBe(750_000);
  });

  it('is said above a product’s maximum when no written answer fits for sure and its page comes first', async () => {
    // Two questions the model reads less surely together than apart: the closest pages, the MCA's first.
    const hedged = await ask('en', 'What is the maximum for a merchant cash advance? I need 750k');
    expect(hedged.links[0].href).toBe('/financial-products/merchant-cash-advance');
    expect(hedged.response).toMatch(/^\$750K is above what a merchant cash advance reaches \(up to \$500K\)/);
    expect(hedged.response).not.toContain('not certain');
    // Blind set P: in French, PO financing's page first.
    const french = await ask('fr', 'PO financing de 12 millions c’est faisable?');
    expect(french.links[0].href).toBe('/fr/financial-products/po-financing');
    expect(french.response).toMatch(
      /^Le montant de 12\u00a0M\$ dépasse le plafond du financement par bons de commande/,
    );
  });
});
