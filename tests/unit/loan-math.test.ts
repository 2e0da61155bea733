import { describe, expect, it } from 'vitest';
import { formatMoney, formatPercent, toCsv } from '~/lib/format';
import { calculateLoan, loanRules, monthlyPayment, scheduleCsvColumns, scheduleCsvRows } from '~/lib/loan-math';
import { parseFields, parseNumber } from '~/lib/number-input';

const money = (n: number) => formatMoney(n);

describe('calculateLoan', () => {
  it.each([
    // amount, APR %, months, fee %, payment, total interest, total cost, APR with fee
    [100_000, 9, 36, 0, '$3,179.97', '$14,479.04', '$114,479.04', '9%'],
    [100_000, 9, 36, 2, '$3,179.97', '$14,479.04', '$116,479.04', '10.4%'],
    [12_000, 0, 12, 0, '$1,000.00', '$0.00', '$12,000.00', '0%'],
    [10_000, 12, 1, 0, '$10,100.00', '$100.00', '$10,100.00', '12%'],
    [250_000, 7.5, 84, 0, '$3,834.57', '$72,103.79', '$322,103.79', '7.5%'],
  ] as const)(
    '$%s at %s%% for %s months, fee %s%% → %s a month, %s interest',
    (amount, apr, months, fee, payment, interest, cost, aprWithFee) => {
      const r = calculateLoan({ amount, apr, months, fee });
      expect(money(r.monthlyPayment)).toBe(payment);
      expect(money(r.totalInterest)).toBe(interest);
      expect(money(r.totalCost)).toBe(cost);
      expect(formatPercent(r.aprWithFee)).toBe(aprWithFee);
    },
  );

  it('puts the APR with a 2 % fee on the reference loan at about 10.4 %', () => {
    expect(calculateLoan({ amount: 100_000, apr: 9, months: 36, fee: 2 }).aprWithFee).toBeCloseTo(10.386, 2);
  });

  it('counts a fee at 0 % interest as a cost with a positive APR', () => {
    const r = calculateLoan({ amount: 12_000, apr: 0, months: 12, fee: 5 });
    expect(r.totalInterest).toBe(0);
    expect(r.feeAmount).toBe(600);
    expect(r.aprWithFee).toBeGreaterThan(9);
    expect(r.aprWithFee).toBeLessThan(11);
  });

  it('builds a schedule whose principal repays the amount and whose interest adds up to the total', () => {
    const r = calculateLoan({ amount: 100_000, apr: 9, months: 36, fee: 0 });
    expect(r.schedule).toHaveLength(36);
    expect(r.schedule[0]).toMatchObject({ month: 1 });
    expect(money(r.schedule[0].interest)).toBe('$750.00');
    expect(money(r.schedule[0].principal)).toBe('$2,429.97');
    expect(r.schedule.at(-1)!.balance).toBe(0);
    expect(r.schedule.reduce((s, row) => s + row.principal, 0)).toBeCloseTo(100_000, 6);
    expect(r.schedule.reduce((s, row) => s + row.interest, 0)).toBeCloseTo(r.totalInterest, 6);
    // The balance only falls.
    for (let i = 1; i < r.schedule.length; i++) expect(r.schedule[i].balance).toBeLessThan(r.schedule[i - 1].balance);
  });

  it('stays finite for the largest amount, rate and term the fields allow', () => {
    const r = calculateLoan({
      amount: loanRules.amount.max,
      apr: loanRules.apr.max,
      months: loanRules.months.max,
      fee: loanRules.fee.max,
    });
    for (const n of [r.monthlyPayment, r.totalInterest, r.totalCost, r.aprWithFee])
      expect(Number.isFinite(n)).toBe(true);
    expect(r.schedule).toHaveLength(360);
    expect(r.schedule.every((row) => Number.isFinite(row.balance))).toBe(true);
    expect(money(r.monthlyPayment)).toMatch(/^\$[\d,]+\.\d\d$/);
  });

  it('divides evenly at 0 %', () => {
    expect(monthlyPayment(1_000, 0, 3)).toBeCloseTo(333.333, 3);
  });

  it('writes the schedule as CSV rounded to the cent', () => {
    const r = calculateLoan({ amount: 1_000, apr: 12, months: 2, fee: 0 });
    const csv = toCsv(scheduleCsvColumns, scheduleCsvRows(r.schedule));
    expect(csv).toBe(
      'Month,Payment,Interest,Principal,Balance\r\n1,507.51,10.00,497.51,502.49\r\n2,507.51,5.02,502.49,0.00\r\n',
    );
  });
});

describe('loan fields', () => {
  it.each([
    ['amount', '', 'Please fill in this field'],
    ['amount', 'abc', 'Please enter a number'],
    ['amount', '1e5', 'Please enter a number'],
    ['amount', '-5000', 'Please enter a number that is not negative'],
    ['amount', '0', 'Please enter a number from $1 to $1,000,000,000'],
    ['amount', '2000000000', 'Please enter a number from $1 to $1,000,000,000'],
    ['apr', '101', 'Please enter a number from 0% to 100%'],
    ['apr', '-1', 'Please enter a number that is not negative'],
    ['months', '12.5', 'Please enter a whole number'],
    ['months', '0', 'Please enter a number from 1 to 360'],
    ['months', 'Infinity', 'Please enter a number'],
    ['fee', 'NaN', 'Please enter a number'],
    ['fee', '30', 'Please enter a number from 0% to 25%'],
  ] as const)('%s = %j → %s', (field, raw, message) => {
    const values = { amount: '100000', apr: '9', months: '36', fee: '', [field]: raw };
    const parsed = parseFields(values, loanRules);
    expect(parsed).toEqual({ ok: false, errors: { [field]: message } });
  });

  it('reads amounts with a dollar sign, thousands separators, spaces and a percent sign', () => {
    expect(parseFields({ amount: ' $100,000 ', apr: '9 %', months: '36', fee: '' }, loanRules)).toEqual({
      ok: true,
      values: { amount: 100_000, apr: 9, months: 36, fee: 0 },
    });
    expect(parseNumber('.5', loanRules.apr)).toEqual({ ok: true, value: 0.5 });
  });
});

describe('formatMoney', () => {
  it('never shows NaN or Infinity, nor a negative zero', () => {
    expect(formatMoney(Number.NaN)).toBe('—');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('—');
    expect(formatMoney(-0.001)).toBe('$0.00');
    expect(formatMoney(65_000, { cents: false })).toBe('$65,000');
    expect(formatPercent(Number.NaN)).toBe('—');
  });
});
