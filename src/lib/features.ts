/** The home page's feature cards in a page's language. */
import { FEATURES, type FeatureId } from '~/data/features';
import type { IconName } from '~/types';
import { messagesFor } from './i18n';

export type FeatureCard = {
  id: FeatureId;
  icon: IconName;
  title: string;
  description: string;
  /** The card featured (enlarged) before the rotation starts. */
  isFeatured: boolean;
};

export const localizedFeatures = (locale: string | undefined | null): FeatureCard[] =>
  FEATURES.map((f) => ({ ...f, ...messagesFor(locale).home.features.cards[f.id] }));
