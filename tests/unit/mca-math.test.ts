import { describe, expect, it } from 'vitest';
import { calculateMca, mcaRules, paymentsTooHeavy, type McaInput } from '~/lib/mca-math';
import { parseNumber } from '~/lib/number-input';

const ref: McaInput = { advance: 50_000, factor: 1.3, mode: 'holdback', holdback: 10, dailySales: 2_500 };

describe('calculateMca', () => {
  it('turns $50,000 at factor 1.30 into $65,000 payback and $15,000 cost, 30 cents per dollar', () => {
    const r = calculateMca(ref);
    expect(r.payback).toBeCloseTo(65_000, 6);
    expect(r.cost).toBeCloseTo(15_000, 6);
    expect(r.centsPerDollar).toBeCloseTo(30, 6);
  });

  it.each([
    // The guides' worked examples: days to repay and the approximate APR they quote.
    ['10 % of $2,500 a day (about a year)', ref, 260, 55],
    ['$500 a day (about six months)', { ...ref, mode: 'daily', debit: 500 }, 130, 109],
    [
      '12 % of $2,000 a day on $40,000 at 1.25',
      { advance: 40_000, factor: 1.25, mode: 'holdback', holdback: 12, dailySales: 2_000 },
      209,
      58,
    ],
    [
      '12 % of $3,200 a day on $40,000 at 1.25',
      { advance: 40_000, factor: 1.25, mode: 'holdback', holdback: 12, dailySales: 3_200 },
      131,
      92,
    ],
  ] as const)('%s → %d business days, APR about %d %%', (_name, input, days, apr) => {
    const r = calculateMca(input as McaInput);
    expect(r.businessDays).toBe(days);
    expect(Math.round(r.apr!)).toBe(apr);
  });

  it('counts a weekly debit in weeks of five business days and annualises over 52 weeks', () => {
    const r = calculateMca({ ...ref, mode: 'weekly', debit: 2_500 });
    expect(r.payments).toBe(26);
    expect(r.businessDays).toBe(130);
    expect(r.dailyPayment).toBe(500);
    expect(r.apr).toBeGreaterThan(100);
    expect(r.apr).toBeLessThan(115);
  });

  it('flags payments above 15 % of revenue, from the holdback or against monthly revenue', () => {
    expect(paymentsTooHeavy(calculateMca(ref))).toBe(false);
    expect(paymentsTooHeavy(calculateMca({ ...ref, holdback: 16 }))).toBe(true);
    // $500 a business day against $60,000 a month (about $2,769 a business day) is about 18 %.
    const daily = calculateMca({ ...ref, mode: 'daily', debit: 500, monthlyRevenue: 60_000 });
    expect(daily.revenueShare).toBeCloseTo(18.06, 1);
    expect(paymentsTooHeavy(daily)).toBe(true);
    // Without revenue a fixed debit cannot be compared.
    expect(calculateMca({ ...ref, mode: 'daily', debit: 500 }).revenueShare).toBeNull();
  });

  it('stays finite when repayment would take decades, and gives no APR then', () => {
    const r = calculateMca({ advance: 1_000_000_000, factor: 3, mode: 'daily', debit: 0.01 });
    expect(r.tooSlow).toBe(true);
    expect(r.apr).toBeNull();
    expect(Number.isFinite(r.businessDays)).toBe(true);
  });

  it('stays finite for a repayment in one day at the highest factor', () => {
    const r = calculateMca({ advance: 1_000, factor: 3, mode: 'daily', debit: 1_000_000 });
    expect(r.businessDays).toBe(1);
    expect(Number.isFinite(r.apr!)).toBe(true);
    expect(r.apr).toBeGreaterThan(1000);
  });

  it('answers field errors for bad input', () => {
    expect(parseNumber('1', mcaRules.factor)).toEqual({ ok: false, error: 'Please enter a number above 1, up to 3' });
    expect(parseNumber('', mcaRules.advance)).toEqual({ ok: false, error: 'Please fill in this field' });
    expect(parseNumber('-3', mcaRules.holdback)).toEqual({
      ok: false,
      error: 'Please enter a number that is not negative',
    });
    expect(parseNumber('0', mcaRules.dailySales)).toEqual({
      ok: false,
      error: 'Please enter a number above $0, up to $1,000,000,000',
    });
    expect(parseNumber('ten', mcaRules.debit)).toEqual({ ok: false, error: 'Please enter a number' });
  });
});
