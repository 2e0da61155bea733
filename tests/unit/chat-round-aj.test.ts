// cspell:locale en,fr -- French messages and answers.
/** What round AJ moved off a hedge or a neighboring answer (train-aj.ts). */
import { describe, expect, it } from 'vitest';
import { ask, HEDGE } from './helpers/chat-ask';

describe('when the contact form gets a reply', () => {
  it('gives the reply time of the contact answer, not a hedge', async () => {
    const en = await ask('en', 'When will I hear back after filling out the contact form?');
    expect(en.id).toBe('contact');
    expect(en.response).not.toMatch(HEDGE);
    expect(en.response).toContain('we reply within');
  });
});

describe('world news', () => {
  it('declines a news question as another subject, not with a hedge', async () => {
    // Hedged from 2026-12-02 (docs/chat-rounds.md, "Learned declines") until the model learned visitors' messages.
    const en = await ask('en', "What's the latest news on the war?");
    expect(en.id).toBe('off-topic');
    expect(en.response).not.toMatch(HEDGE);
  });
});
