/**
 * The French question bank's link targets: the same pages as types.ts's `L`, at their French addresses
 * (/fr/…); the app, booking and e-mail links are the same in both languages.
 */
import { articleUrl } from '~/lib/blog';
import { localizePath } from '~/lib/i18n';
import { L } from './types';

type Paths = { [K in keyof typeof L]: (typeof L)[K] extends string ? string : (slug: string) => string };

export const LF: Paths = {
  ...(Object.fromEntries(
    Object.entries(L).map(([key, href]) => [key, typeof href === 'string' ? localizePath(href, 'fr') : href]),
  ) as Paths),
  article: (slug: string) => articleUrl(slug, 'fr'),
};

/** A product's own page (/fr/financial-products/<id>). */
export const productPage = (id: string) => `${LF.products}/${id}`;

/** The assistant's fixed French replies a bank entry may expect. */
export const SAYS_FR = {
  /** Asked for a rate or an approval. */
  noRate: /chaque prêteur fixe ses propres taux|ni citer un taux|promettre une approbation/i,
  /** Brought back to its subject. */
  scope: /je réponds aux questions sur Boundless AI|je réponds à partir du contenu de ce site/i,
};

const a = LF.article;
/** Every page of each product a helpful reply may link: its section, its own page, its guides and calculator. */
export const PRODUCT_LINKS_FR = {
  MCA: [LF.mca, productPage('merchant-cash-advance'), a('merchant-cash-advance-explained'), LF.mcaCalc],
  ABL: [LF.abl, productPage('asset-based-lending'), LF.ablGuide, a('asset-based-revolver-for-a-distributor')],
  TERM: [LF.term, productPage('term-loans'), a('business-loans-vs-line-of-credit-guide'), LF.loanCalc],
  PO: [LF.po, productPage('po-financing'), a('purchase-order-financing-guide')],
  INVENTORY: [LF.inventory, productPage('inventory-financing'), a('inventory-financing-guide')],
  SCF: [LF.scf, productPage('supply-chain-financing'), a('supply-chain-financing-explained')],
};
