import { describe, expect, it } from 'vitest';
import { loadNb, trainNb } from '~/lib/chat-nb';

const words = (text: string) => text.toLowerCase().split(/\s+/);
const examples = [
  ['how much can i borrow', 'amount'],
  ['what is the biggest loan', 'amount'],
  ['maximum amount you fund', 'amount'],
  ['how fast is the money', 'speed'],
  ['how quickly do i get funded', 'speed'],
  ['how long does approval take', 'speed'],
  ['is my data safe', 'privacy'],
  ['who sees my documents', 'privacy'],
].map(([text, id]) => ({ id, features: words(text) }));

describe('complement naive Bayes', () => {
  const nb = trainNb(examples);
  const classify = loadNb(JSON.parse(JSON.stringify(nb)));
  const best = (text: string) => [...classify(words(text))].sort((a, b) => b[1] - a[1])[0];

  it('picks the answer whose examples share the words, from its stored form', () => {
    expect(best('how much is the maximum loan')[0]).toBe('amount');
    expect(best('how quickly is approval')[0]).toBe('speed');
    expect(best('who sees my data')[0]).toBe('privacy');
  });

  it('gives every answer a share, the shares summing to 1', () => {
    const shares = classify(words('how fast'));
    expect([...shares.keys()].sort()).toEqual(['amount', 'privacy', 'speed']);
    expect([...shares.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
  });

  it('finds every learned feature in its bucket and nothing else', () => {
    expect(nb.size).toBe(new Set(examples.flatMap((e) => e.features)).size);
    // A message with no learned feature has no evidence: the shares follow only how much each answer learned.
    const none = classify(['zzz', 'qqq']);
    const alone = classify(['privacy-less']);
    expect(none).toEqual(alone);
  });

  it('leaves out a feature holding a separator of the stored form', () => {
    const withColon = trainNb([...examples, { id: 'speed', features: ['a:b', 'c;d', 'fast'] }]);
    expect(withColon.feats).not.toMatch(/a:b|c;d/);
    expect(loadNb(withColon)(['fast']).get('speed')).toBeGreaterThan(0.5);
  });
});
