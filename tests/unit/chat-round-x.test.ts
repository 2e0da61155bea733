// cspell:locale en,fr -- French messages and answers.
/** What blind sets T to W found hedged or given a neighboring answer, as the visitor sees it (round X). */
import { describe, expect, it } from 'vitest';
import { figures } from '~/lib/chat-answers';
import { costBox } from '~/lib/product-page';
import { ask } from './helpers/chat-ask';

describe('what a merchant cash advance costs', () => {
  it('gives the MCA page’s worked example, not the marketplace’s fee', async () => {
    const en = await ask('en', 'how much will a merchant cash advance cost me?');
    expect(en.id).toBe('mca');
    expect(en.response).toContain(costBox('merchant-cash-advance', 'en').sentence);
    expect(en.response).toContain('factor rate');
    const fr = await ask('fr', 'une avance de fonds aux commerçants, ça coûte combien au bout du compte?');
    expect(fr.id).toBe('mca');
    expect(fr.response).toContain(costBox('merchant-cash-advance', 'fr').sentence);
  });
});

describe('what the Privacy Policy keeps', () => {
  it('gives the retention periods', async () => {
    // Answered, or hedged with the answer's sentence quoted: the periods are said either way.
    const en = await ask('en', 'how long do you keep my personal data?');
    expect(en.response).toContain(`pre-qualification answers, ${figures('en').keepPrequal}`);
  });

  it('says what linking a bank account stores, and that the site is silent on the login itself', async () => {
    const en = await ask('en', 'do you keep my bank login when i link my account?');
    expect(en.response).toContain('our site does not say whether your bank login itself is kept');
  });
});
