/** /how-it-works content: the four steps and the four product screenshots. */
import { LENDERS } from '~/data/facts';
import type { IconName } from '~/types';

export type Step = { title: string; description: string; detail: string; icon: IconName };

export const steps: Step[] = [
  {
    title: 'Complete Your Profile',
    icon: 'user',
    description: 'Tell us about your business once: what you do, how you earn and what you need the money for.',
    detail:
      'Link your accounting and banking data or upload statements. The profile takes about ten minutes and is free.',
  },
  {
    title: 'AI Analysis',
    icon: 'sparkle',
    description: `Our matching engine reads your profile against the criteria of ${LENDERS} verified lenders.`,
    detail:
      'It looks at revenue, time in business, industry and collateral to find the products you are likely to qualify for.',
  },
  {
    title: 'Connect with Lenders',
    icon: 'users',
    description: 'Review your matches side by side and choose the lenders you want to hear from.',
    detail:
      'Your data goes only to the lenders you pick, protected with 256-bit encryption. An advisor is there from start to submit.',
  },
  {
    title: 'Secure Funding',
    icon: 'check-circle',
    description: 'Compare offers, accept the one that fits and receive your funds.',
    detail:
      'Some products decide in as little as 24 hours. Your profile stays ready for the next time you need capital.',
  },
];

export type Screenshot = { id: string; title: string; src: string; alt: string; caption: string };

export const screenshots: Screenshot[] = [
  {
    id: 'home',
    title: 'Home screen',
    src: '/images/screens/home.svg',
    alt: 'The Boundless AI home screen: funding readiness score, profile progress and the next steps to complete',
    caption: 'Your home screen shows funding readiness and what to do next.',
  },
  {
    id: 'document-upload',
    title: 'Document upload',
    src: '/images/screens/document-upload.svg',
    alt: 'The document upload screen: a drop zone and a checklist of statements, tax returns and IDs with their status',
    caption: 'Upload each document once and reuse it for every application.',
  },
  {
    id: 'lender-match',
    title: 'Lender match',
    src: '/images/screens/lender-match.svg',
    alt: 'The lender match screen: three matched lenders with amount, term, estimated rate and match score',
    caption: 'Compare matched lenders side by side before you share anything.',
  },
  {
    id: 'debt-table',
    title: 'Debt table',
    src: '/images/screens/debt-table.svg',
    alt: 'The debt table screen: current loans and lines with balance, rate, payment and maturity',
    caption: 'Keep every loan and line of credit in one debt table.',
  },
];
