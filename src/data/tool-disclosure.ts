/**
 * What the funding tools' numbers are, said on every tool page. Kept as data so one site-wide disclosure can
 * reuse the same sentences.
 */
export const toolDisclosure = {
  title: 'Estimates, not offers',
  points: [
    'These numbers are estimates to help you plan. They are not an offer of credit.',
    'Lenders set their own rates and terms, and every decision is theirs.',
    'Checking your options here does not affect your credit score: there is no credit check.',
  ],
} as const;
