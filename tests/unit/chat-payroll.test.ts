/** Payroll is a business's need: the examples added to round AK (train-ak.ts) answer it as one. */
import { describe, expect, it } from 'vitest';
import { ask, leadsTo, wordsOf } from './helpers/chat-ask';

describe('a business short on payroll', () => {
  it('leads to the answer that calls payroll a business need', async () => {
    const r = await ask('en', 'short on wages for the crew, need 3000 dollars by friday');
    expect(leadsTo(r, 'products', 'en')).toBe(true);
    expect(wordsOf(r, 'products', 'en')).toContain(
      'Payroll, rent for your premises and the other costs of running the business',
    );
  });
});
