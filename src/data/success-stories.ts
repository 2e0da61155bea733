/** Success stories: six fundings closed through the marketplace, all in the last 12 months. */
export type SuccessStory = {
  id: string;
  amount: string;
  product: string;
  /** The kind of business, without naming the client. */
  business: string;
  summary: string;
  period: 'in the last 12 months';
};

const period = 'in the last 12 months' as const;

export const successStories: SuccessStory[] = [
  {
    id: 'term-loan-5m',
    amount: '$5M',
    product: 'Term loan',
    business: 'Regional logistics company',
    summary: 'Refinanced costly short-term debt and bought twelve new trucks on one predictable schedule.',
    period,
  },
  {
    id: 'tranched-term-loan-1m',
    amount: '$1M',
    product: 'Tranched term loan',
    business: 'B2B SaaS platform',
    summary: 'Drew funds in stages as revenue milestones were met, extending runway without a new equity round.',
    period,
  },
  {
    id: 'invoice-factoring-1-5m',
    amount: '$1.5M',
    product: 'Invoice factoring',
    business: 'Staffing agency',
    summary: 'Turned 60-day invoices into cash within days so payroll never waited on clients.',
    period,
  },
  {
    id: 'sba-loan-3-2m',
    amount: '$3.2M',
    product: 'SBA loan',
    business: 'Food manufacturer',
    summary: 'Bought its production facility instead of renting, with a long term and a lower rate.',
    period,
  },
  {
    id: 'venture-debt-700k',
    amount: '$700K',
    product: 'Venture debt',
    business: 'Health-tech startup',
    summary: 'Added runway between funding rounds to reach the next product launch.',
    period,
  },
  {
    id: 'abl-revolver-1-6m',
    amount: '$1.6M',
    product: 'Asset-based revolver',
    business: 'Consumer goods distributor',
    summary: 'Unlocked a credit line from receivables and inventory that grows with the business.',
    period,
  },
];
