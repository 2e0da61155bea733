/**
 * Partner pages (/partners, /lenders, /referral-partners, /apis, /partner-contact): the facts of their cards
 * (ids, icons, links), the rotations and the case study. Their words live in the dictionaries' `partners`,
 * keyed by these ids; `localizedPartners(locale)` in src/lib/partners.ts puts the two together.
 */
import type { IconName } from '~/types';
import { companyStats, partnerStats, type StatRef } from './stats';

/** A card as the components render it: facts plus the words of the page's language. */
export type Card = { id: string; icon: IconName; title: string; description: string };
export type LinkCard = Card & { href: string; cta: string };
export type CarouselItem = Card & { points: string[] };

type Facts<Id extends string> = { id: Id; icon: IconName };

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
export const programs = [
  { id: 'lenders', icon: 'bank', href: '/lenders' },
  { id: 'referral-partners', icon: 'link', href: '/referral-partners' },
  { id: 'apis', icon: 'code', href: '/apis' },
] as const satisfies readonly (Facts<string> & { href: string })[];

/** The hub's three benefit cards. */
export const hubBenefits = [
  { id: 'revenue', icon: 'trending' },
  { id: 'clients', icon: 'users' },
  { id: 'team', icon: 'support' },
] as const satisfies readonly Facts<string>[];

/** The /lenders carousel: four benefits, 6 s each. */
export const lenderBenefits = [
  { id: 'vetted-businesses', icon: 'filter' },
  { id: 'gain-retain', icon: 'users' },
  { id: 'simplify', icon: 'layers' },
  { id: 'diligence', icon: 'document' },
] as const satisfies readonly Facts<string>[];

/** The /lenders feature cards. */
export const lenderFeatures = [
  { id: 'ai-matching', icon: 'sparkle' },
  { id: 'deal-flow', icon: 'trending' },
  { id: 'risk', icon: 'shield' },
] as const satisfies readonly Facts<string>[];

/** The stats banner of /lenders. */
export const lenderStats: StatRef[] = [
  companyStats[2], // 1000+ businesses funded
  companyStats[1], // $3.5B+ in capital requests
  ...partnerStats, // 23 % shorter sales cycle, 64 % more completed applications
];

/** The /referral-partners advantage cards. */
export const referralAdvantages = [
  { id: 'easy-referral', icon: 'send' },
  { id: 'tracking', icon: 'chart' },
  { id: 'commissions', icon: 'coins' },
] as const satisfies readonly Facts<string>[];

/** 'Who We Empower': the six audiences of the orbit. */
export const audiences = [
  { id: 'accounting-firms', icon: 'calculator' },
  { id: 'cfos', icon: 'pie' },
  { id: 'lenders', icon: 'bank' },
  { id: 'software-companies', icon: 'code' },
  { id: 'logistics-consultants', icon: 'route' },
  { id: 'marketing-agencies', icon: 'megaphone' },
] as const satisfies readonly Facts<string>[];

/** 'Enhance Your Value and Integrate With Ease': the three API steps. */
export const apiSteps = [
  { id: 'setup', icon: 'link' },
  { id: 'integration', icon: 'plug' },
  { id: 'launch', icon: 'rocket' },
] as const satisfies readonly Facts<string>[];

/** 'Powerful API Features'. */
export const apiFeatures = [
  { id: 'rest', icon: 'code' },
  { id: 'real-time', icon: 'bolt' },
  { id: 'security', icon: 'lock' },
] as const satisfies readonly Facts<string>[];

/** /partner-contact: why partner with us, highlighted every 3 s once visible. */
export const whyPartner = [
  { id: 'network', icon: 'globe' },
  { id: 'speed', icon: 'bolt' },
  { id: 'results', icon: 'chart' },
] as const satisfies readonly Facts<string>[];

export type CaseStudy = {
  partner: string;
  kind: string;
  title: string;
  summary: string;
  quote: string;
  /** Role and company only: we do not name the person. */
  attribution: string;
  stats: StatRef[];
  readMoreHref: string;
  bookHref: string;
};

/** What the Highbeam partnership offers (its article): brands that join Highbeam through us get free months of its plan. */
export const HIGHBEAM_OFFER = { name: 'Highbeam', freeMonths: 3 } as const;
/** The Airwallex partnership (its article): its customers in Canada and the US reach our lenders with one profile. */
export const AIRWALLEX_OFFER = { name: 'Airwallex' } as const;
/** Platforms we partner with, each announced in an article of the blog (boundless-ai-<name>-partnership…). */
export const PLATFORM_PARTNERS = [AIRWALLEX_OFFER.name, HIGHBEAM_OFFER.name, 'Finaloop'] as const;

/** The case study shown on /partners and /referral-partners (the full story is the blog article, in English). */
export const finaloopCaseStudy = {
  id: 'finaloop',
  partner: 'Finaloop',
  stats: partnerStats,
  readMoreHref: '/blog/finaloop-boundless-partnership',
  bookHref: '/partner-contact',
} as const;
