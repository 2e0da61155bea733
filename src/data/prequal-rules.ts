/**
 * The 60-second pre-qualification's steps and the rules that match answers to the six products. The matching
 * itself is lib/prequal-match.ts; the answers in the URL, lib/prequal-url.ts. Every word (questions, reasons,
 * facts, what to have ready) is in the dictionaries, src/i18n/<locale>/prequal.ts, by step, rule and product id.
 *
 * Every rule names the fact published on this site that it comes from (its words and the page), so the result
 * can say why, and a reader can check it. Two kinds of rule:
 * - a requirement that fails makes a product unlikely for now (ABL below about $500,000, PO financing without
 *   confirmed purchase orders, an advance without card or online sales…);
 * - a signal that fails keeps the product as a possible fit, with the caution shown.
 * A product with every rule met is a good fit. These are indications from public facts, never an offer.
 *
 * No zod here: the island loads this module at page load; the server validates with the schema in schemas.ts,
 * built from the same option lists.
 */
import { timeInBusinessOptions, type Answers, type Asset } from './prequal-options';
import { ABL_COLLATERAL, PO_TERM_DAYS, PRODUCT_FIGURES } from './chat-answers';
import { PRODUCT_IDS } from './product-ids';
import type { Product } from './products';

export type ProductId = Product['id'];

export {
  AMOUNT_MAX,
  AMOUNT_MIN,
  assetOptions,
  creditOptions,
  purposeOptions,
  revenueOptions,
  timeInBusinessOptions,
  type Answers,
  type Asset,
  type CreditBand,
  type MonthlyRevenue,
  type Purpose,
  type TimeInBusiness,
} from './prequal-options';

/** The steps, one question each, in order (the questions' words are the dictionaries' `prequal.questions`). */
export const prequalSteps = [
  { id: 'location' },
  { id: 'time' },
  { id: 'revenue' },
  { id: 'amount' },
  { id: 'purpose' },
  { id: 'assets' },
  { id: 'credit' },
] as const;
export type StepId = (typeof prequalSteps)[number]['id'];

/**
 * One rule. Its words (why it fits, shown when the test passes; why not or what to watch, shown when it fails;
 * the site fact it rests on) are in the dictionaries' `prequal.rules`, by the rule's id.
 */
export type Rule = {
  id: string;
  product: ProductId;
  kind: 'requirement' | 'signal';
  test: (a: Answers) => boolean;
  /** The page of this site that publishes the rule's fact (English path; a French page links to its twin). */
  href: string;
};

const mca = PRODUCT_FIGURES['merchant-cash-advance'];
/**
 * The figures the rules test and their words quote (each dictionary formats them): the products' published
 * figures, from src/data/chat-answers.ts, and where small advances usually top out.
 */
export const RULE_FIGURES = {
  mcaMin: mca.min ?? 0,
  mcaSmallMax: 10_000,
  mcaMax: mca.max ?? Infinity,
  mcaHours: mca.hours ?? [0, 0],
  ablMin: PRODUCT_FIGURES['asset-based-lending'].min ?? 0,
  ablCollateral: ABL_COLLATERAL,
  poMax: PRODUCT_FIGURES['po-financing'].max ?? Infinity,
  poDays: PO_TERM_DAYS,
} as const;

const has = (a: Answers, asset: Asset) => a.assets.includes(asset);
const monthsInBusiness = (a: Answers) => timeInBusinessOptions.find((o) => o.value === a.timeInBusiness)?.months ?? 0;
const weakCredit = (a: Answers) => a.creditBand === 'fair' || a.creditBand === 'low';

/** The rules; their words, in each language, are keyed by rule id in src/i18n/<locale>/prequal.ts. */
const ruleList = [
  {
    id: 'mca-sales',
    product: 'merchant-cash-advance',
    kind: 'requirement',
    test: (a) => has(a, 'card-sales') && a.monthlyRevenue !== 'none',
    href: '/financial-products#merchant-cash-advance',
  },
  {
    id: 'mca-max',
    product: 'merchant-cash-advance',
    kind: 'requirement',
    test: (a) => a.amount <= RULE_FIGURES.mcaMax,
    href: '/financial-products#merchant-cash-advance',
  },
  {
    id: 'mca-min',
    product: 'merchant-cash-advance',
    kind: 'requirement',
    test: (a) => a.amount >= RULE_FIGURES.mcaMin,
    href: '/blog/merchant-cash-advance-explained',
  },
  {
    id: 'mca-short-term',
    product: 'merchant-cash-advance',
    kind: 'signal',
    test: (a) => a.purpose !== 'growth' && a.purpose !== 'refinance',
    href: '/blog/merchant-cash-advance-explained',
  },
  {
    id: 'abl-min',
    product: 'asset-based-lending',
    kind: 'requirement',
    test: (a) => a.amount >= RULE_FIGURES.ablMin,
    href: '/abl',
  },
  {
    id: 'abl-collateral',
    product: 'asset-based-lending',
    kind: 'requirement',
    test: (a) => has(a, 'collateral'),
    href: '/abl',
  },
  {
    id: 'term-age',
    product: 'term-loans',
    kind: 'requirement',
    test: (a) => monthsInBusiness(a) >= 6,
    href: '/blog/how-lenders-evaluate-your-business',
  },
  {
    id: 'term-banks',
    product: 'term-loans',
    kind: 'signal',
    test: (a) => monthsInBusiness(a) >= 24,
    href: '/blog/how-lenders-evaluate-your-business',
  },
  {
    id: 'term-use',
    product: 'term-loans',
    kind: 'signal',
    test: (a) => a.purpose === 'growth' || a.purpose === 'refinance',
    href: '/financial-products#term-loans',
  },
  {
    id: 'term-credit',
    product: 'term-loans',
    kind: 'signal',
    test: (a) => !weakCredit(a),
    href: '/blog/business-loans-vs-line-of-credit-guide',
  },
  {
    id: 'term-revenue',
    product: 'term-loans',
    kind: 'signal',
    test: (a) => a.monthlyRevenue !== 'none',
    href: '/blog/how-lenders-evaluate-your-business',
  },
  {
    id: 'po-orders',
    product: 'po-financing',
    kind: 'requirement',
    test: (a) => has(a, 'purchase-orders'),
    href: '/financial-products#po-financing',
  },
  {
    id: 'po-max',
    product: 'po-financing',
    kind: 'requirement',
    test: (a) => a.amount <= RULE_FIGURES.poMax,
    href: '/financial-products#po-financing',
  },
  {
    id: 'po-goods',
    product: 'po-financing',
    kind: 'signal',
    test: (a) => has(a, 'products'),
    href: '/blog/purchase-order-financing-guide',
  },
  {
    id: 'inventory-goods',
    product: 'inventory-financing',
    kind: 'requirement',
    test: (a) => has(a, 'products'),
    href: '/financial-products#inventory-financing',
  },
  {
    id: 'inventory-use',
    product: 'inventory-financing',
    kind: 'signal',
    test: (a) => a.purpose === 'inventory' || a.purpose === 'large-order',
    href: '/financial-products#inventory-financing',
  },
  {
    id: 'inventory-record',
    product: 'inventory-financing',
    kind: 'signal',
    test: (a) => monthsInBusiness(a) >= 12,
    href: '/blog/inventory-financing-guide',
  },
  {
    id: 'scf-use',
    product: 'supply-chain-financing',
    kind: 'requirement',
    test: (a) => a.purpose === 'pay-suppliers',
    href: '/financial-products#supply-chain-financing',
  },
  {
    id: 'scf-credit',
    product: 'supply-chain-financing',
    kind: 'requirement',
    test: (a) => !weakCredit(a),
    href: '/blog/supply-chain-financing-explained',
  },
] as const satisfies readonly Rule[];

/** A rule's id: the key of its words (why, why not, its fact) in the dictionaries. */
export type RuleId = (typeof ruleList)[number]['id'];
export const rules: readonly (Rule & { id: RuleId })[] = ruleList;

/** The site's order of the products; results keep it within each fit. */
export const productOrder: readonly ProductId[] = PRODUCT_IDS;
