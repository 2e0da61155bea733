/**
 * The chat question bank: questions written the way visitors write them (not from the site's headings), each
 * with what a helpful reply links to. `dev.ts` is the part the assistant is tuned on; `test.ts` is only checked.
 */
import { siteConfig } from '~/config';

export const CATEGORIES = [
  'paraphrase',
  'typo',
  'story',
  'slang',
  'regional',
  'partner',
  'two-part',
  'follow-up',
  'rates',
  'off-topic',
  'hostile',
] as const;
export type Category = (typeof CATEGORIES)[number];

export type BankEntry = {
  /** The visitor's message, or a conversation whose last message is judged. */
  q: string | string[];
  category: Category;
  /** A helpful reply links to at least one of these; every one listed when `all` is set (two-part questions). */
  links?: string[];
  all?: boolean;
  /** …or says this. */
  says?: RegExp;
  /**
   * Outside the site's subject: the helpful reply is "I don't know" with the contact options (or, for a personal
   * loan, the reply that the service is for businesses only).
   */
  offTopic?: boolean;
};

/** Link targets, so each entry reads as the page a visitor should land on. */
export const L = {
  products: '/financial-products',
  mca: '/financial-products#merchant-cash-advance',
  abl: '/financial-products#asset-based-lending',
  term: '/financial-products#term-loans',
  po: '/financial-products#po-financing',
  inventory: '/financial-products#inventory-financing',
  scf: '/financial-products#supply-chain-financing',
  how: '/how-it-works',
  who: '/who-we-help',
  about: '/about-us',
  contact: '/contact-us',
  partners: '/partners',
  lenders: '/lenders',
  referral: '/referral-partners',
  apis: '/apis',
  blog: '/blog',
  privacy: '/privacy-terms',
  terms: '/terms-of-service',
  prequalify: '/prequalify',
  loanCalc: '/calculators/term-loan',
  mcaCalc: '/calculators/merchant-cash-advance',
  signup: siteConfig.signupUrl,
  login: siteConfig.loginUrl,
  booking: siteConfig.bookingUrl,
  email: `mailto:${siteConfig.supportEmail}`,
  ablGuide: '/abl',
  article: (slug: string) => `/blog/${slug}`,
} as const;
