/**
 * The chat's answer table: one id per kind of question a visitor asks, the page that answers it and the figures
 * its text quotes. The words, in each language, are in src/i18n/<locale>/chat-answers.ts, by these ids; the
 * classifier that picks an id is trained on the question bank (tests/chat-bank/train.ts).
 */
import { siteConfig } from '~/config';
import type { ProductId } from './product-ids';

/** Figures quoted by the product answers, as numbers; each language formats them. */
export const PRODUCT_FIGURES: Record<ProductId, { min?: number; max?: number; hours?: [number, number] }> = {
  'merchant-cash-advance': { min: 5_000, max: 500_000, hours: [24, 48] },
  'asset-based-lending': { min: 500_000 },
  'term-loans': {},
  'po-financing': { max: 10_000_000 },
  'inventory-financing': {},
  'supply-chain-financing': {},
};
/**
 * The products that fund large deals, named when an amount is above another product's maximum: each only if it is
 * not the product exceeded and its own maximum (none published: no cap) is above the amount.
 */
export const LARGE_DEAL_PRODUCTS: ProductId[] = ['term-loans', 'asset-based-lending', 'po-financing'];
/** The whole marketplace's range, smallest to largest deal. */
export const FUNDING_RANGE = { min: 3_000, max: 300_000_000 } as const;
export const TERM_LOAN_YEARS = [1, 7] as const;
export const PO_TERM_DAYS = 90;
export const ABL_COLLATERAL = 1_000_000;
/**
 * The time zones west and east of the support hours' own (Eastern Time) that the hours answer converts them to,
 * so a visitor need not: Atlantic, Central, Mountain and Pacific Time.
 */
export const HOURS_ELSEWHERE = [
  'America/Halifax',
  'America/Winnipeg',
  'America/Edmonton',
  'America/Vancouver',
] as const;
export type HoursZone = (typeof HOURS_ELSEWHERE)[number];
/** The advance on an invoice in the worked example of the invoice factoring guide (a share of its value, %). */
export const FACTORING_ADVANCE_PERCENT = 85;
/**
 * The advance rates in the worked example of the guide comparing asset-based lending with a merchant cash advance
 * (content/blog/abl.mdx): shares of eligible receivables and of eligible inventory, %.
 */
export const ABL_ADVANCE_PERCENT = { receivables: 85, inventory: 50 } as const;
/** The largest SBA 7(a) loan, in US dollars, as the SBA guide's table gives it (content/blog/what-is-an-sba-loan.mdx). */
export const SBA_7A_MAX = 5_000_000;
/**
 * The longest SBA 7(a) terms the SBA guide gives, in years: generally, for working capital and equipment, and for
 * real estate (content/blog/what-is-an-sba-loan.mdx).
 */
export const SBA_7A_YEARS = { general: 10, realEstate: 25 } as const;

const P = '/financial-products';
/** Each answer's page (English path; the French one is its twin) and, for a product, the product. */
export const ANSWERS = {
  about: { href: '/about-us' },
  'not-lender': { href: '/terms-of-service' },
  fees: { href: '/contact-us' },
  'how-it-works': { href: '/how-it-works', also: siteConfig.signupUrl },
  lenders: { href: '/how-it-works' },
  founders: { href: '/about-us' },
  regions: { href: '/about-us' },
  success: { href: '/' },
  products: { href: P },
  speed: { href: '/how-it-works' },
  mca: { href: `${P}/merchant-cash-advance`, product: 'merchant-cash-advance' },
  abl: { href: `${P}/asset-based-lending`, product: 'asset-based-lending' },
  term: { href: `${P}/term-loans`, product: 'term-loans' },
  po: { href: `${P}/po-financing`, product: 'po-financing' },
  inventory: { href: `${P}/inventory-financing`, product: 'inventory-financing' },
  scf: { href: `${P}/supply-chain-financing`, product: 'supply-chain-financing' },
  eligibility: { href: '/who-we-help' },
  'sole-proprietor': { href: '/who-we-help' },
  startup: { href: '/prequalify' },
  credit: { href: '/prequalify' },
  rates: { href: '/how-it-works' },
  documents: { href: '/how-it-works' },
  privacy: { href: '/privacy-terms' },
  withdraw: { href: '/terms-of-service' },
  'sign-in': { href: '/how-it-works', also: siteConfig.loginUrl },
  'sign-up': { href: '/how-it-works', also: siteConfig.signupUrl },
  'application-status': { href: '/how-it-works', also: siteConfig.loginUrl },
  nonprofit: { href: '/who-we-help' },
  prepayment: { href: '/terms-of-service' },
  'data-location': { href: '/privacy-terms' },
  language: { href: '/terms-of-service' },
  regulation: { href: '/terms-of-service' },
  prequalify: { href: '/prequalify' },
  calculators: { href: '/calculators/term-loan' },
  partners: { href: '/partners' },
  'lender-join': { href: '/lenders' },
  referral: { href: '/referral-partners' },
  apis: { href: '/apis' },
  blog: { href: '/blog' },
  hours: { href: '/contact-us' },
  contact: { href: '/contact-us' },
  'referral-privacy': { href: '/privacy-terms' },
  commission: { href: '/terms-of-service' },
  urgent: { href: '/prequalify' },
  compare: { href: P },
  'site-problem': { href: '/contact-us', also: siteConfig.loginUrl },
  grants: { href: P },
  equity: { href: '/who-we-help' },
  'terms-of-service': { href: '/terms-of-service' },
  'personal-guarantee': { href: '/blog/how-lenders-evaluate-your-business' },
  factoring: { href: '/blog/invoice-factoring-vs-invoice-financing' },
  'spot-factoring': { href: '/blog/invoice-factoring-vs-invoice-financing' },
  'factoring-vs-lending': { href: '/blog/invoice-factoring-vs-invoice-financing' },
  'loan-vs-line': { href: '/blog/business-loans-vs-line-of-credit-guide' },
  equipment: { href: '/blog/understanding-business-financing-options' },
  'bank-statements': { href: '/blog/how-to-prepare-for-a-business-loan-application' },
  brokers: { href: '/partner-contact' },
  sba: { href: '/blog/what-is-an-sba-loan' },
  seasonal: { href: '/blog/5-ways-to-manage-cashflow-for-seasonal-businesses' },
  careers: { href: '/contact-us' },
  accessibility: { href: '/accessibility' },
  human: { href: '/contact-us' },
  bot: { href: '/contact-us' },
  personal: { href: '/who-we-help' },
  // A decline the model learns beside the policy's (netlify/lib/chat/policy.ts): it carries no page.
  others: {},
  // Help to give a lender false or altered information: the policy's decline, learned for the wordings it misses.
  false: {},
  greeting: {},
  thanks: {},
  goodbye: {},
  'off-topic': {},
} as const satisfies Record<string, { href?: string; product?: ProductId; also?: string }>;

export type AnswerId = keyof typeof ANSWERS;
export const ANSWER_IDS = Object.keys(ANSWERS) as AnswerId[];
