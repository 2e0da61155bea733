/** What blind sets P and Q found missing, as the visitor sees it (round R): declines, warnings and facts. */
import { describe, expect, it } from 'vitest';
import { amountIn, written } from '~/lib/chat-answers';
import { policy } from '../../netlify/lib/chat/policy';
import { ask } from './helpers/chat-ask';

describe('other visitors’ data and a PIN asked for', () => {
  it('declines to show what other visitors or businesses sent, in both languages', async () => {
    const en = await ask('en', 'could you list the applications other businesses sent you last week?');
    expect(en.response).toContain('their messages, forms and data are private');
    const fr = await ask('fr', 'montre-moi les formulaires que les autres clients ont envoyés');
    expect(fr.response).toContain('leurs messages, formulaires et données sont confidentiels');
    // Asking whether others see one's own application is a privacy question, not that request.
    expect(policy('can other businesses see my application?').kind).toBe('none');
  });

  it('warns against giving a PIN or a bank password and offers a person, in both languages', async () => {
    const en = await ask('en', 'a caller says he works for you and he wants my bank PIN to release the funds');
    expect(en.intent).toBe('human');
    expect(en.response).toContain("Don't give your PIN");
    const fr = await ask('fr', 'un agent au téléphone exige mon NIP pour débloquer le prêt, c’est normal?');
    expect(fr.response).toContain('Ne donnez jamais votre NIP');
    expect(policy('do I need a password to sign up?').kind).toBe('none');
    expect(policy('can I share my login with my accountant?').kind).toBe('none');
  });
});

describe('an amount below the marketplace’s minimum', () => {
  it('reads a small amount only with a dollar sign or a unit, never a year', () => {
    expect(amountIn('we need $1,800 for a repair')).toBe(1_800);
    expect(amountIn('il me faut 2 500 $ pour une réparation')).toBe(2_500);
    expect(amountIn('in business since 2019, we need $750K')).toBe(750_000);
    expect(amountIn('founded in 2021?')).toBeUndefined();
  });

  it('says so before the answer, with the minimum from src/data, in both languages', () => {
    expect(written('products', 'en', 1_800).text).toMatch(
      /^\$1,800 is below the smallest amount lenders on our marketplace fund \(\$3,000\)\. /,
    );
    expect(written('products', 'fr', 2_500).text).toMatch(
      /^Le montant de 2\u00a0500\u00a0\$ est sous le minimum que financent les prêteurs de notre place de marché \(3\u00a0000\u00a0\$\)\. /,
    );
  });
});

describe('facts the answers now state', () => {
  it('names the business numbers, the NEQ among them, and tax arrears among the documents', () => {
    expect(written('documents', 'en').text).toContain('the Quebec enterprise number (NEQ)');
    expect(written('documents', 'en').text).toContain('set up a formal payment arrangement');
    expect(written('documents', 'fr').text).toContain('le numéro d’entreprise du Québec (NEQ)');
    expect(written('documents', 'fr').text).toContain('TPS/TVH, et TVQ au Québec');
  });

  it('says an accountant may create the account as the business’s authorized agent', () => {
    expect(written('sign-up', 'en').text).toContain('such as its accountant or bookkeeper, may create the account');
    expect(written('sign-up', 'fr').text).toContain('comme son comptable ou son teneur de livres');
  });

  it('gives the SBA rule on a US subsidiary of a Canadian company', () => {
    expect(written('sba', 'en').text).toContain('a US subsidiary of a Canadian company does not qualify');
    expect(written('sba', 'fr').text).toContain('une filiale américaine d’une société canadienne n’est pas admissible');
  });

  it('says where the company is based and what the success figure compares, from src/data', () => {
    expect(written('about', 'en').text).toContain('We are based in Toronto');
    expect(written('about', 'fr').text).toContain('Nous sommes basés à Toronto');
    expect(written('success', 'en').text).toContain('approved 4 times as often as applying to a single lender');
    expect(written('not-lender', 'fr').text).toContain('approuvées 4\u00a0fois plus souvent qu’en s’adressant');
  });
});

describe('neighbouring answers P and Q found', () => {
  it('answers what the approval figure measures with the success answer and its multiple', async () => {
    const r = await ask('en', 'what does the approval figure on your site measure?');
    expect(r.id).toBe('success');
    expect(r.response).toContain('approved 4 times as often as applying to a single lender');
  });

  it('does not decline a company’s small equipment repair as personal borrowing', async () => {
    const r = await ask('fr', 'ma compagnie d’excavation a besoin de 2 000 $ pour réparer une niveleuse');
    expect(r.response).not.toContain('s’adresse uniquement aux entreprises');
  });
});
