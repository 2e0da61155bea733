/** The home page's feature cards in a page's language. */
import { features, type FeatureCard } from '~/data/features';
import { messagesFor } from './i18n';

export const localizedFeatures = (locale: string | undefined | null): FeatureCard[] =>
  features.map((f) => ({ ...f, ...messagesFor(locale).home.features.cards[f.id] }));
