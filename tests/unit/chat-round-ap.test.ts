/** What round AP moved off a hedge (train-ap.ts). */
import { describe, expect, it } from 'vitest';
import { ask, HEDGE } from './helpers/chat-ask';

describe('a co-founder with better credit, in English', () => {
  it('gets the credit answer, not a hedge', async () => {
    const en = await ask('en', "my co-founder's credit is better than mine, does that count");
    expect(en.id).toBe('credit');
    expect(en.response).not.toMatch(HEDGE);
  });
});

describe('an online-only store financing its stock, in English', () => {
  it('gets the inventory financing answer, not a hedge', async () => {
    const en = await ask('en', 'we only sell through our website, can a lender finance our stock');
    expect(en.id).toBe('inventory');
    expect(en.response).not.toMatch(HEDGE);
  });
});
