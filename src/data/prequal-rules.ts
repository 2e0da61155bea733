/**
 * The 60-second pre-qualification's questions, the rules that match answers to the six products, and what to
 * have ready for each. The matching itself is lib/prequal-match.ts; the answers in the URL, lib/prequal-url.ts.
 *
 * Every rule names the fact published on this site that it comes from (the text and the page), so the result
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
import { PRODUCT_IDS } from './product-ids';
import type { Product } from './products';

export type ProductId = Product['id'];

export {
  AMOUNT_MAX,
  AMOUNT_MIN,
  assetOptions,
  creditOptions,
  optionLabel,
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

/** The questions, one per step, in order. */
export const prequalSteps = [
  { id: 'location', question: 'Where is your business based?' },
  { id: 'time', question: 'How long has your business been operating?' },
  { id: 'revenue', question: 'What is your average monthly revenue?' },
  { id: 'amount', question: 'How much funding do you need?' },
  { id: 'purpose', question: 'What is the funding for?' },
  { id: 'assets', question: 'Which of these does your business have?' },
  { id: 'credit', question: 'What is your credit score, roughly?' },
] as const;
export type StepId = (typeof prequalSteps)[number]['id'];

export type Source = { fact: string; href: string };
export type Rule = {
  id: string;
  product: ProductId;
  kind: 'requirement' | 'signal';
  test: (a: Answers) => boolean;
  /** Why it fits, shown when the test passes. */
  met: string;
  /** Why not (requirement) or what to watch (signal), shown when it fails. */
  unmet: string;
  source: Source;
};

const has = (a: Answers, asset: Asset) => a.assets.includes(asset);
const monthsInBusiness = (a: Answers) => timeInBusinessOptions.find((o) => o.value === a.timeInBusiness)?.months ?? 0;
const weakCredit = (a: Answers) => a.creditBand === 'fair' || a.creditBand === 'low';

const facts = {
  mcaSales: {
    fact: 'A merchant cash advance is a lump sum in exchange for a share of your future card or online sales.',
    href: '/financial-products#merchant-cash-advance',
  },
  mcaMax: {
    fact: 'Merchant cash advances go up to $500K, with approval in 24-48 hours.',
    href: '/financial-products#merchant-cash-advance',
  },
  mcaMin: {
    fact: 'Smaller advances can start around $5,000 to $10,000.',
    href: '/blog/merchant-cash-advance-explained',
  },
  mcaShortTerm: {
    fact: 'For long-term investments, a renovation that pays back over five years needs a term loan, not financing repaid in months.',
    href: '/blog/merchant-cash-advance-explained',
  },
  ablMin: { fact: 'ABL partners typically want a minimum loan of around $500,000.', href: '/abl' },
  ablCollateral: { fact: 'ABL partners want about $1,000,000 in qualified collateral.', href: '/abl' },
  termYoung: {
    fact: 'Some online and alternative lenders work with younger businesses, sometimes from six months to a year of trading.',
    href: '/blog/how-lenders-evaluate-your-business',
  },
  termBanks: {
    fact: 'Banks often prefer at least two years of operating history.',
    href: '/blog/how-lenders-evaluate-your-business',
  },
  termUse: {
    fact: 'Term loans fund investments with a clear payback: a new location, equipment, an acquisition or refinancing costlier debt.',
    href: '/financial-products#term-loans',
  },
  termCredit: {
    fact: 'Lenders check time in business, revenue, profitability, credit history, existing debt and collateral.',
    href: '/blog/business-loans-vs-line-of-credit-guide',
  },
  termNew: {
    fact: 'If your business is new, expect more weight on your personal credit, your own investment, collateral and a solid business plan.',
    href: '/blog/how-lenders-evaluate-your-business',
  },
  poOrders: {
    fact: 'Purchase-order financing pays your supplier so you can deliver a confirmed order, and is repaid when your customer pays.',
    href: '/financial-products#po-financing',
  },
  poMax: {
    fact: 'PO financing goes up to $10M per facility, with 90-day average terms.',
    href: '/financial-products#po-financing',
  },
  poGoods: {
    fact: 'PO financing suits distributors, wholesalers, importers and resellers of finished goods; it rarely works for services.',
    href: '/blog/purchase-order-financing-guide',
  },
  inventoryCollateral: {
    fact: 'Inventory financing uses the inventory you buy as collateral.',
    href: '/financial-products#inventory-financing',
  },
  inventoryUse: {
    fact: 'Inventory financing lets you stock up before your busiest season and take supplier discounts for bulk purchases.',
    href: '/financial-products#inventory-financing',
  },
  inventoryRecord: {
    fact: 'Lenders look for a record of selling stock profitably.',
    href: '/blog/inventory-financing-guide',
  },
  scfUse: {
    fact: 'In supply chain financing a financier pays your suppliers early while you pay on your usual terms.',
    href: '/financial-products#supply-chain-financing',
  },
  scfCredit: {
    fact: 'Supply chain financing is priced on the buyer’s credit strength; it is not a fix for weak credit.',
    href: '/blog/supply-chain-financing-explained',
  },
} satisfies Record<string, Source>;

/** The rules; their words are the English ones, the French ones are keyed by rule id in src/i18n/fr/tools.ts. */
const ruleList = [
  {
    id: 'mca-sales',
    product: 'merchant-cash-advance',
    kind: 'requirement',
    test: (a) => has(a, 'card-sales') && a.monthlyRevenue !== 'none',
    met: 'You have regular card or online sales, which an advance is repaid from.',
    unmet: 'An advance is repaid from card or online sales, and you did not say you have them.',
    source: facts.mcaSales,
  },
  {
    id: 'mca-max',
    product: 'merchant-cash-advance',
    kind: 'requirement',
    test: (a) => a.amount <= 500_000,
    met: 'Your amount is within the up to $500K that advances reach.',
    unmet: 'Advances go up to $500K, below the amount you need.',
    source: facts.mcaMax,
  },
  {
    id: 'mca-min',
    product: 'merchant-cash-advance',
    kind: 'requirement',
    test: (a) => a.amount >= 5_000,
    met: 'Your amount is above the $5,000 or so where advances start.',
    unmet: 'Advances usually start around $5,000.',
    source: facts.mcaMin,
  },
  {
    id: 'mca-short-term',
    product: 'merchant-cash-advance',
    kind: 'signal',
    test: (a) => a.purpose !== 'growth' && a.purpose !== 'refinance',
    met: 'It suits a short, specific need, repaid within months.',
    unmet:
      'It is repaid within months and costs more than a loan: for a long-term investment, a term loan usually fits better.',
    source: facts.mcaShortTerm,
  },
  {
    id: 'abl-min',
    product: 'asset-based-lending',
    kind: 'requirement',
    test: (a) => a.amount >= 500_000,
    met: 'Your amount meets the minimum of about $500,000 that ABL lenders look for.',
    unmet: 'ABL lenders typically want a loan of about $500,000 or more.',
    source: facts.ablMin,
  },
  {
    id: 'abl-collateral',
    product: 'asset-based-lending',
    kind: 'requirement',
    test: (a) => has(a, 'collateral'),
    met: 'You have about $1,000,000 or more in receivables, inventory and equipment to borrow against.',
    unmet: 'ABL lenders want about $1,000,000 in qualified collateral (receivables, inventory, equipment).',
    source: facts.ablCollateral,
  },
  {
    id: 'term-age',
    product: 'term-loans',
    kind: 'requirement',
    test: (a) => monthsInBusiness(a) >= 6,
    met: 'You have been trading for at least six months, where some lenders start.',
    unmet: 'Even lenders that work with young businesses usually want about six months of trading.',
    source: facts.termYoung,
  },
  {
    id: 'term-banks',
    product: 'term-loans',
    kind: 'signal',
    test: (a) => monthsInBusiness(a) >= 24,
    met: 'Two years or more in business opens bank options as well as online lenders.',
    unmet: 'Under two years, expect mostly online and alternative lenders, often with smaller amounts or higher costs.',
    source: facts.termBanks,
  },
  {
    id: 'term-use',
    product: 'term-loans',
    kind: 'signal',
    test: (a) => a.purpose === 'growth' || a.purpose === 'refinance',
    met: 'A term loan is built for an investment with a clear payback, like yours.',
    unmet:
      'Term loans are built for investments such as equipment, a location or refinancing; another product may suit this need better.',
    source: facts.termUse,
  },
  {
    id: 'term-credit',
    product: 'term-loans',
    kind: 'signal',
    test: (a) => !weakCredit(a),
    met: 'Your credit history is not likely to hold you back.',
    unmet: 'Lenders weigh credit history: with a lower score, expect fewer offers or a higher rate.',
    source: facts.termCredit,
  },
  {
    id: 'term-revenue',
    product: 'term-loans',
    kind: 'signal',
    test: (a) => a.monthlyRevenue !== 'none',
    met: 'Your revenue shows lenders how the payments will be made.',
    unmet:
      'Without revenue yet, lenders put more weight on your personal credit, your own investment, collateral and a business plan.',
    source: facts.termNew,
  },
  {
    id: 'po-orders',
    product: 'po-financing',
    kind: 'requirement',
    test: (a) => has(a, 'purchase-orders'),
    met: 'You have confirmed purchase orders, which is what PO financing pays against.',
    unmet: 'PO financing needs confirmed purchase orders from your customers.',
    source: facts.poOrders,
  },
  {
    id: 'po-max',
    product: 'po-financing',
    kind: 'requirement',
    test: (a) => a.amount <= 10_000_000,
    met: 'Your amount is within the up to $10M per facility.',
    unmet: 'PO financing goes up to $10M per facility, below the amount you need.',
    source: facts.poMax,
  },
  {
    id: 'po-goods',
    product: 'po-financing',
    kind: 'signal',
    test: (a) => has(a, 'products'),
    met: 'You sell physical goods, which PO financing is made for.',
    unmet: 'PO financing suits resellers of finished goods and rarely works for services.',
    source: facts.poGoods,
  },
  {
    id: 'inventory-goods',
    product: 'inventory-financing',
    kind: 'requirement',
    test: (a) => has(a, 'products'),
    met: 'You sell physical products, and the stock itself serves as collateral.',
    unmet: 'Inventory financing uses the stock you sell as collateral, and you did not say you sell products.',
    source: facts.inventoryCollateral,
  },
  {
    id: 'inventory-use',
    product: 'inventory-financing',
    kind: 'signal',
    test: (a) => a.purpose === 'inventory' || a.purpose === 'large-order',
    met: 'It is made for buying stock ahead of demand.',
    unmet: 'It is made for buying stock; for other uses another product may suit better.',
    source: facts.inventoryUse,
  },
  {
    id: 'inventory-record',
    product: 'inventory-financing',
    kind: 'signal',
    test: (a) => monthsInBusiness(a) >= 12,
    met: 'A year or more of trading gives lenders a record of your sales.',
    unmet: 'Lenders look for a record of selling stock profitably, which is thin in the first year.',
    source: facts.inventoryRecord,
  },
  {
    id: 'scf-use',
    product: 'supply-chain-financing',
    kind: 'requirement',
    test: (a) => a.purpose === 'pay-suppliers',
    met: 'You want your suppliers paid early while you keep your own terms, which is what it does.',
    unmet: 'Supply chain financing pays your suppliers early; it does not fund other needs.',
    source: facts.scfUse,
  },
  {
    id: 'scf-credit',
    product: 'supply-chain-financing',
    kind: 'requirement',
    test: (a) => !weakCredit(a),
    met: 'It is priced on your credit strength, and yours does not rule it out.',
    unmet: 'It is priced on your credit strength and rarely works with a lower score.',
    source: facts.scfCredit,
  },
] as const satisfies readonly Rule[];

/** A rule's id: the key of its words (why, why not, its fact) in the dictionaries. */
export type RuleId = (typeof ruleList)[number]['id'];
export const rules: readonly (Rule & { id: RuleId })[] = ruleList;

/** The site's order of the products; results keep it within each fit. */
export const productOrder: readonly ProductId[] = PRODUCT_IDS;

/** What to have ready, per product, on top of the basics every lender asks for. */
export const commonDocuments = [
  'Three to six months of business bank statements',
  'Your latest financial statements (income statement and balance sheet)',
  'Government ID and your articles of incorporation',
] as const;

export const productDocuments: Record<ProductId, readonly string[]> = {
  'merchant-cash-advance': ['Card processing statements for the last few months'],
  'asset-based-lending': ['Receivables and payables aging reports', 'An inventory report and a list of equipment'],
  'term-loans': [
    'Two to three years of financial statements and tax returns',
    'A schedule of existing debts',
    'A short plan for how the money will be used',
  ],
  'po-financing': ['The customer’s purchase order', 'Your supplier’s quote with costs and delivery dates'],
  'inventory-financing': ['Inventory reports by item, location and age', 'Your sales forecast for the season'],
  'supply-chain-financing': ['A list of your main suppliers and their payment terms', 'Recent supplier invoices'],
};
