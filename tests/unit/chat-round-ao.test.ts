/** What round AO moved off a hedge (train-ao.ts). */
import { describe, expect, it } from 'vitest';
import { ask, HEDGE, leadsTo } from './helpers/chat-ask';

describe('an employee applying for the company, in English', () => {
  it('gets the sign-up answer, which names owners, officers, employees and agents, or a hedge with its page first', async () => {
    const en = await ask('en', "I'm an employee, not the owner, can I sign us up");
    expect(leadsTo(en, 'sign-up', 'en')).toBe(true);
  });
});

describe('schoolwork, in English', () => {
  it('gets the off-topic decline, not a hedge', async () => {
    const en = await ask('en', 'i need help with my school assignment on marketing');
    expect(en.id).toBe('off-topic');
    expect(en.response).not.toMatch(HEDGE);
  });
});
