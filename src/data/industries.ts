/**
 * The industries we help get funded (/who-we-help and its industry cards): six named industries plus 'Other Industries'.
 * Their words, in each language, are in the dictionaries' `solutions.industries`, by id.
 */
import type { IndustryIconName } from '~/types';

export const INDUSTRY_IDS = [
  'ecommerce',
  'saas',
  'retail',
  'professional-services',
  'manufacturing',
  'transportation',
  'other',
] as const;
export type IndustryId = (typeof INDUSTRY_IDS)[number];
/** A dictionary's words for the industries, by id. */
export type IndustryWords = Record<IndustryId, { title: string; summary: string; items: string[] }>;

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
