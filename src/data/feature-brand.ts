/**
 * Text highlighted wherever it appears in a feature card's description. On its own so the feature carousel
 * island imports it without the dictionary that src/data/features.ts reads.
 */
export const FEATURE_BRAND_TEXT = 'Boundless AI';
