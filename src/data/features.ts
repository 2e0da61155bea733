import type { IconName } from '~/types';

/** The four feature cards of the home page. The brand name in a description is highlighted. */
export type FeatureCard = {
  id: string;
  icon: IconName;
  title: string;
  description: string;
  /** The card featured (enlarged) before the rotation starts. */
  isFeatured: boolean;
};

/** Text highlighted wherever it appears in a description. */
export const FEATURE_BRAND_TEXT = 'Boundless AI';

export const features: FeatureCard[] = [
  {
    id: 'custom-fit-offers',
    icon: 'sparkle',
    title: 'Custom-Fit Offerings in Minutes',
    description:
      'Boundless AI reads your profile once and surfaces the lenders most likely to say yes, with offers shaped around your numbers instead of a generic rate sheet.',
    isFeatured: true,
  },
  {
    id: 'document-storage',
    icon: 'folder',
    title: 'Simplified Document Storage and Submission',
    description:
      'Upload statements, tax returns and financials to one secure vault. Every lender you choose receives the same clean, complete package.',
    isFeatured: false,
  },
  {
    id: 'direct-support',
    icon: 'support',
    title: 'Direct Support From Start to Submit',
    description:
      'A real financing advisor answers your questions, reviews your application and stays with you until the funds land in your account.',
    isFeatured: false,
  },
  {
    id: 'funding-readiness',
    icon: 'chart',
    title: 'Insights on Funding Readiness',
    description:
      'See what lenders will look at before you apply. Boundless AI points out what to strengthen so you qualify for better terms.',
    isFeatured: false,
  },
];
