import { describe, expect, it } from 'vitest';
import type { Answers } from '~/data/prequal-rules';
import { answered, isStep, reachable, stepIds } from '~/lib/prequal-steps';

const full: Answers = {
  country: 'CA',
  region: 'QC',
  timeInBusiness: '2y-plus',
  monthlyRevenue: '50k-250k',
  amount: 100_000,
  purpose: 'working-capital',
  assets: [],
} as unknown as Answers;

describe('pre-qualification steps', () => {
  it('knows its steps and the result', () => {
    expect(stepIds[0]).toBe('location');
    for (const s of [...stepIds, 'result']) expect(isStep(s)).toBe(true);
    expect(isStep('elsewhere')).toBe(false);
  });

  it('counts a step answered only with its answer; the credit band is optional', () => {
    expect(answered('location', { country: 'CA' } as Partial<Answers>)).toBe(false);
    for (const s of stepIds) expect(answered(s, full)).toBe(true);
    expect(answered('credit', {})).toBe(true);
    expect(answered('assets', {})).toBe(false);
  });

  it('never opens past the first unanswered question', () => {
    expect(reachable('result', {})).toBe('location');
    expect(reachable('amount', { country: 'CA', region: 'ON' } as Partial<Answers>)).toBe('time');
    expect(reachable('result', full)).toBe('result');
    expect(reachable('location', full)).toBe('location');
  });
});
