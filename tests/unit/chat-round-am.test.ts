// cspell:locale en,fr -- French messages and answers.
// cspell:ignore california -- the state, in lower case, as a visitor types it.
/** What round AM moved off a hedge (train-am.ts). */
import { describe, expect, it } from 'vitest';
import { ask, HEDGE, leadsTo } from './helpers/chat-ask';

describe('the smallest amount', () => {
  it('gets the products answer, which gives the range, or a hedge with its page first', async () => {
    const en = await ask('en', 'how little can i borrow through you');
    expect(leadsTo(en, 'products', 'en')).toBe(true);
  });
});

describe('personal spending through a business', () => {
  it('gets the business-only reply, not a hedge', async () => {
    // Hedged from 2026-12-02 (docs/chat-rounds.md, "Learned declines") until the model learned visitors' messages.
    const en = await ask('en', "I own a small company, could I get a loan through it to pay for my kid's tuition?");
    expect(en.id).toBe('personal');
    expect(en.response).not.toMatch(HEDGE);
  });
  // Hedged since the model learned the decline of false information (personal 0.496 against 0.625; docs/chat-rounds.md,
  // "A learned decline of false information"). Kept failing on purpose: it passes again once fixed.
  it.fails('gets the business-only reply for home renovations, not a hedge', async () => {
    const en = await ask('en', 'my company would borrow but the cash is for my own renovations at home');
    expect(en.id).toBe('personal');
    expect(en.response).not.toMatch(HEDGE);
  });
});

describe('California privacy rights', () => {
  it('gets the answer that names the CCPA, not a hedge', async () => {
    const en = await ask('en', 'does the california consumer privacy act apply to you');
    expect(en.id).toBe('data-location');
    expect(en.response).not.toMatch(HEDGE);
    expect(en.response).toContain('California Consumer Privacy Act');
  });
});

describe('a co-owner’s credit', () => {
  it('gets the credit answer, or a hedge with its page first', async () => {
    const en = await ask('en', "My business partner's credit is poor. Does that affect us?");
    expect(leadsTo(en, 'credit', 'en')).toBe(true);
  });
  it('leads to the credit answer for a co-founder’s credit', async () => {
    const en = await ask('en', "I have good credit but my co-founder doesn't");
    expect(leadsTo(en, 'credit', 'en')).toBe(true);
  });
});

describe('signing in, in French', () => {
  // Since the written answers' examples in the search were capped at five (docs/chat-rounds.md, round 19: 6 more
  // helpful replies of 240 on fresh sets, one fewer wrong), the question is hedged, its second quote saying where to
  // sign in. Kept failing on purpose: it passes again when fixed.
  it.fails('gets the sign-in answer, not a hedge', async () => {
    const fr = await ask('fr', 'Par où j’accède à mon compte pour poursuivre ma demande?');
    expect(fr.id).toBe('sign-in');
    expect(fr.response).not.toMatch(HEDGE);
  });
});

describe('legal advice, in French', () => {
  it('gets the off-topic reply, not a hedge', async () => {
    const fr = await ask('fr', 'Est-ce que je peux poursuivre mon ancien associé en justice?');
    expect(fr.id).toBe('off-topic');
    expect(fr.response).not.toMatch(HEDGE);
  });
});
