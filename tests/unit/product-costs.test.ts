import { describe, expect, it } from 'vitest';
import { formatMoney, formatPercent } from '~/lib/format';
import { calculateLoan } from '~/lib/loan-math';
import { calculateMca } from '~/lib/mca-math';
import { calculateSingle, summarizeCost } from '~/lib/product-costs';

const money = (n: number) => formatMoney(n);

describe('calculateSingle', () => {
  it('charges a flat fee on top, annualized over the days outstanding', () => {
    // $250,000 at 3 % per 30 days for 60 days: $15,000, an APR of 6 % × 365 / 60.
    const r = calculateSingle({ amount: 250_000, days: 60, annualRate: 0, feePercent: 6 });
    expect(money(r.repaid)).toBe('$265,000.00');
    expect(r.received).toBe(250_000);
    expect(r.apr).toBeCloseTo(36.5, 6);
  });

  it('takes a discount off the money received and repays the full amount', () => {
    // A $100,000 invoice discounted at 6 % a year for 53 days: about $871 off.
    const r = calculateSingle({ amount: 100_000, days: 53, annualRate: 6, feePercent: 0, deducted: true });
    expect(money(r.received)).toBe('$99,128.77');
    expect(r.repaid).toBe(100_000);
    expect(r.apr).toBeCloseTo((871.2329 / 99_128.767) * (365 / 53) * 100, 3);
  });

  it('adds simple interest and a fee paid at the end', () => {
    const r = calculateSingle({ amount: 500_000, days: 30, annualRate: 9, feePercent: 0.25 });
    expect(money(r.interest)).toBe('$3,698.63');
    expect(money(r.repaid)).toBe('$504,948.63');
    expect(formatPercent(r.apr, 2)).toBe('12.04%');
  });
});

describe('summarizeCost', () => {
  it('a loan: the calculator’s payment, interest plus fee as the cost, the APR with the fee', () => {
    const input = { amount: 100_000, apr: 9, months: 36, fee: 2 };
    const loan = calculateLoan(input);
    const s = summarizeCost({ kind: 'loan', input });
    expect(money(s.payment)).toBe('$3,179.97');
    expect(money(s.totalCost)).toBe('$16,479.04');
    expect(s.totalCost).toBeCloseTo(loan.totalInterest + loan.feeAmount, 9);
    expect(s.received).toBe(98_000);
    expect(s.apr).toBe(loan.aprWithFee);
    expect(formatPercent(s.apr)).toBe('10.4%');
    expect(s.costPerDollar).toBeCloseTo(0.1647904, 6);
    expect(s.term).toEqual({ unit: 'months', count: 36 });
  });

  it('a loan without a fee keeps the quoted rate as its APR', () => {
    expect(summarizeCost({ kind: 'loan', input: { amount: 12_000, apr: 0, months: 12, fee: 0 } }).apr).toBe(0);
  });

  it('an advance: the MCA calculator’s payback, cost and approximate APR', () => {
    const input = { advance: 50_000, factor: 1.3, mode: 'daily', debit: 250 } as const;
    const mca = calculateMca(input);
    const s = summarizeCost({ kind: 'mca', input });
    expect(money(s.repaid)).toBe('$65,000.00');
    expect(money(s.totalCost)).toBe('$15,000.00');
    expect(s.costPerDollar).toBeCloseTo(0.3, 9);
    expect(s.payments).toBe(260);
    expect(s.apr).toBe(mca.apr);
    // About 55 % for a year's repayment, as our MCA article says.
    expect(s.apr).toBeGreaterThan(50);
    expect(s.apr).toBeLessThan(60);
  });

  it('refuses an advance the calculator would not work out', () => {
    expect(() =>
      summarizeCost({ kind: 'mca', input: { advance: 50_000, factor: 1.3, mode: 'daily', debit: 1 } }),
    ).toThrow(/within the calculator/);
  });

  it('one repayment: cost per dollar against the amount financed', () => {
    const s = summarizeCost({ kind: 'single', input: { amount: 250_000, days: 60, annualRate: 0, feePercent: 6 } });
    expect(s.totalCost).toBe(15_000);
    expect(s.costPerDollar).toBeCloseTo(0.06, 9);
    expect(s.payments).toBe(1);
    expect(s.term).toEqual({ unit: 'days', count: 60 });
  });
});
