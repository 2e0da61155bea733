/**
 * The six financial products of /financial-products and its product cards. Ids are the page anchors (the same
 * in every language); the words, in each language, are in the dictionaries' `solutions.products`, by id.
 */
import type { Locale } from './locales';
import { PRODUCT_IDS, type ProductId } from './product-ids';

/** A dictionary's words for the products, by id. */
export type ProductWords = Record<
  ProductId,
  { title: string; subtitle: string; description: string; features: string[]; imageAlt: string }
>;

export type Product = {
  id: ProductId;
  title: string;
  subtitle: string;
  description: string;
  features: string[];
  image: string;
  imageAlt: string;
};

const IDS: readonly Product['id'][] = PRODUCT_IDS;

/** The illustrations carry a few words (labels, amounts), so each language has its own set, named by id. */
const IMAGE_DIRS: Record<Locale, string> = { en: '/images/products', fr: '/images/products/fr' };

/** The products, in order, with the words and illustrations of one language. */
export const productsWith = (words: ProductWords, locale: Locale = 'en'): Product[] =>
  IDS.map((id) => ({ id, ...words[id], image: `${IMAGE_DIRS[locale]}/${id}.svg` }));
