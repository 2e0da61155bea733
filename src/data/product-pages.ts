/**
 * The facts of each product's own page (/financial-products/<id>): typical eligibility as published market
 * ranges with their source, one worked cost example (computed by src/lib/product-costs.ts) and the related
 * articles. Words are in the dictionaries' `productPages`, by product id; figures live here only, so both
 * languages show the same ones.
 *
 * A criterion without `source` has no typical figure we could verify: the page says it varies by lender
 * instead of stating one. A source's figures describe the market, never what our lenders promise.
 */
import type { ProductId } from './product-ids';
import type { SourceId } from './product-sources';

export const criteria = ['time', 'revenue', 'credit', 'collateral'] as const;
export type Criterion = (typeof criteria)[number];

/** How a figure reads: its unit, and for whom when a source splits it (banks and online lenders…). */
export type Figure = {
  unit: 'months' | 'years' | 'monthly' | 'yearly' | 'score' | 'money';
  min: number;
  max?: number;
  who?: 'banks' | 'online' | 'collateral' | 'facility';
};

/**
 * A worked example's inputs, in the calculators' own terms (src/lib/product-costs.ts works them out): a term
 * loan (`calculateLoan`), an advance repaid by a fixed debit (`calculateMca`), or one repayment after `days`.
 */
export type CostExample =
  | { kind: 'loan'; input: { amount: number; apr: number; months: number; fee: number } }
  | { kind: 'mca'; input: { advance: number; factor: number; mode: 'daily' | 'weekly'; debit: number } }
  | {
      kind: 'single';
      input: { amount: number; days: number; annualRate: number; feePercent: number; deducted?: boolean };
    };

export type EligibilityRow = { figures: Figure[]; source?: SourceId };

export type ProductPage = {
  eligibility: Record<Criterion, EligibilityRow>;
  example: CostExample;
  /** The blog slugs of the related articles (each has its French twin). */
  articles: string[];
};

/** When the worked examples were set: their rates are illustrations chosen that day, not market quotes. */
export const EXAMPLES_AS_OF = '2026-11-27';

/** The criminal rate of interest in Canada, in force since January 1, 2025 (Criminal Code s. 347, SOR/2024-114). */
export const CRIMINAL_RATE = {
  inForce: '2025-01-01',
  /** APR cap in general, percent. */
  general: 35,
  /** APR cap for commercial loans to a business (not a natural person) above `commercialMin` up to `commercialMax`. */
  commercial: 48,
  commercialMin: 10_000,
  commercialMax: 500_000,
  sources: ['criminal-interest-regulations', 'mcmillan-criminal-rate'] as SourceId[],
} as const;

const none: EligibilityRow = { figures: [] };

export const productPages: Record<ProductId, ProductPage> = {
  'merchant-cash-advance': {
    eligibility: {
      time: { figures: [{ unit: 'months', min: 6, max: 12 }], source: 'swish-mca-eligibility' },
      revenue: { figures: [{ unit: 'monthly', min: 10_000, max: 15_000 }], source: 'swish-mca-eligibility' },
      credit: { figures: [{ unit: 'score', min: 500 }], source: 'lendio-requirements' },
      collateral: { figures: [], source: 'site-products' },
    },
    // The advance of our MCA article: $50,000 at 1.30, here by a fixed debit that repays it in about a year.
    example: { kind: 'mca', input: { advance: 50_000, factor: 1.3, mode: 'daily', debit: 250 } },
    articles: ['merchant-cash-advance-explained', 'abl', 'how-lenders-evaluate-your-business'],
  },
  'asset-based-lending': {
    eligibility: {
      time: none,
      revenue: none,
      credit: none,
      collateral: {
        figures: [
          { unit: 'money', min: 1_000_000, who: 'collateral' },
          { unit: 'money', min: 500_000, who: 'facility' },
        ],
        source: 'site-abl',
      },
    },
    example: { kind: 'single', input: { amount: 500_000, days: 30, annualRate: 9, feePercent: 0.25 } },
    articles: ['abl', 'asset-based-revolver-for-a-distributor', 'understanding-business-financing-options'],
  },
  'term-loans': {
    eligibility: {
      time: {
        figures: [
          { unit: 'years', min: 2, who: 'banks' },
          { unit: 'months', min: 6, max: 12, who: 'online' },
        ],
        source: 'site-lenders-evaluate',
      },
      revenue: { figures: [{ unit: 'yearly', min: 100_000 }], source: 'finder-requirements' },
      credit: { figures: [{ unit: 'score', min: 600 }], source: 'lendio-requirements' },
      collateral: none,
    },
    // The loan calculator's own example ($100,000 at 9 % over 36 months), with a 2 % origination fee.
    example: { kind: 'loan', input: { amount: 100_000, apr: 9, months: 36, fee: 2 } },
    articles: [
      'business-loans-vs-line-of-credit-guide',
      'how-a-manufacturer-secured-a-5m-term-loan',
      'how-to-prepare-for-a-business-loan-application',
    ],
  },
  'po-financing': {
    eligibility: {
      time: none,
      revenue: none,
      credit: { figures: [], source: 'site-po' },
      collateral: { figures: [], source: 'site-po' },
    },
    // Our PO financing article's example: $250,000 at 3 % per 30 days for 60 days.
    example: { kind: 'single', input: { amount: 250_000, days: 60, annualRate: 0, feePercent: 6 } },
    articles: ['purchase-order-financing-guide', 'invoice-factoring-vs-invoice-financing'],
  },
  'inventory-financing': {
    eligibility: {
      time: none,
      revenue: { figures: [], source: 'site-inventory' },
      credit: none,
      collateral: { figures: [], source: 'site-inventory' },
    },
    // Our inventory article's $300,000 seasonal stock-up, as a six-month loan.
    example: { kind: 'loan', input: { amount: 300_000, apr: 12, months: 6, fee: 1 } },
    articles: ['inventory-financing-guide', '5-ways-to-manage-cashflow-for-seasonal-businesses'],
  },
  'supply-chain-financing': {
    eligibility: {
      time: none,
      revenue: none,
      credit: { figures: [], source: 'site-scf' },
      collateral: none,
    },
    // Our supply chain article's example: a $100,000 invoice paid 53 days early, discounted at 6 % a year.
    example: { kind: 'single', input: { amount: 100_000, days: 53, annualRate: 6, feePercent: 0, deducted: true } },
    articles: ['supply-chain-financing-explained', 'understanding-business-financing-options'],
  },
};
