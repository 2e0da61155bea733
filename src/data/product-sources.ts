// cspell:locale en,fr -- the sources keep their French titles for French pages.
/**
 * The public sources the product pages cite for typical market figures and for the law they mention, each
 * with where it was read and as of when. `asOf` is the source's own publication or in-force date when it shows
 * one (`dated: 'published'` or `'in-force'`), the period a site figure describes (`'as-of'`), else the day we
 * read it (`'consulted'`). A site page is
 * linked in the reader's language; an outside page keeps its own address (`hrefFr` when an official French
 * version exists).
 */
import { FACTS_AS_OF } from './facts';

export type SourceId =
  | 'lendio-requirements'
  | 'swish-mca-eligibility'
  | 'finder-requirements'
  | 'smart-box'
  | 'criminal-interest-regulations'
  | 'mcmillan-criminal-rate'
  | 'site-lenders-evaluate'
  | 'site-mca'
  | 'site-abl'
  | 'site-po'
  | 'site-inventory'
  | 'site-scf'
  | 'site-products';

export type Source = {
  /** Who publishes it (not translated: a name). */
  publisher: string;
  /** The page's own title, in its own language. */
  title: string;
  href: string;
  /** The French title: this site's French twin, or the official French version of an outside page. */
  titleFr?: string;
  /** The publisher's own French name, when it has one. */
  publisherFr?: string;
  /** The official French version, when there is one. */
  hrefFr?: string;
  /** ISO date (YYYY-MM-DD), or a year (YYYY) for the site's yearly figures. */
  asOf: string;
  dated: 'published' | 'in-force' | 'consulted' | 'as-of';
  /** A page of this site (linked in the page's language). */
  site?: boolean;
};

/** The day the outside pages without a date of their own were read for these pages. */
export const SOURCES_CONSULTED = '2026-11-27';

export const sources: Record<SourceId, Source> = {
  'lendio-requirements': {
    publisher: 'Lendio',
    title: 'Business Loan Requirements: 7 Criteria You Need to Meet',
    href: 'https://lendio.com/faq/qualification-requirements/will-i-qualify-for-a-business-loan',
    asOf: '2024-06-13',
    dated: 'published',
  },
  'swish-mca-eligibility': {
    publisher: 'Swish Funding',
    title: 'Who Is Eligible for Merchant Financing?',
    href: 'https://swishfunding.com/knowledge-center/loan-types/merchant-cash-advance/who-is-eligible-for-merchant-financing',
    asOf: SOURCES_CONSULTED,
    dated: 'consulted',
  },
  'finder-requirements': {
    publisher: 'Finder',
    title: 'Business loan requirements — explained',
    href: 'https://www.finder.com/business-loan-requirements',
    asOf: SOURCES_CONSULTED,
    dated: 'consulted',
  },
  'smart-box': {
    publisher: 'Fintech Nexus',
    title: 'Innovative Lending Platform Association Unveils SMART Box',
    href: 'https://news.fintechnexus.com/innovative-lending-platform-association-unveils-smart-box/',
    asOf: SOURCES_CONSULTED,
    dated: 'consulted',
  },
  'criminal-interest-regulations': {
    publisher: 'Government of Canada, Justice Laws',
    publisherFr: 'Gouvernement du Canada, Lois et règlements',
    title: 'Criminal Interest Rate Regulations (SOR/2024-114)',
    titleFr: 'Règlement sur le taux d’intérêt criminel (DORS/2024-114)',
    href: 'https://laws-lois.justice.gc.ca/eng/regulations/SOR-2024-114/page-1.html',
    hrefFr: 'https://laws-lois.justice.gc.ca/fra/reglements/DORS-2024-114/page-1.html',
    asOf: '2025-01-01',
    dated: 'in-force',
  },
  'mcmillan-criminal-rate': {
    publisher: 'McMillan LLP',
    title: 'New Criminal Rate of Interest Comes into Effect January 1, 2025',
    href: 'https://mcmillan.ca/insights/publications/new-criminal-rate-of-interest-comes-into-effect-january-1-2025/',
    asOf: '2024-07-22',
    dated: 'published',
  },
  'site-lenders-evaluate': {
    publisher: 'Boundless AI',
    title: 'How Lenders Evaluate Your Business',
    titleFr: 'Comment les prêteurs évaluent votre entreprise',
    href: '/blog/how-lenders-evaluate-your-business',
    asOf: '2025-01-28',
    dated: 'published',
    site: true,
  },
  'site-mca': {
    publisher: 'Boundless AI',
    title: 'Merchant Cash Advance Explained',
    titleFr: 'L’avance de fonds aux commerçants expliquée',
    href: '/blog/merchant-cash-advance-explained',
    asOf: '2025-07-01',
    dated: 'published',
    site: true,
  },
  'site-abl': {
    publisher: 'Boundless AI',
    title: 'Asset-Based Lending vs. Merchant Cash Advance',
    titleFr: 'Financement adossé à des actifs ou avance de fonds aux commerçants',
    href: '/abl',
    asOf: '2025-06-18',
    dated: 'published',
    site: true,
  },
  'site-po': {
    publisher: 'Boundless AI',
    title: 'Purchase Order Financing',
    titleFr: 'Financement par bons de commande',
    href: '/blog/purchase-order-financing-guide',
    asOf: '2025-07-15',
    dated: 'published',
    site: true,
  },
  'site-inventory': {
    publisher: 'Boundless AI',
    title: 'Inventory Financing',
    titleFr: 'Financement des stocks',
    href: '/blog/inventory-financing-guide',
    asOf: '2025-07-29',
    dated: 'published',
    site: true,
  },
  'site-scf': {
    publisher: 'Boundless AI',
    title: 'Supply Chain Financing Explained',
    titleFr: 'Financement de la chaîne d’approvisionnement',
    href: '/blog/supply-chain-financing-explained',
    asOf: '2025-08-12',
    dated: 'published',
    site: true,
  },
  'site-products': {
    publisher: 'Boundless AI',
    title: 'Financial Products',
    titleFr: 'Produits financiers',
    href: '/financial-products',
    asOf: FACTS_AS_OF,
    dated: 'as-of',
    site: true,
  },
};
