import { home } from '~/i18n/en/home';
import type { IconName } from '~/types';

/** The four feature cards of the home page; their words, in each language, come from the dictionaries' `home`. */
export type FeatureId = keyof typeof home.features.cards;
export type FeatureCard = {
  id: FeatureId;
  icon: IconName;
  title: string;
  description: string;
  /** The card featured (enlarged) before the rotation starts. */
  isFeatured: boolean;
};

export { FEATURE_BRAND_TEXT } from './feature-brand';

const card = (id: FeatureId, icon: IconName, isFeatured = false): FeatureCard => ({
  id,
  icon,
  ...home.features.cards[id],
  isFeatured,
});

/** In English; `localizedFeatures` in src/lib/features.ts gives them in a page's language. */
export const features: FeatureCard[] = [
  card('custom-fit-offers', 'sparkle', true),
  card('document-storage', 'folder'),
  card('direct-support', 'support'),
  card('funding-readiness', 'chart'),
];
