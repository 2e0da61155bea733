// cspell:ignore cofounders -- an example written as a visitor would type it.
/**
 * Examples written after blind sets AV and AW (round AP), by topic only (none of their messages). Five per answer id,
 * language and topic: the k-fold's folds are every fifth example. Merged into `MORE` (train-more.ts).
 * Kept, measured on the held-out banks (test.ts, fr-test.ts; en threshold 0.711 → 0.710; 5-fold right en 75.8 % →
 * 75.8 %; held-out en hedged 22, unanswered 9, wrong 4, unchanged; French unchanged), both in English: a co-owner's or
 * co-founder's credit (`credit`, the answer on what lenders weigh; alone: threshold 0.710, held-out unchanged) and an
 * online store financing its stock (`inventory`; alone: 0.710, held-out unchanged). Each moves a message off a hedge
 * (chat-round-ap.test.ts).
 * Not kept, all in English and within the threshold and held-out gates, because the fresh messages tried stayed on a
 * hedge: phoning the company (`contact`, ten examples: 0.708, one of four moved; reworded: 0.713, and "what's your
 * telephone number" began to hedge), whether an account is needed (`sign-up`: 0.711, none of two moved), tax arrears
 * with the CRA or the IRS (`documents`: 0.711, one of four moved; with five more examples, two of nine and none of
 * three written afterwards), the Airwallex and Highbeam partnerships (`partners`: 0.710, none of two moved) and
 * linking a bank or accounting software (`privacy`: 0.711, none of three moved). In French, the internal score
 * (`credit`) was left out: an earlier attempt measured held-out hedged 15 → 16 and threshold 0.740.
 */
import type { AnswerId } from '~/data/chat-answers';

export const AFTER_AW: Record<'en' | 'fr', Partial<Record<AnswerId, string[]>>> = {
  en: {
    credit: [
      'will the lender check both owners credit or only mine',
      'my co-owner has great credit, can it make up for my bad score',
      'we are two partners and only one of us has good credit',
      'can my cofounders stronger personal credit help our application',
      'is it just the majority owners credit that counts',
    ],
    inventory: [
      'my ecommerce shop needs cash to restock before the holidays',
      'we sell on shopify and amazon, can we finance a big inventory order',
      'online retailer here, can lenders fund our stock purchases',
      'does inventory financing work if we only sell online with no storefront',
      'dtc brand needing to buy product ahead of q4',
    ],
  },
  fr: {},
};
