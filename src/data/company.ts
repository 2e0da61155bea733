/** /about-us content: mission, values, story and founders. The founders are our own portraits. */
import { BUSINESSES_FUNDED, FOUNDED, LENDERS, LENDER_COUNT } from '~/data/facts';
import type { IconName } from '~/types';

export const mission =
  'Make business funding fair, fast and understandable, so every founder can find the right capital without knowing the right people.';

export type Value = { title: string; description: string; icon: IconName };

export const values: Value[] = [
  {
    title: 'Transparency',
    icon: 'eye',
    description: 'Clear terms, real costs and honest odds. You see what each option means before you share your data.',
  },
  {
    title: 'Access',
    icon: 'globe',
    description: `Great businesses are everywhere. Our network of ${LENDERS} lenders reaches companies that banks overlook.`,
  },
  {
    title: 'Partnership',
    icon: 'users',
    description: 'We succeed when you do. People stay with you from your first profile to the day the funds arrive.',
  },
];

export const story = {
  founded: FOUNDED,
  paragraphs: [
    `Boundless AI was founded in ${FOUNDED.city} in ${FOUNDED.year} by operators who had spent years on both sides of the lending table. They had watched good companies lose months to paperwork, repeat the same story to one bank after another and still walk away without an answer.`,
    `The fix seemed obvious: one business profile, one guided application, and software that knows what each lender is looking for. Since then the marketplace has grown to more than ${LENDER_COUNT} verified lenders across Canada and the United States, and more than ${BUSINESSES_FUNDED} businesses have been funded.`,
    'Creating a profile and applying stay free for businesses (any fee to you is shown before you accept an offer), and your data goes only to the lenders you choose. Our job is simple: find you the option that fits.',
  ],
};

export type Founder = { name: string; role: string; bio: string; portrait: string };

export const founders: Founder[] = [
  {
    name: 'Daniel Mercer',
    role: 'Co-founder & CEO',
    bio: 'Spent a decade in commercial banking in Toronto, structuring loans for growing companies, before deciding the process itself needed fixing.',
    portrait: '/images/founders/daniel-mercer.svg',
  },
  {
    name: 'Aisha Rahman',
    role: 'Co-founder & CTO',
    bio: 'Built credit-decisioning software for fintech lenders and now leads the engineering and data teams behind our matching engine.',
    portrait: '/images/founders/aisha-rahman.svg',
  },
  {
    name: 'Lucas Tremblay',
    role: 'Co-founder & Head of Lending Partnerships',
    bio: 'Ran a small manufacturing business of his own and knows first-hand what it takes to raise capital. He looks after our lender network.',
    portrait: '/images/founders/lucas-tremblay.svg',
  },
];
