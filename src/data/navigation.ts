/**
 * Site navigation as data: the header, the footer and the tests read the same lists. Each link has an id and a
 * page; its words in each language are found by that id (src/i18n/*\/site.ts, `nav`), as are the menus' and
 * footer columns' titles; src/lib/navigation.ts gives the lists in a page's language.
 */
import { PRODUCT_IDS } from './product-ids';

/** A link with its words (in the page's language): what the navigation lists become, and any page's own links. */
export type NavLink = { label: string; href: string; description?: string };
/** A link of the site's own navigation: its id finds its words in each language. */
export type NavLinkRef = { id: NavLinkId; href: string };
/** A link of the site's own navigation with its words. */
export type SiteLink = NavLink & { id: NavLinkId };
export type NavMenu = { id: NavMenuId; label: string; items: SiteLink[] };
export type FooterColumn = { id: FooterColumnId; title: string; links: SiteLink[] };

/** Every page the header and the footer link to, once, by link id. */
const NAV_PAGES = {
  'merchant-cash-advance': '/financial-products#merchant-cash-advance',
  'asset-based-lending': '/financial-products#asset-based-lending',
  'term-loans': '/financial-products#term-loans',
  'po-financing': '/financial-products#po-financing',
  'inventory-financing': '/financial-products#inventory-financing',
  'supply-chain-financing': '/financial-products#supply-chain-financing',
  'debt-financing-guide': '/blog/debt-financing-guide',
  'loans-vs-lines-of-credit': '/blog/business-loans-vs-line-of-credit-guide',
  'business-plan-guide': '/blog/how-to-write-a-business-plan-step-by-step-guide',
  'term-loan-calculator': '/calculators/term-loan',
  'mca-calculator': '/calculators/merchant-cash-advance',
  prequalify: '/prequalify',
  'all-guides': '/blog?category=guides',
  'how-it-works': '/how-it-works',
  'who-we-help': '/who-we-help',
  'financial-products': '/financial-products',
  partners: '/partners',
  lenders: '/lenders',
  'referral-partners': '/referral-partners',
  apis: '/apis',
  'about-us': '/about-us',
  blog: '/blog',
  'contact-us': '/contact-us',
  privacy: '/privacy-terms',
  terms: '/terms-of-service',
  accessibility: '/accessibility',
} as const satisfies Record<string, string>;

export type NavLinkId = keyof typeof NAV_PAGES;

const pick = (id: NavLinkId): NavLinkRef => ({ id, href: NAV_PAGES[id] });

/** One link per product, in the products' order (each product's id is also its link's id). */
export const capitalSolutions: NavLinkRef[] = PRODUCT_IDS.map(pick);

export const knowledgeGuides: NavLinkRef[] = (
  ['debt-financing-guide', 'loans-vs-lines-of-credit', 'business-plan-guide'] as const
).map(pick);

/** The funding tools: calculators and the pre-qualification. */
export const fundingTools: NavLinkRef[] = (['term-loan-calculator', 'mca-calculator', 'prequalify'] as const).map(pick);

/** The calculator shown in a product's section on /financial-products (the pre-qualification is in every one). */
export const productCalculators: Record<string, NavLinkRef> = {
  'merchant-cash-advance': fundingTools[1],
  'term-loans': fundingTools[0],
};
export const prequalifyLink = fundingTools[2];

export const allGuidesLink: NavLinkRef = pick('all-guides');

export const NAV_MENU_IDS = ['solution', 'knowledge', 'partners', 'company'] as const;
export type NavMenuId = (typeof NAV_MENU_IDS)[number];

/** The header's menus, in order, each with its links (shown with their descriptions where they have one). */
export const menus: { id: NavMenuId; items: NavLinkRef[] }[] = [
  { id: 'solution', items: (['how-it-works', 'who-we-help'] as const).map(pick) },
  { id: 'knowledge', items: [...knowledgeGuides, allGuidesLink, ...fundingTools, ...capitalSolutions] },
  { id: 'partners', items: (['lenders', 'referral-partners', 'apis'] as const).map(pick) },
  { id: 'company', items: (['about-us', 'blog', 'contact-us'] as const).map(pick) },
];

export type FooterColumnId = 'solution' | 'tools' | 'partners' | 'company';

/** The footer's columns; footer links carry no description. */
export const footerColumns: { id: FooterColumnId; links: NavLinkRef[] }[] = [
  { id: 'solution', links: (['how-it-works', 'who-we-help', 'financial-products'] as const).map(pick) },
  { id: 'tools', links: fundingTools },
  { id: 'partners', links: (['partners', 'lenders', 'referral-partners', 'apis'] as const).map(pick) },
  { id: 'company', links: (['about-us', 'blog', 'contact-us'] as const).map(pick) },
];

export const legalLinks: NavLinkRef[] = (['privacy', 'terms', 'accessibility'] as const).map(pick);
