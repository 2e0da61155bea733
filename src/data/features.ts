import type { IconName } from '~/types';

/**
 * The four feature cards of the home page, in order: their ids, icons and which is featured (enlarged) before
 * the rotation starts. Their words, in each language, are the dictionaries' `home.features.cards`, by these ids;
 * `localizedFeatures` in src/lib/features.ts joins the two.
 */
export const FEATURES = [
  { id: 'custom-fit-offers', icon: 'sparkle', isFeatured: true },
  { id: 'document-storage', icon: 'folder', isFeatured: false },
  { id: 'direct-support', icon: 'support', isFeatured: false },
  { id: 'funding-readiness', icon: 'chart', isFeatured: false },
] as const satisfies readonly { id: string; icon: IconName; isFeatured: boolean }[];

export type FeatureId = (typeof FEATURES)[number]['id'];

export { FEATURE_BRAND_TEXT } from './feature-brand';
