/**
 * The cost box of a product page: one worked example per product, in the metrics of the SMART Box (the
 * Innovative Lending Platform Association's model pricing disclosure for small-business finance): APR, total
 * cost of borrowing and cost per dollar borrowed. Every number comes from the calculators' own math, so a page
 * and a calculator fed the same inputs always agree.
 *
 * Three shapes of example:
 * - `loan`: a term loan with level monthly payments (`calculateLoan`); the APR counts the origination fee.
 * - `mca`: a merchant cash advance repaid by a fixed daily or weekly debit (`calculateMca`); its APR is the
 *   approximate equivalent, the rate per payment annualized.
 * - `single`: money repaid in one payment after `days` days (a purchase-order advance, an ABL draw, an early
 *   payment to a supplier). Charges are interest (`annualRate`, simple, on 365 days) plus a flat fee in percent
 *   of the amount, paid at the end; or, `deducted`, taken off the money received (a discount) while the full
 *   amount is repaid.
 *   The APR is the rate for the period times the periods in a year (365 / days), as `mca-math` does for an advance.
 */
import type { CostExample } from '~/data/product-pages';
import { calculateLoan } from './loan-math';
import { calculateMca, solvePeriodicRate } from './mca-math';

export type { CostExample };

export const DAYS_PER_YEAR = 365;

/** One repayment after `days` days; see the module comment. */
export type SingleInput = Extract<CostExample, { kind: 'single' }>['input'];

export type CostSummary = {
  /** What the example finances (the loan, the advance, the amount drawn or the invoice). */
  amount: number;
  /** What actually reaches the business once any deducted fee is taken. */
  received: number;
  /** Everything paid back. */
  repaid: number;
  /** Total cost of borrowing: every dollar paid beyond what was received. */
  totalCost: number;
  /** Cost per dollar borrowed (total cost ÷ amount), in dollars: 0.30 means 30 cents. */
  costPerDollar: number;
  /** APR in percent (for an advance, its approximate equivalent). */
  apr: number;
  /** How many payments, and how long the example runs. */
  payments: number;
  term: { unit: 'months' | 'days'; count: number };
  /** One regular payment (monthly, daily or weekly); the single repayment for `single`. */
  payment: number;
};

/** The one-repayment arithmetic (see the module comment). */
export function calculateSingle({ amount, days, annualRate, feePercent, deducted = false }: SingleInput) {
  const interest = (amount * annualRate * days) / 100 / DAYS_PER_YEAR;
  const fee = (amount * feePercent) / 100;
  const received = deducted ? amount - interest - fee : amount;
  const repaid = deducted ? amount : amount + interest + fee;
  const apr = solvePeriodicRate(received, repaid, repaid) * (DAYS_PER_YEAR / days) * 100;
  return { interest, fee, received, repaid, apr };
}

/** The cost box's numbers for one example. */
export function summarizeCost(example: CostExample): CostSummary {
  switch (example.kind) {
    case 'loan': {
      const { amount, months, fee } = example.input;
      const r = calculateLoan(example.input);
      const received = amount - r.feeAmount;
      const repaid = r.monthlyPayment * months;
      const totalCost = repaid - received;
      return {
        amount,
        received,
        repaid,
        totalCost,
        costPerDollar: totalCost / amount,
        apr: fee > 0 ? r.aprWithFee : example.input.apr,
        payments: months,
        term: { unit: 'months', count: months },
        payment: r.monthlyPayment,
      };
    }
    case 'mca': {
      const r = calculateMca(example.input);
      if (r.apr === null) throw new Error('A worked example must be repaid within the calculator’s limits.');
      return {
        amount: example.input.advance,
        received: example.input.advance,
        repaid: r.payback,
        totalCost: r.cost,
        costPerDollar: r.centsPerDollar / 100,
        apr: r.apr,
        payments: r.payments,
        term: { unit: 'months', count: r.months },
        payment: example.input.debit ?? 0,
      };
    }
    case 'single': {
      const r = calculateSingle(example.input);
      const totalCost = r.repaid - r.received;
      return {
        amount: example.input.amount,
        received: r.received,
        repaid: r.repaid,
        totalCost,
        costPerDollar: totalCost / example.input.amount,
        apr: r.apr,
        payments: 1,
        term: { unit: 'days', count: example.input.days },
        payment: r.repaid,
      };
    }
  }
}
