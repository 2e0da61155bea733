/**
 * The six products' names in English, by id. The product pages read them through `solutions.products`; the
 * staff app reads them here, so it does not load the rest of the product copy.
 */
export const productTitles = {
  'merchant-cash-advance': 'Merchant Cash Advance',
  'asset-based-lending': 'Asset-Based Lending',
  'term-loans': 'Term Loans',
  'po-financing': 'PO Financing',
  'inventory-financing': 'Inventory Financing',
  'supply-chain-financing': 'Supply Chain Financing',
};
