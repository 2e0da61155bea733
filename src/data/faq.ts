/** The contact page FAQ: also a knowledge source for the chat assistant. */
import { LENDERS } from '~/data/facts';
import { FREE_FOR_BUSINESSES } from './disclosures';

export type Faq = { id: string; question: string; answer: string };

export const contactFaq: Faq[] = [
  {
    id: 'speed',
    question: 'How quickly can Boundless AI match my business with lenders?',
    answer:
      'Once your profile is complete, our AI shows matching funding options in minutes. How fast money arrives depends on the product and the lender: a merchant cash advance can be approved in 24-48 hours, while term loans and SBA loans take longer because lenders review more documents.',
  },
  {
    id: 'cost',
    question: 'Does it cost anything to use Boundless AI?',
    answer: FREE_FOR_BUSINESSES,
  },
  {
    id: 'business-types',
    question: 'What types of businesses do you work with?',
    answer: `Small and mid-size businesses incorporated in Canada or the United States, across e-commerce, SaaS, retail, professional services, manufacturing, transportation, construction and more. Our network of ${LENDERS} verified lenders covers early-stage companies through to established firms.`,
  },
  {
    id: 'data',
    question: 'How do you protect my business data?',
    answer:
      'Your documents and data are protected with 256-bit encryption, and we share your information only with the lenders you choose. You stay in control of who sees your profile at every step.',
  },
];
