/**
 * Term-loan arithmetic for the loan payment calculator: a fixed monthly payment (standard amortization), the
 * schedule of each month's interest and principal, and the APR once an origination fee is counted.
 *
 * Conventions:
 * - The quoted rate is a nominal annual rate compounded monthly: the monthly rate is APR / 12.
 * - Totals come from the exact payment; the payment and every amount are rounded to the cent only for display.
 *   ($100,000 at 9 % for 36 months: $3,179.97 a month, $14,479.04 of interest.)
 * - An origination fee is deducted from the money received while the full amount is repaid, so the APR
 *   including the fee is the rate at which the payments are worth exactly the money received.
 */
import type { NumberRule } from './number-input';

/** Limits of the calculator's fields. */
export const loanRules = {
  amount: { min: 1, max: 1_000_000_000, unit: 'money' },
  apr: { min: 0, max: 100, unit: 'percent' },
  months: { min: 1, max: 360, integer: true, unit: 'plain' },
  fee: { min: 0, max: 25, emptyAs: 0, unit: 'percent' },
} as const satisfies Record<string, NumberRule>;

export type LoanInput = {
  /** Amount borrowed, dollars. */
  amount: number;
  /** Nominal annual rate in percent (9 means 9 %). */
  apr: number;
  /** Number of monthly payments. */
  months: number;
  /** Origination fee in percent of the amount, deducted from the money received. */
  fee: number;
};

export type ScheduleRow = { month: number; payment: number; interest: number; principal: number; balance: number };

export type LoanResult = {
  monthlyPayment: number;
  totalInterest: number;
  /** Everything paid back plus the fee: what the money costs in all. */
  totalCost: number;
  feeAmount: number;
  /** APR counting the fee, in percent; equals the quoted rate when there is no fee. */
  aprWithFee: number;
  schedule: ScheduleRow[];
};

/** The level payment that repays `amount` in `months` at `monthlyRate`. A rate of 0 divides evenly. */
export function monthlyPayment(amount: number, monthlyRate: number, months: number): number {
  if (monthlyRate === 0) return amount / months;
  return (amount * monthlyRate) / (1 - (1 + monthlyRate) ** -months);
}

/** What `months` payments of `payment` are worth today at `monthlyRate`. */
function presentValue(payment: number, monthlyRate: number, months: number): number {
  if (monthlyRate === 0) return payment * months;
  return (payment * (1 - (1 + monthlyRate) ** -months)) / monthlyRate;
}

/**
 * The monthly rate at which `months` payments of `payment` are worth `received` (bisection: present value falls
 * as the rate rises, so the root is unique). Answers 0 when the payments do not exceed what was received.
 */
export function solveMonthlyRate(received: number, payment: number, months: number): number {
  if (payment * months <= received) return 0;
  let low = 0;
  let high = 1;
  while (presentValue(payment, high, months) > received && high < 1e6) high *= 2;
  for (let i = 0; i < 200; i++) {
    const mid = (low + high) / 2;
    if (presentValue(payment, mid, months) > received) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** The month-by-month schedule; the last payment clears the balance exactly. */
export function amortize(amount: number, monthlyRate: number, months: number, payment: number): ScheduleRow[] {
  const rows: ScheduleRow[] = [];
  let balance = amount;
  for (let month = 1; month <= months; month++) {
    const interest = balance * monthlyRate;
    const principal = month === months ? balance : payment - interest;
    balance = month === months ? 0 : Math.max(0, balance - principal);
    rows.push({ month, payment: principal + interest, interest, principal, balance });
  }
  return rows;
}

/** The calculator's result for valid inputs (see `loanRules`). */
export function calculateLoan({ amount, apr, months, fee }: LoanInput): LoanResult {
  const rate = apr / 100 / 12;
  const payment = monthlyPayment(amount, rate, months);
  const totalInterest = payment * months - amount;
  const feeAmount = (amount * fee) / 100;
  const received = amount - feeAmount;
  const aprWithFee = fee > 0 ? solveMonthlyRate(received, payment, months) * 12 * 100 : apr;
  return {
    monthlyPayment: payment,
    totalInterest,
    totalCost: amount + totalInterest + feeAmount,
    feeAmount,
    aprWithFee,
    schedule: amortize(amount, rate, months, payment),
  };
}

/** The CSV columns of the schedule download. */
export const scheduleCsvColumns = [
  { key: 'month', header: 'Month' },
  { key: 'payment', header: 'Payment' },
  { key: 'interest', header: 'Interest' },
  { key: 'principal', header: 'Principal' },
  { key: 'balance', header: 'Balance' },
] as const;

/** Schedule rows with amounts rounded to the cent, as they go into the CSV. */
export function scheduleCsvRows(schedule: ScheduleRow[]): Record<string, string | number>[] {
  const cents = (n: number) => (Math.round(n * 100) / 100).toFixed(2);
  return schedule.map((r) => ({
    month: r.month,
    payment: cents(r.payment),
    interest: cents(r.interest),
    principal: cents(r.principal),
    balance: cents(r.balance),
  }));
}
