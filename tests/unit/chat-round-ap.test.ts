/** What round AP moved off a hedge (train-ap.ts). */
import { describe, expect, it } from 'vitest';
import { ask, HEDGE, leadsTo } from './helpers/chat-ask';

describe('a co-founder with better credit, in English', () => {
  it.fails('gets the credit answer, not a hedge', async () => {
    // Regressed on 2026-12-02: since the model learned the declines, its English threshold is higher and this question
    // is hedged with another page first
    // (docs/chat-rounds.md, "Learned declines"). Kept failing on purpose: it passes again once fixed.
    const en = await ask('en', "my co-founder's credit is better than mine, does that count");
    expect(en.id).toBe('credit');
    expect(en.response).not.toMatch(HEDGE);
  });
});

describe('an online-only store financing its stock, in English', () => {
  it('gets the inventory financing answer, or a hedge with its page first', async () => {
    const en = await ask('en', 'we only sell through our website, can a lender finance our stock');
    expect(leadsTo(en, 'inventory', 'en')).toBe(true);
  });
});
