/** The success stories' words (who-we-help and the product pages). */
import type { StoryText, SuccessStoryId } from '~/data/success-stories';

export const successStories = {
  'term-loan-5m': {
    product: 'Term loan',
    business: 'Southern Ontario precision-parts manufacturer',
    summary:
      'Won a multi-year supply contract and bought the new machines it needed, with covenants built around the ramp-up.',
  },
  'tranched-term-loan-1m': {
    product: 'Tranched term loan',
    business: 'Direct-to-consumer brand',
    summary:
      'Drew the money in stages: a first tranche for a new product run, the rest once a retail trial met its milestone.',
  },
  'invoice-factoring-1-5m': {
    product: 'Invoice factoring',
    business: 'Freight carrier',
    summary: 'Turned 60-to-90-day invoices into working capital so fuel and payroll no longer waited on shippers.',
  },
  'sba-loan-3-2m': {
    product: 'SBA loan',
    business: 'US professional services firm',
    summary: 'Bought a competitor whose founder was retiring, with an SBA 7(a) loan, its own cash and a seller note.',
  },
  'venture-debt-700k': {
    product: 'Venture debt',
    business: 'B2B software company',
    summary: 'Extended its runway to reach its Series B milestones, with an interest-only period at the start.',
  },
  'abl-revolver-1-6m': {
    product: 'Asset-based revolver',
    business: 'Wholesale distributor',
    summary:
      'Replaced a bank line that would not stretch with a revolver that grows with its receivables and inventory.',
  },
} satisfies Record<SuccessStoryId, StoryText>;
