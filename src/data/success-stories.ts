/**
 * Success stories: six fundings closed through the marketplace, each in the 12 months before its case
 * study was published. Every card tells the same story as its article in content/blog (`article` is the slug):
 * same amount, product and business. tests/unit/success-stories.test.ts holds the pairs together.
 */
export type SuccessStory = {
  id: string;
  amount: string;
  product: string;
  /** The kind of business, as the case study describes it, without naming the client. */
  business: string;
  summary: string;
  /** Slug of the case study in content/blog that tells this story. */
  article: string;
  period: 'in the last 12 months';
  /** Month the case study was published: "the last 12 months" count back from here. */
  asOf: string;
};

const period = 'in the last 12 months' as const;

export const successStories: SuccessStory[] = [
  {
    id: 'term-loan-5m',
    amount: '$5M',
    product: 'Term loan',
    business: 'Southern Ontario precision-parts manufacturer',
    summary:
      'Won a multi-year supply contract and bought the new machines it needed, with covenants built around the ramp-up.',
    article: 'how-a-manufacturer-secured-a-5m-term-loan',
    period,
    asOf: 'July 2025',
  },
  {
    id: 'tranched-term-loan-1m',
    amount: '$1M',
    product: 'Tranched term loan',
    business: 'Direct-to-consumer brand',
    summary:
      'Drew the money in stages: a first tranche for a new product run, the rest once a retail trial met its milestone.',
    article: 'tranched-term-loan-for-an-ecommerce-brand',
    period,
    asOf: 'July 2025',
  },
  {
    id: 'invoice-factoring-1-5m',
    amount: '$1.5M',
    product: 'Invoice factoring',
    business: 'Freight carrier',
    summary: 'Turned 60-to-90-day invoices into working capital so fuel and payroll no longer waited on shippers.',
    article: 'invoice-factoring-for-a-logistics-company',
    period,
    asOf: 'August 2025',
  },
  {
    id: 'sba-loan-3-2m',
    amount: '$3.2M',
    product: 'SBA loan',
    business: 'US professional services firm',
    summary: 'Bought a competitor whose founder was retiring, with an SBA 7(a) loan, its own cash and a seller note.',
    article: 'sba-loan-for-a-professional-services-firm',
    period,
    asOf: 'August 2025',
  },
  {
    id: 'venture-debt-700k',
    amount: '$700K',
    product: 'Venture debt',
    business: 'B2B software company',
    summary: 'Extended its runway to reach its Series B milestones, with an interest-only period at the start.',
    article: 'venture-debt-for-a-saas-company',
    period,
    asOf: 'September 2025',
  },
  {
    id: 'abl-revolver-1-6m',
    amount: '$1.6M',
    product: 'Asset-based revolver',
    business: 'Wholesale distributor',
    summary:
      'Replaced a bank line that would not stretch with a revolver that grows with its receivables and inventory.',
    article: 'asset-based-revolver-for-a-distributor',
    period,
    asOf: 'September 2025',
  },
];
