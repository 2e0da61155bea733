/**
 * The answers of the pre-qualification and their option lists: shared by the flow, the rules, the server
 * schema and the admin card (kept apart from the rules so the schema and the admin do not load them).
 */
import type { Country } from './regions';

export const timeInBusinessOptions = [
  { value: 'under-6m', label: 'Less than 6 months', months: 0 },
  { value: '6-12m', label: '6 to 12 months', months: 6 },
  { value: '1-2y', label: '1 to 2 years', months: 12 },
  { value: '2y-plus', label: '2 years or more', months: 24 },
] as const;
export type TimeInBusiness = (typeof timeInBusinessOptions)[number]['value'];

export const revenueOptions = [
  { value: 'none', label: 'No revenue yet' },
  { value: 'under-10k', label: 'Under $10,000' },
  { value: '10k-50k', label: '$10,000 to $50,000' },
  { value: '50k-250k', label: '$50,000 to $250,000' },
  { value: '250k-plus', label: '$250,000 or more' },
] as const;
export type MonthlyRevenue = (typeof revenueOptions)[number]['value'];

export const purposeOptions = [
  { value: 'working-capital', label: 'Working capital or a cash-flow gap' },
  { value: 'inventory', label: 'Stock up on inventory' },
  { value: 'large-order', label: 'Fill a large customer order' },
  { value: 'pay-suppliers', label: 'Pay suppliers early while keeping my own terms' },
  { value: 'growth', label: 'Growth: equipment, a new location or an acquisition' },
  { value: 'refinance', label: 'Refinance costlier debt' },
] as const;
export type Purpose = (typeof purposeOptions)[number]['value'];

/** Facts about the business that the products depend on (any number, or none). */
export const assetOptions = [
  { value: 'card-sales', label: 'Card or online sales coming in every day or week' },
  { value: 'purchase-orders', label: 'Confirmed purchase orders from customers' },
  { value: 'products', label: 'Physical products or stock that we sell' },
  { value: 'collateral', label: 'About $1,000,000 or more in receivables, inventory and equipment' },
] as const;
export type Asset = (typeof assetOptions)[number]['value'];

export const creditOptions = [
  { value: 'excellent', label: 'Excellent (720 or higher)' },
  { value: 'good', label: 'Good (660 to 719)' },
  { value: 'fair', label: 'Fair (600 to 659)' },
  { value: 'low', label: 'Below 600' },
] as const;
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

/** The label of an option value ('' when unknown). */
export const optionLabel = (options: readonly { value: string; label: string }[], value: string | undefined): string =>
  options.find((o) => o.value === value)?.label ?? '';
