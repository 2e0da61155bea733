/**
 * The six products' ids, in the order the site lists them. Each id is the product's anchor on
 * /financial-products and the slug of its own page (/financial-products/<id>). Kept apart from products.ts so an
 * island can check an id without loading the product words.
 */
export const PRODUCT_IDS = [
  'merchant-cash-advance',
  'asset-based-lending',
  'term-loans',
  'po-financing',
  'inventory-financing',
  'supply-chain-financing',
] as const;

export type ProductId = (typeof PRODUCT_IDS)[number];

export const isProductId = (value: unknown): value is ProductId => PRODUCT_IDS.includes(value as ProductId);
