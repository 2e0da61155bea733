/** Payroll is a business's need: the examples added to round AK (train-ak.ts) answer it as one. */
import { describe, expect, it } from 'vitest';
import { ask, HEDGE } from './helpers/chat-ask';

describe('a business short on payroll', () => {
  it('gets the answer that calls payroll a business need, not a hedge', async () => {
    const r = await ask('en', 'short on wages for the crew, need 3000 dollars by friday');
    expect(r.id).toBe('products');
    expect(r.response).not.toMatch(HEDGE);
    expect(r.response).toContain('Payroll, rent for your premises and the other costs of running the business');
  });
});
