/**
 * Partner pages (/partners, /lenders, /referral-partners, /apis, /partner-contact): the cards, the
 * lender carousel, the audiences, the API steps and the case study, as typed data the components render.
 */
import { LENDERS } from '~/data/facts';
import type { IconName } from '~/types';
import { companyStats, partnerStats, type Stat } from './stats';

export type Card = { id: string; icon: IconName; title: string; description: string };
export type LinkCard = Card & { href: string; cta: string };
export type CarouselItem = Card & { points: string[] };

/**
 * The highlight rotations and the group each one drives:
 * - lenderCarousel: 6 s over the 4 lender benefits, the ring filling in 100 ms steps (60 steps).
 * - threeCards (4 s over 3): the three-card groups that describe a program — the hub's benefits, the lender
 *   feature cards, the referral advantages and the API features.
 * - steps (3 s over 3): three things read in order — the API setup steps, and the why-partner cards of
 *   /partner-contact (every 3 s once visible).
 * - audiences (2 s over 6): the 'Who We Empower' orbit of six audiences.
 * - stats (6 s over 2): the two partner results (23 %, 64 %) beside the case study.
 * The hub's three program cards are navigation and stay still.
 */
export const rotations = {
  lenderCarousel: { interval: 6000, tick: 100, steps: 60 },
  threeCards: { interval: 4000 },
  steps: { interval: 3000 },
  audiences: { interval: 2000 },
  stats: { interval: 6000 },
} as const;

/** The hub's three programs; each card navigates to its page. */
export const programs: LinkCard[] = [
  {
    id: 'lenders',
    icon: 'bank',
    title: 'Lenders',
    description:
      'Meet vetted, application-ready businesses that fit your credit box, with their documents already in order.',
    href: '/lenders',
    cta: 'Explore lending partnerships',
  },
  {
    id: 'referral-partners',
    icon: 'link',
    title: 'Referral Partners',
    description:
      'Introduce clients who need capital, follow every deal in real time and earn a commission when they are funded.',
    href: '/referral-partners',
    cta: 'Explore referral partnerships',
  },
  {
    id: 'apis',
    icon: 'code',
    title: 'APIs',
    description: 'Embed business financing in your own product and give your users matched funding options in minutes.',
    href: '/apis',
    cta: 'Explore API partnerships',
  },
];

/** The hub's three benefit cards. */
export const hubBenefits: Card[] = [
  {
    id: 'revenue',
    icon: 'trending',
    title: 'New Revenue, No Extra Overhead',
    description:
      'Earn from every funded deal you bring in or receive. We run the matching, the paperwork and the follow-up, so your team stays focused on its own work.',
  },
  {
    id: 'clients',
    icon: 'users',
    title: 'Better Outcomes for Your Clients',
    description: `One profile opens a network of ${LENDERS} verified lenders. Your clients compare real options side by side instead of applying one lender at a time.`,
  },
  {
    id: 'team',
    icon: 'support',
    title: 'A Partner Team Behind You',
    description:
      'A dedicated partner manager helps with onboarding, co-marketing and any deal that needs a second look, from the first introduction to funding.',
  },
];

/** The /lenders carousel: four benefits, 6 s each. */
export const lenderBenefits: CarouselItem[] = [
  {
    id: 'vetted-businesses',
    icon: 'filter',
    title: 'Access Vetted Businesses',
    description:
      'Every business reaches you with a complete profile: statements, bank data and documents collected and checked before you see them.',
    points: ['Profiles matched to your criteria', 'Documents gathered up front', 'Businesses across Canada and the US'],
  },
  {
    id: 'gain-retain',
    icon: 'users',
    title: 'Gain and Retain Clients',
    description:
      'Meet founders at the moment they need capital, and stay in view when they come back for their next round of funding.',
    points: [
      'A steady flow of new borrowers',
      'Repeat requests from funded clients',
      'Your brand in front of growing companies',
    ],
  },
  {
    id: 'simplify',
    icon: 'layers',
    title: 'Simplify Your Process',
    description:
      'Applications arrive in one consistent format with the documents you ask for, so your team spends less time on email and more on decisions.',
    points: ['One standard application format', 'Fewer back-and-forth requests', 'Faster time to a decision'],
  },
  {
    id: 'diligence',
    icon: 'document',
    title: 'Modernize Your Diligence',
    description:
      'AI-assisted analysis brings cash flow, revenue trends and risk signals to the surface, so underwriting starts from insight rather than raw data.',
    points: ['Cash-flow and revenue summaries', 'Risk signals flagged early', 'Data shared only with consent'],
  },
];

/** The /lenders feature cards. */
export const lenderFeatures: Card[] = [
  {
    id: 'ai-matching',
    icon: 'sparkle',
    title: 'AI-Powered Matching',
    description:
      'Our models compare each business profile with your lending criteria and send you the applications most likely to close.',
  },
  {
    id: 'deal-flow',
    icon: 'trending',
    title: 'Qualified Deal Flow',
    description:
      'Receive complete, pre-screened applications from businesses that have chosen to share their data with you.',
  },
  {
    id: 'risk',
    icon: 'shield',
    title: 'Risk Mitigation',
    description:
      'Verified financials and early risk signals help you price accurately and avoid surprises after funding.',
  },
];

/** The stats banner of /lenders. */
export const lenderStats: Stat[] = [
  companyStats[2], // 1000+ businesses funded
  companyStats[1], // $3.5B+ in capital requests
  ...partnerStats, // 23 % shorter sales cycle, 64 % more completed applications
];

/** The /referral-partners advantage cards. */
export const referralAdvantages: Card[] = [
  {
    id: 'easy-referral',
    icon: 'send',
    title: 'Easy Referral Process',
    description:
      'Share a link or introduce a client by email. We take it from there: profile, application, matching and follow-up.',
  },
  {
    id: 'tracking',
    icon: 'chart',
    title: 'Real-Time Tracking',
    description:
      'See where every referral stands, from profile created to funds received, without chasing anyone for an update.',
  },
  {
    id: 'commissions',
    icon: 'coins',
    title: 'Competitive Commissions',
    description: 'Earn a commission on every funded deal you refer, paid promptly and reported clearly.',
  },
];

/** 'Who We Empower': the six audiences of the orbit. */
export const audiences: Card[] = [
  {
    id: 'accounting-firms',
    icon: 'calculator',
    title: 'Accounting Firms',
    description: 'Turn clean books into funding for the clients you already serve.',
  },
  {
    id: 'cfos',
    icon: 'pie',
    title: 'CFOs',
    description: 'Compare financing options for your company, or for the companies you advise.',
  },
  {
    id: 'lenders',
    icon: 'bank',
    title: 'Lenders',
    description: 'Refer the deals outside your credit box to lenders who fit them.',
  },
  {
    id: 'software-companies',
    icon: 'code',
    title: 'Software Companies',
    description: 'Offer funding to the businesses that run on your platform.',
  },
  {
    id: 'logistics-consultants',
    icon: 'route',
    title: 'Logistics Consultants',
    description: 'Help clients finance inventory, purchase orders and supply chains.',
  },
  {
    id: 'marketing-agencies',
    icon: 'megaphone',
    title: 'Marketing Agencies',
    description: 'Help growing brands fund the campaigns you plan together.',
  },
];

/** 'Enhance Your Value and Integrate With Ease': the three API steps. */
export const apiSteps: Card[] = [
  {
    id: 'setup',
    icon: 'link',
    title: 'Partnership Setup',
    description: 'We agree on your use case, your users and the experience you want, then issue sandbox credentials.',
  },
  {
    id: 'integration',
    icon: 'plug',
    title: 'API Integration',
    description: 'Connect with our documented endpoints and test every flow in the sandbox with our engineers on hand.',
  },
  {
    id: 'launch',
    icon: 'rocket',
    title: 'Launch & Optimize',
    description: 'Go live, follow conversion and funding results, and tune the experience with our team.',
  },
];

/** 'Powerful API Features'. */
export const apiFeatures: Card[] = [
  {
    id: 'rest',
    icon: 'code',
    title: 'RESTful API',
    description:
      'Predictable resources, JSON everywhere and clear error codes, so your developers feel at home on day one.',
  },
  {
    id: 'real-time',
    icon: 'bolt',
    title: 'Real-time Processing',
    description:
      'Matches and application status changes reach your product as they happen, through webhooks or polling.',
  },
  {
    id: 'security',
    icon: 'lock',
    title: 'Enterprise Security',
    description:
      '256-bit encryption, scoped credentials and consent-based data sharing protect your users and their businesses.',
  },
];

/** /partner-contact: why partner with us, highlighted every 3 s once visible. */
export const whyPartner: Card[] = [
  {
    id: 'network',
    icon: 'globe',
    title: `A Network of ${LENDERS} Lenders`,
    description:
      'Give the businesses you work with one place to reach verified lenders across Canada and the United States.',
  },
  {
    id: 'speed',
    icon: 'bolt',
    title: 'Faster Funding Decisions',
    description:
      'Our partners see a 23% decrease in sales cycle: complete profiles mean fewer delays between introduction and decision.',
  },
  {
    id: 'results',
    icon: 'chart',
    title: 'More Applications Completed',
    description:
      'Guided applications lead to a 64% increase in completed applications, so more of your introductions get funded.',
  },
];

export type CaseStudy = {
  partner: string;
  kind: string;
  title: string;
  summary: string;
  quote: string;
  /** Role and company only: we do not name the person. */
  attribution: string;
  stats: Stat[];
  readMoreHref: string;
  bookHref: string;
};

/** The case study shown on /partners and /referral-partners (the full story is the blog article). */
export const finaloopCaseStudy: CaseStudy = {
  partner: 'Finaloop',
  kind: 'E-commerce accounting firm',
  // A non-breaking hyphen keeps 'E‑commerce' on one line.
  title: 'How Finaloop Brings Funding to E\u2011commerce Brands',
  summary:
    'Finaloop keeps the books of online brands up to date all year. When a client needs capital, Finaloop introduces them to Boundless AI, and the statements they already have become one profile that reaches the lenders who fit.',
  quote:
    'Our clients already put in the work to keep accurate books. Working with Boundless AI means those numbers can do more than satisfy the tax authorities. Instead of rebuilding their financials for every lender, a brand can go from clean books to real funding options in one place.',
  attribution: 'CEO, Finaloop',
  stats: partnerStats,
  readMoreHref: '/blog/finaloop-boundless-partnership',
  bookHref: '/partner-contact',
};
