/**
 * English copy: the site's standing disclosures, in one place. The footer shows them on every page;
 * /financial-products, every article and the funding tools repeat the ones that apply (import from here, never
 * reword locally). In a page's language: `messagesFor(locale).site.disclosures` (the English ones are these; the
 * French ones are in src/i18n/fr/site.ts).
 */

/** We match businesses with lenders; we do not lend or decide. */
export const MARKETPLACE_DISCLOSURE =
  'Boundless AI is a marketplace, not a lender. Lenders decide on offers, rates, terms and approval after their own review of your business; nothing on this site is an offer or a promise of credit.';

/** Articles and guides inform; they do not advise a particular business. */
export const ARTICLE_DISCLOSURE =
  'Our articles are general information, not financial, legal or tax advice. Figures and rules change; check the current terms with the lender or the official source, and speak to a qualified advisor about your situation.';

/** The condition that goes with every "free for businesses" (Terms §3 Fees; the FAQ says the same). */
export const FREE_CONDITION =
  'We may earn a commission or referral fee when financing is arranged, paid by the lender or by you; any fee to you is shown before you accept an offer.';

/** The condition in its shortest form, for tight spots (a hero line, a banner). */
export const FREE_CONDITION_SHORT = 'Any fee to you is shown before you accept an offer.';

/** The claim and its condition as one sentence pair, for running text. */
export const FREE_FOR_BUSINESSES = `Creating a profile, applying and comparing offers is free for businesses. ${FREE_CONDITION}`;

/** Figures quoted on a product or tool page are ranges seen across the network, not a quote. */
export const PRODUCT_FIGURES_DISCLOSURE =
  'Amounts, terms and approval times are what lenders in our network typically offer, not a quote. Your offer, if any, depends on the lender’s review.';

/** Footer: both standing disclosures in one short paragraph. */
export const FOOTER_DISCLOSURE = `${MARKETPLACE_DISCLOSURE} ${ARTICLE_DISCLOSURE.split('. ')[0]}.`;
