/**
 * The answers of the pre-qualification and their option lists: shared by the flow, the rules, the server
 * schema and the admin card (kept apart from the rules so the schema and the admin do not load them). The
 * options' labels are in the dictionaries (`tools.prequal.options`, by value; the English ones alone, for the
 * staff app, in src/i18n/en/prequal-options.ts).
 */
import type { Country } from './regions';

export const timeInBusinessOptions = [
  { value: 'under-6m', months: 0 },
  { value: '6-12m', months: 6 },
  { value: '1-2y', months: 12 },
  { value: '2y-plus', months: 24 },
] as const;
export type TimeInBusiness = (typeof timeInBusinessOptions)[number]['value'];

export const revenueOptions = [
  { value: 'none' },
  { value: 'under-10k' },
  { value: '10k-50k' },
  { value: '50k-250k' },
  { value: '250k-plus' },
] as const;
export type MonthlyRevenue = (typeof revenueOptions)[number]['value'];

export const purposeOptions = [
  { value: 'working-capital' },
  { value: 'inventory' },
  { value: 'large-order' },
  { value: 'pay-suppliers' },
  { value: 'growth' },
  { value: 'refinance' },
] as const;
export type Purpose = (typeof purposeOptions)[number]['value'];

/** Facts about the business that the products depend on (any number, or none). */
export const assetOptions = [
  { value: 'card-sales' },
  { value: 'purchase-orders' },
  { value: 'products' },
  { value: 'collateral' },
] as const;
export type Asset = (typeof assetOptions)[number]['value'];

export const creditOptions = [{ value: 'excellent' }, { value: 'good' }, { value: 'fair' }, { value: 'low' }] as const;
export type CreditBand = (typeof creditOptions)[number]['value'];

/** The site's stated funding range: from $3,000 to $300 million. */
export const AMOUNT_MIN = 3_000;
export const AMOUNT_MAX = 300_000_000;

export type Answers = {
  country: Country;
  region: string;
  timeInBusiness: TimeInBusiness;
  monthlyRevenue: MonthlyRevenue;
  /** Whole dollars. */
  amount: number;
  purpose: Purpose;
  assets: Asset[];
  /** Optional: left out when the visitor skips the question. */
  creditBand?: CreditBand;
};
