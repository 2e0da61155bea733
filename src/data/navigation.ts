/**
 * Site navigation as data: the header, the footer and the tests read the same lists. Each link has an id, so its
 * words in another language are found by that id (src/i18n/*\/site.ts, `nav`); src/lib/navigation.ts gives the
 * lists in a page's language.
 */
import { PRODUCT_IDS } from './product-ids';
export type NavLink = { label: string; href: string; description?: string };
/** A link of the site's own navigation: its id finds its words in each language. */
export type SiteLink = NavLink & { id: NavLinkId };
export type NavMenu = { id: NavMenuId; label: string; items: SiteLink[] };
export type FooterColumn = { id: FooterColumnId; title: string; links: SiteLink[] };

/** Every link of the header and the footer, once, with its English words. */
const NAV_LINKS = {
  'merchant-cash-advance': { label: 'Merchant Cash Advance', href: '/financial-products#merchant-cash-advance' },
  'asset-based-lending': { label: 'Asset-Based Lending', href: '/financial-products#asset-based-lending' },
  'term-loans': { label: 'Term Loans', href: '/financial-products#term-loans' },
  'po-financing': { label: 'PO Financing', href: '/financial-products#po-financing' },
  'inventory-financing': { label: 'Inventory Financing', href: '/financial-products#inventory-financing' },
  'supply-chain-financing': { label: 'Supply Chain Financing', href: '/financial-products#supply-chain-financing' },
  'debt-financing-guide': {
    label: 'The Debt Financing Guide',
    href: '/blog/debt-financing-guide',
    description: 'How borrowing works, what it costs and when it makes sense.',
  },
  'loans-vs-lines-of-credit': {
    label: 'Business Loans vs. Lines of Credit',
    href: '/blog/business-loans-vs-line-of-credit-guide',
    description: 'Pick the right structure for the job you need funded.',
  },
  'business-plan-guide': {
    label: 'Writing a Business Plan, Step by Step',
    href: '/blog/how-to-write-a-business-plan-step-by-step-guide',
    description: 'The plan lenders want to read, section by section.',
  },
  'term-loan-calculator': {
    label: 'Loan Payment Calculator',
    href: '/calculators/term-loan',
    description: 'Monthly payment, total interest and APR with fees.',
  },
  'mca-calculator': {
    label: 'MCA Cost Calculator',
    href: '/calculators/merchant-cash-advance',
    description: 'Turn a factor rate into payback, time and APR.',
  },
  prequalify: {
    label: '60-Second Pre-Qualification',
    href: '/prequalify',
    description: 'See which products fit, with no credit check.',
  },
  'all-guides': { label: 'All business guides', href: '/blog?category=guides' },
  'how-it-works': {
    label: 'How It Works',
    href: '/how-it-works',
    description: 'One profile, one application, many offers.',
  },
  'who-we-help': {
    label: 'Who We Help',
    href: '/who-we-help',
    description: 'Industries and businesses we have helped get funded.',
  },
  'financial-products': { label: 'Financial Products', href: '/financial-products' },
  partners: { label: 'Partner With Us', href: '/partners' },
  lenders: { label: 'Lenders', href: '/lenders', description: 'Meet vetted, application-ready businesses.' },
  'referral-partners': {
    label: 'Referral Partners',
    href: '/referral-partners',
    description: 'Refer clients and track every deal.',
  },
  apis: { label: 'APIs', href: '/apis', description: 'Embed financing in your own product.' },
  'about-us': { label: 'Who We Are', href: '/about-us', description: 'Our story, mission and team.' },
  blog: { label: 'Blog', href: '/blog', description: 'Guides, case studies and news.' },
  'contact-us': { label: 'Contact Us', href: '/contact-us', description: 'Talk to our team.' },
  privacy: { label: 'Privacy Policy', href: '/privacy-terms' },
  terms: { label: 'Terms of Service', href: '/terms-of-service' },
  accessibility: { label: 'Accessibility', href: '/accessibility' },
} as const satisfies Record<string, { label: string; href: string; description?: string }>;

export type NavLinkId = keyof typeof NAV_LINKS;

/** The words of every link in one language: a label, and a description where the English link has one. */
export type NavLinkWords = {
  [Id in NavLinkId]: { label: string } & ((typeof NAV_LINKS)[Id] extends { description: string }
    ? { description: string }
    : { description?: never });
};

const pick = (id: NavLinkId): SiteLink => ({ id, ...NAV_LINKS[id] });
const only = (link: SiteLink): SiteLink => ({ id: link.id, label: link.label, href: link.href });

/** One link per product, in the products' order (each product's id is also its link's id). */
export const capitalSolutions: SiteLink[] = PRODUCT_IDS.map(pick);

export const knowledgeGuides: SiteLink[] = (
  ['debt-financing-guide', 'loans-vs-lines-of-credit', 'business-plan-guide'] as const
).map(pick);

/** The funding tools: calculators and the pre-qualification. */
export const fundingTools: SiteLink[] = (['term-loan-calculator', 'mca-calculator', 'prequalify'] as const).map(pick);

/** The calculator shown in a product's section on /financial-products (the pre-qualification is in every one). */
export const productCalculators: Record<string, SiteLink> = {
  'merchant-cash-advance': fundingTools[1],
  'term-loans': fundingTools[0],
};
export const prequalifyLink = fundingTools[2];

export const allGuidesLink: SiteLink = pick('all-guides');

export const NAV_MENU_IDS = ['solution', 'knowledge', 'partners', 'company'] as const;
export type NavMenuId = (typeof NAV_MENU_IDS)[number];

export const menus: NavMenu[] = [
  { id: 'solution', label: 'Our Solution', items: (['how-it-works', 'who-we-help'] as const).map(pick) },
  {
    id: 'knowledge',
    label: 'Knowledge',
    items: [...knowledgeGuides, allGuidesLink, ...fundingTools, ...capitalSolutions],
  },
  {
    id: 'partners',
    label: 'Partner With Us',
    items: (['lenders', 'referral-partners', 'apis'] as const).map(pick),
  },
  { id: 'company', label: 'Company', items: (['about-us', 'blog', 'contact-us'] as const).map(pick) },
];

export type FooterColumnId = 'solution' | 'tools' | 'partners' | 'company';

/** Footer links carry no description. */
export const footerColumns: FooterColumn[] = [
  {
    id: 'solution',
    title: 'Solution',
    links: (['how-it-works', 'who-we-help', 'financial-products'] as const).map(pick).map(only),
  },
  { id: 'tools', title: 'Funding Tools', links: fundingTools.map(only) },
  {
    id: 'partners',
    title: 'Partners',
    links: (['partners', 'lenders', 'referral-partners', 'apis'] as const).map(pick).map(only),
  },
  { id: 'company', title: 'Company', links: (['about-us', 'blog', 'contact-us'] as const).map(pick).map(only) },
];

export const legalLinks: SiteLink[] = (['privacy', 'terms', 'accessibility'] as const).map(pick);

/** The English words of every link, menu and footer column: the English dictionary reads them from here. */
export const navWords = {
  links: Object.fromEntries(
    Object.entries(NAV_LINKS).map(([id, link]) => [
      id,
      'description' in link ? { label: link.label, description: link.description } : { label: link.label },
    ]),
  ) as NavLinkWords,
  menus: Object.fromEntries(menus.map((m) => [m.id, m.label])) as Record<NavMenuId, string>,
  footerColumns: Object.fromEntries(footerColumns.map((c) => [c.id, c.title])) as Record<FooterColumnId, string>,
};
