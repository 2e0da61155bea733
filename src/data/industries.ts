/**
 * The industries we help get funded (/who-we-help and its industry cards): six named industries plus 'Other Industries'.
 * Their words, in each language, are in the dictionaries' `solutions.industries`, by id.
 */
import { solutions } from '~/i18n/en/solutions';
import type { IndustryIconName } from '~/types';

type IndustryWords = typeof solutions.industries;
export type IndustryId = keyof IndustryWords;

export type Industry = {
  id: IndustryId;
  title: string;
  icon: IndustryIconName;
  /** One line on why lenders like this kind of business. */
  summary: string;
  items: string[];
};

const INDUSTRIES: { id: IndustryId; icon: IndustryIconName }[] = [
  { id: 'ecommerce', icon: 'cart' },
  { id: 'saas', icon: 'code' },
  { id: 'retail', icon: 'store' },
  { id: 'professional-services', icon: 'briefcase' },
  { id: 'manufacturing', icon: 'factory' },
  { id: 'transportation', icon: 'truck' },
  { id: 'other', icon: 'grid' },
];

/** The industries, in order, with the words of one language. */
export const industriesWith = (words: IndustryWords): Industry[] => INDUSTRIES.map((i) => ({ ...i, ...words[i.id] }));

export const industries: Industry[] = industriesWith(solutions.industries);
