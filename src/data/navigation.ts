/** Site navigation as data: the header, the footer and the tests read the same lists. */
export type NavLink = { label: string; href: string; description?: string };
export type NavMenu = { id: string; label: string; items: NavLink[] };

export const capitalSolutions: NavLink[] = [
  { label: 'Merchant Cash Advance', href: '/financial-products#merchant-cash-advance' },
  { label: 'Asset-Based Lending', href: '/financial-products#asset-based-lending' },
  { label: 'Term Loans', href: '/financial-products#term-loans' },
  { label: 'PO Financing', href: '/financial-products#po-financing' },
  { label: 'Inventory Financing', href: '/financial-products#inventory-financing' },
  { label: 'Supply Chain Financing', href: '/financial-products#supply-chain-financing' },
];

export const knowledgeGuides: NavLink[] = [
  {
    label: 'The Debt Financing Guide',
    href: '/blog/debt-financing-guide',
    description: 'How borrowing works, what it costs and when it makes sense.',
  },
  {
    label: 'Business Loans vs. Lines of Credit',
    href: '/blog/business-loans-vs-line-of-credit-guide',
    description: 'Pick the right structure for the job you need funded.',
  },
  {
    label: 'Writing a Business Plan, Step by Step',
    href: '/blog/how-to-write-a-business-plan-step-by-step-guide',
    description: 'The plan lenders want to read, section by section.',
  },
];

/** The funding tools: calculators and the pre-qualification. */
export const fundingTools: NavLink[] = [
  {
    label: 'Loan Payment Calculator',
    href: '/calculators/term-loan',
    description: 'Monthly payment, total interest and APR with fees.',
  },
  {
    label: 'MCA Cost Calculator',
    href: '/calculators/merchant-cash-advance',
    description: 'Turn a factor rate into payback, time and APR.',
  },
  {
    label: '60-Second Pre-Qualification',
    href: '/prequalify',
    description: 'See which products fit, with no credit check.',
  },
];

/** The calculator shown in a product's section on /financial-products (the pre-qualification is in every one). */
export const productCalculators: Record<string, NavLink> = {
  'merchant-cash-advance': fundingTools[1],
  'term-loans': fundingTools[0],
};
export const prequalifyLink = fundingTools[2];

export const allGuidesLink: NavLink = { label: 'All business guides', href: '/blog?category=guides' };

export const menus: NavMenu[] = [
  {
    id: 'solution',
    label: 'Our Solution',
    items: [
      { label: 'How It Works', href: '/how-it-works', description: 'One profile, one application, many offers.' },
      { label: 'Who We Help', href: '/who-we-help', description: 'Industries and businesses we have funded.' },
    ],
  },
  {
    id: 'knowledge',
    label: 'Knowledge',
    items: [...knowledgeGuides, allGuidesLink, ...fundingTools, ...capitalSolutions],
  },
  {
    id: 'partners',
    label: 'Partner With Us',
    items: [
      { label: 'Lenders', href: '/lenders', description: 'Meet vetted, application-ready businesses.' },
      { label: 'Referral Partners', href: '/referral-partners', description: 'Refer clients and track every deal.' },
      { label: 'APIs', href: '/apis', description: 'Embed financing in your own product.' },
    ],
  },
  {
    id: 'company',
    label: 'Company',
    items: [
      { label: 'Who We Are', href: '/about-us', description: 'Our story, mission and team.' },
      { label: 'Blog', href: '/blog', description: 'Guides, case studies and news.' },
      { label: 'Contact Us', href: '/contact-us', description: 'Talk to our team.' },
    ],
  },
];

export const footerColumns: { title: string; links: NavLink[] }[] = [
  {
    title: 'Solution',
    links: [
      { label: 'How It Works', href: '/how-it-works' },
      { label: 'Who We Help', href: '/who-we-help' },
      { label: 'Financial Products', href: '/financial-products' },
    ],
  },
  { title: 'Funding Tools', links: fundingTools.map(({ label, href }) => ({ label, href })) },
  {
    title: 'Partners',
    links: [
      { label: 'Partner With Us', href: '/partners' },
      { label: 'Lenders', href: '/lenders' },
      { label: 'Referral Partners', href: '/referral-partners' },
      { label: 'APIs', href: '/apis' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'Who We Are', href: '/about-us' },
      { label: 'Blog', href: '/blog' },
      { label: 'Contact Us', href: '/contact-us' },
    ],
  },
];

export const legalLinks: NavLink[] = [
  { label: 'Privacy Policy', href: '/privacy-terms' },
  { label: 'Terms of Service', href: '/terms-of-service' },
];
