/**
 * Merchant cash advance arithmetic for the MCA cost calculator.
 *
 * - Total payback = advance × factor rate; the cost of capital is the difference.
 * - Repayment is a holdback (a share of each business day's card sales) or a fixed daily or weekly debit.
 * - Estimates assume payments arrive as scheduled: every business day (5 a week, 260 a year), or once a week
 *   (52 a year), at the average sales entered, with the last payment covering only what is left.
 * - The approximate APR is the rate per payment period at which the payments are worth the advance received,
 *   times the periods in a year (the way US disclosure rules annualize a periodic rate). No fees are counted.
 */
import type { NumberRule } from './number-input';

export const BUSINESS_DAYS_PER_YEAR = 260;
export const BUSINESS_DAYS_PER_WEEK = 5;
export const WEEKS_PER_YEAR = 52;
export const BUSINESS_DAYS_PER_MONTH = BUSINESS_DAYS_PER_YEAR / 12;
/** Above this share of revenue, payments are flagged as heavy for the business. */
export const REVENUE_SHARE_WARNING = 15;
/** A repayment estimated to take longer than this is not worked out (the inputs are almost surely off). */
export const MAX_REPAYMENT_YEARS = 20;

/** The ways an advance is repaid; their names are in the tools' dictionary (`mca.modes`). */
export const repaymentModes = [{ value: 'holdback' }, { value: 'daily' }, { value: 'weekly' }] as const;
export type RepaymentMode = (typeof repaymentModes)[number]['value'];

/** Limits of the calculator's fields. */
export const mcaRules = {
  advance: { min: 1, max: 1_000_000_000, unit: 'money' },
  factor: { min: 1, max: 3, minInclusive: false, unit: 'plain' },
  holdback: { min: 0, max: 100, minInclusive: false, unit: 'percent' },
  dailySales: { min: 0, max: 1_000_000_000, minInclusive: false, unit: 'money' },
  debit: { min: 0, max: 1_000_000_000, minInclusive: false, unit: 'money' },
  monthlyRevenue: { min: 0, max: 10_000_000_000, minInclusive: false, unit: 'money' },
} as const satisfies Record<string, NumberRule>;

export type McaInput = {
  advance: number;
  factor: number;
  mode: RepaymentMode;
  /** Holdback percent (mode 'holdback'). */
  holdback?: number;
  /** Average daily card sales, dollars (mode 'holdback'). */
  dailySales?: number;
  /** Fixed debit per day or per week, dollars (modes 'daily' and 'weekly'). */
  debit?: number;
  /** Average monthly revenue from all sales, dollars; optional. */
  monthlyRevenue?: number;
};

export type McaResult = {
  payback: number;
  cost: number;
  /** Cost per dollar advanced, in cents (30 at factor 1.30). */
  centsPerDollar: number;
  /** Payment per business day (a weekly debit spread over 5 days). */
  dailyPayment: number;
  /** Number of scheduled payments until the payback is met (days or weeks). */
  payments: number;
  /** Business days until repaid. */
  businessDays: number;
  /** Roughly how many months that is. */
  months: number;
  /** Approximate APR in percent; null when repayment would take over MAX_REPAYMENT_YEARS. */
  apr: number | null;
  /** Payments as a percent of revenue, when it can be known (the holdback itself, or against monthly revenue). */
  revenueShare: number | null;
  tooSlow: boolean;
};

/**
 * Present value of `full` payments of `payment` and a last partial payment `last` one period later,
 * at `rate` per period (closed form, so millions of payments cost nothing).
 */
function presentValue(payment: number, full: number, last: number, rate: number): number {
  const annuity = rate === 0 ? payment * full : (payment * (1 - (1 + rate) ** -full)) / rate;
  return annuity + (last > 0 ? last / (1 + rate) ** (full + 1) : 0);
}

/** The rate per period at which the payments are worth `advance` (bisection; the value falls as the rate rises). */
export function solvePeriodicRate(advance: number, payback: number, payment: number): number {
  const full = Math.floor(payback / payment + 1e-9);
  const last = Math.max(0, payback - full * payment);
  if (payback <= advance) return 0;
  let low = 0;
  let high = 1;
  while (presentValue(payment, full, last, high) > advance && high < 1e6) high *= 2;
  for (let i = 0; i < 200; i++) {
    const mid = (low + high) / 2;
    if (presentValue(payment, full, last, mid) > advance) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** The calculator's result for valid inputs (see `mcaRules`; the mode decides which repayment fields count). */
export function calculateMca(input: McaInput): McaResult {
  const { advance, factor, mode } = input;
  const payback = advance * factor;
  const cost = payback - advance;
  const perPeriod = mode === 'holdback' ? ((input.holdback ?? 0) / 100) * (input.dailySales ?? 0) : (input.debit ?? 0);
  const periodsPerYear = mode === 'weekly' ? WEEKS_PER_YEAR : BUSINESS_DAYS_PER_YEAR;
  const daysPerPeriod = mode === 'weekly' ? BUSINESS_DAYS_PER_WEEK : 1;
  const payments = Math.ceil(payback / perPeriod - 1e-9);
  const businessDays = payments * daysPerPeriod;
  const tooSlow = !(businessDays <= MAX_REPAYMENT_YEARS * BUSINESS_DAYS_PER_YEAR);
  const apr = tooSlow ? null : solvePeriodicRate(advance, payback, perPeriod) * periodsPerYear * 100;
  const dailyPayment = perPeriod / daysPerPeriod;
  const dailyRevenue = input.monthlyRevenue ? input.monthlyRevenue / BUSINESS_DAYS_PER_MONTH : null;
  const revenueShare =
    dailyRevenue !== null ? (dailyPayment / dailyRevenue) * 100 : mode === 'holdback' ? (input.holdback ?? null) : null;
  return {
    payback,
    cost,
    centsPerDollar: (cost / advance) * 100,
    dailyPayment,
    payments,
    businessDays,
    months: businessDays / BUSINESS_DAYS_PER_MONTH,
    apr,
    revenueShare,
    tooSlow,
  };
}

/** True when the payments take more than REVENUE_SHARE_WARNING percent of revenue. */
export const paymentsTooHeavy = (result: McaResult): boolean =>
  result.revenueShare !== null && result.revenueShare > REVENUE_SHARE_WARNING;
