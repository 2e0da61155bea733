/** A list of questions that commas join, taken apart when most of its items ask for an answer of their own. */
import { describe, expect, it } from 'vitest';
import { ask, HEDGE } from './helpers/chat-ask';

describe('a list of three questions in one sentence', () => {
  it('answers each item instead of hedging on the whole', async () => {
    const r = await ask('en', "do you finance trucking companies, what's the largest amount, and can I book a call?");
    expect(r.response).not.toMatch(HEDGE);
    expect(r.response).toContain('transportation');
    expect(r.response).toContain('$300 million');
    expect(r.response).toContain('book a call');
  });

  it('keeps a comparison whole: "between a term loan and an advance, and which is cheaper" is no list', async () => {
    const r = await ask(
      'en',
      'What is the difference between a term loan and a cash advance, and which one costs less?',
    );
    expect(r.response).not.toMatch(/As for “What is the difference between a term loan”/);
  });
});
