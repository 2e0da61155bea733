/** The six financial products of /financial-products and its product cards. Ids are the page anchors. */
export type Product = {
  id:
    | 'merchant-cash-advance'
    | 'asset-based-lending'
    | 'term-loans'
    | 'po-financing'
    | 'inventory-financing'
    | 'supply-chain-financing';
  title: string;
  subtitle: string;
  description: string;
  features: string[];
  image: string;
  imageAlt: string;
};

export const products: Product[] = [
  {
    id: 'merchant-cash-advance',
    title: 'Merchant Cash Advance',
    subtitle: 'Up to $500K, with approval in 24-48 hours',
    description:
      'Get a lump sum now in exchange for a share of your future card or online sales. Depending on the offer, you repay through a percentage holdback of each day’s sales, which rises and falls with your revenue, or through a fixed daily or weekly debit based on estimated sales, which does not drop when sales do. It suits businesses with steady sales and an urgent need for cash; the total cost is usually higher than a loan’s.',
    features: [
      'Advances from $5,000 up to $500K',
      'Approval in 24-48 hours is typical once your file is complete',
      'Repaid by a percentage of sales or a fixed daily or weekly debit: check which before you sign',
      'No hard collateral required; a personal guarantee is common',
    ],
    image: '/images/products/merchant-cash-advance.svg',
    imageAlt:
      'Illustration of a card terminal showing an approved $250K advance beside a rising daily card-sales chart',
  },
  {
    id: 'asset-based-lending',
    title: 'Asset-Based Lending',
    subtitle: 'Borrow against receivables, inventory and equipment',
    description:
      'A revolving facility sized by the value of what your business owns. As receivables and inventory grow, so does what you can draw: working capital that scales with the company.',
    features: [
      'Borrowing base from receivables, inventory and equipment',
      'Facilities typically from $500,000, with about $1,000,000 in qualified collateral',
      'Draw and repay as you need',
      'Often lower cost than unsecured options',
    ],
    image: '/images/products/asset-based-lending.svg',
    imageAlt: 'Illustration of warehouse boxes and invoices stacked on a scale that balances against cash',
  },
  {
    id: 'term-loans',
    title: 'Term Loans',
    subtitle: 'Terms of 1-7 years for planned growth',
    description:
      'A fixed amount repaid on a set schedule, for investments with a clear payback: a new location, equipment, an acquisition or refinancing costlier debt.',
    features: [
      'Terms of 1-7 years',
      'Predictable monthly payments',
      'Fixed or variable rates, depending on the lender',
      'Options from banks, credit unions and alternative lenders',
    ],
    image: '/images/products/term-loans.svg',
    imageAlt: 'Illustration of a calendar with evenly spaced payments leading to a rising growth line',
  },
  {
    id: 'po-financing',
    title: 'PO Financing',
    subtitle: 'Up to $10M to fulfill large orders, 90-day average terms',
    description:
      'Won an order bigger than your working capital? Purchase-order financing pays your supplier so you can deliver, and is repaid when your customer pays.',
    features: [
      'Up to $10M per facility',
      '90-day average terms',
      'Approval based on your customer’s credit, not only yours',
      'Keeps your cash free for operations',
    ],
    image: '/images/products/po-financing.svg',
    imageAlt: 'Illustration of a purchase order moving from supplier to customer with funds bridging the gap',
  },
  {
    id: 'inventory-financing',
    title: 'Inventory Financing',
    subtitle: 'Stock up before your busiest season',
    description:
      'Use the inventory you buy as collateral so you can order ahead of demand, take supplier discounts for bulk purchases and avoid stock-outs when sales peak.',
    features: [
      'Revolving lines or one-off loans',
      'Inventory serves as collateral',
      'Built for seasonal and fast-growing brands',
      'Repay as stock sells through',
    ],
    image: '/images/products/inventory-financing.svg',
    imageAlt: 'Illustration of shelves of products with a funding arrow filling them ahead of a seasonal peak',
  },
  {
    id: 'supply-chain-financing',
    title: 'Supply Chain Financing',
    subtitle: 'Pay suppliers early, keep your own terms',
    description:
      'A financier pays your suppliers early at a small discount while you pay on your usual terms. Suppliers get cash sooner, you protect your working capital, and the chain gets stronger.',
    features: [
      'Extends your payment terms',
      'Suppliers are paid early',
      'Priced on the buyer’s credit strength',
      'Strengthens supplier relationships',
    ],
    image: '/images/products/supply-chain-financing.svg',
    imageAlt: 'Illustration of linked supplier, business and customer nodes with payments flowing between them',
  },
];
