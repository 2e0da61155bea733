/**
 * English copy of the product pages (/financial-products/<id>): section names, the eligibility and cost box
 * templates, and each product's words by id. Figures are in src/data/product-pages.ts; `{…}` placeholders are
 * filled with numbers and dates formatted for the page's language.
 */
import type { ProductId } from '~/data/product-ids';

type ProductPageWords = {
  intro: string;
  suits: string[];
  notFor: string[];
  /** A criterion's words: what the figure counts, or the fact itself when the source gives no figure. */
  notes: Partial<Record<'time' | 'revenue' | 'credit' | 'collateral', string>>;
  example: { title: string; assumptions: string };
};

export const productPages = {
  metaTitle: '{title}: who it suits, typical eligibility and costs',
  metaDescription:
    '{title}: who it suits and who it does not, typical eligibility with sources, a worked cost example and the documents to prepare.',
  eyebrow: 'Financial product',
  backLink: 'All financial products',
  sections: {
    suits: 'Who it suits',
    notFor: 'Who it may not suit',
    eligibility: 'Typical eligibility',
    eligibilityIntro:
      'Ranges published by the sources named, for the market as a whole: not the criteria of our lenders and not a promise. Each lender sets its own.',
    documents: 'Documents to prepare',
    next: 'Next steps',
    articles: 'Related reading',
  },
  criteria: {
    time: 'Time in business',
    revenue: 'Revenue',
    credit: 'Credit score',
    collateral: 'Collateral',
  },
  who: { banks: 'Banks', online: 'Online lenders', collateral: 'Qualified collateral', facility: 'Facility size' },
  units: {
    months: '{n} months',
    years: '{n} years',
    monthly: '{n} a month',
    yearly: '{n} a year',
    score: '{n}',
    money: '{n}',
  },
  atLeast: 'at least {value}',
  range: '{min} to {max}',
  varies: 'No typical figure we could verify: each lender sets its own.',
  /** After the title of a source in another language than the page's. */
  inEnglish: '',
  source: 'Source:',
  dated: {
    published: 'published {date}',
    'in-force': 'in force since {date}',
    consulted: 'consulted {date}',
    'as-of': 'as of {date}',
  },
  cost: {
    title: 'What it costs: one worked example',
    label: 'Worked example, not an offer',
    apr: 'APR',
    aprApprox: 'APR (approximate equivalent)',
    totalCost: 'Total cost of borrowing',
    perDollar: 'Cost per dollar borrowed',
    amount: 'Amount financed',
    received: 'Money received',
    repaid: 'Total repaid',
    payment: {
      months: 'Monthly payment',
      daily: 'Daily payment',
      weekly: 'Weekly payment',
    },
    term: { months: '{n} months', approxMonths: 'about {n} months', days: '{n} days' },
    termLabel: 'Term',
    cents: { one: '{n} cent', other: '{n} cents' },
    summary:
      'In this example, financing {amount} costs {cost} in all, or {cents} per dollar borrowed: an APR of {apr}.',
    aprNote:
      'APR counts every charge of the example over its term, so offers of different lengths compare. A factor-rate advance has no interest rate: its APR is the rate its payments work out to.',
    smartBox:
      'Presented in the style of the SMART Box, the model pricing disclosure of the Innovative Lending Platform Association.',
    asOf: 'Example set on {date}. Its rate is an illustration to show the arithmetic, not a typical rate, a quote or an offer.',
  },
  canada: {
    title: 'In Canada: the criminal interest rate',
    text: 'Since {date}, the Criminal Code caps the cost of credit at {general} APR in general, and at {commercial} APR for a commercial loan to a business (not a person) of more than {min} up to {max}; above {max}, no cap applies. Interest here includes fees. This is context, not legal advice.',
  },
  links: {
    calculator: 'Try your own numbers',
    prequalify: 'Check what you may qualify for',
    prequalifyHint: ' with {title} preselected',
    getStarted: 'Get Started Free',
  },
  products: {
    'merchant-cash-advance': {
      intro:
        'A lump sum now, repaid from your future card or online sales. Fast and flexible on credit, but usually the costliest of our six products: read the cost box before you compare.',
      suits: [
        'Businesses with steady daily card or online sales',
        'A short, specific need that pays back within months',
        'Owners whose credit or collateral rules out a bank loan for now',
      ],
      notFor: [
        'Long-term investments that pay back over years',
        'Businesses with irregular or falling sales',
        'Refinancing another advance before it is repaid',
      ],
      notes: {
        revenue: 'in card processing or total sales',
        credit: 'personal score',
        collateral: 'No hard collateral is required; a personal guarantee is common.',
      },
      example: {
        title: 'A {amount} advance at a {factor} factor rate',
        assumptions: 'Repaid by a fixed debit every business day (5 a week), as scheduled, with no other fees.',
      },
    },
    'asset-based-lending': {
      intro:
        'A revolving facility sized by your receivables, inventory and equipment. What you can draw grows with the business, and interest is charged only on what you use.',
      suits: [
        'Mid-size companies with substantial receivables and inventory',
        'Growth or seasonal swings that need working capital that scales',
        'Businesses that can report on their collateral every month',
      ],
      notFor: [
        'Needs below the typical minimum facility',
        'Service businesses with few receivables or assets',
        'Owners who cannot take on monthly reporting and field exams',
      ],
      notes: { collateral: 'in receivables, inventory and equipment' },
      example: {
        title: 'A {amount} draw on a facility, for {days} days',
        assumptions: 'Simple interest at {rate} a year plus a {fee} fee, both paid when the draw is repaid.',
      },
    },
    'term-loans': {
      intro:
        'A fixed amount repaid in equal monthly payments over one to seven years, for an investment with a clear payback.',
      suits: [
        'A planned investment: equipment, a new location, an acquisition',
        'Refinancing costlier debt into one predictable payment',
        'Businesses with a track record and steady cash flow',
      ],
      notFor: [
        'Day-to-day cash gaps that come and go (a line of credit fits better)',
        'Very young businesses without financial statements yet',
        'Needs that must be funded within a day or two',
      ],
      notes: { credit: 'personal score, for online lenders' },
      example: {
        title: 'A {amount} loan at {rate} over {months} months',
        assumptions: 'Level monthly payments; a {fee} origination fee is taken off the money received.',
      },
    },
    'po-financing': {
      intro:
        'Won an order bigger than your working capital? A provider pays your supplier so you can deliver, and is repaid when your customer pays.',
      suits: [
        'Distributors, wholesalers and resellers of finished goods',
        'Confirmed orders from creditworthy customers',
        'Margins wide enough to absorb the provider’s fees',
      ],
      notFor: [
        'Service businesses (there are no goods to finance)',
        'Orders without a confirmed purchase order',
        'Thin margins that the fees would wipe out',
      ],
      notes: {
        credit: 'Your customer’s payment record matters more than your own score.',
        collateral: 'A confirmed purchase order from a creditworthy customer.',
      },
      example: {
        title: 'A {amount} order funded for {days} days',
        assumptions: 'A fee of {fee30} per 30 days ({fee} in all), paid when the customer pays.',
      },
    },
    'inventory-financing': {
      intro:
        'Borrow against the stock you buy, so you can order ahead of your busiest season and avoid running out when sales peak.',
      suits: [
        'Retailers, wholesalers and e-commerce brands with seasonal peaks',
        'Stock that sells through reliably',
        'Supplier discounts for buying in bulk',
      ],
      notFor: [
        'Slow-moving, perishable or highly specialized stock',
        'Businesses without inventory records by item and age',
        'Buying more than sales history supports',
      ],
      notes: {
        revenue: 'Lenders look for a record of selling stock profitably.',
        collateral: 'The stock itself; lenders advance only part of its value.',
      },
      example: {
        title: 'A {amount} seasonal stock-up over {months} months',
        assumptions: 'A loan at {rate} with level monthly payments and a {fee} fee taken off the money received.',
      },
    },
    'supply-chain-financing': {
      intro:
        'A financier pays your suppliers early at a small discount while you pay on your usual terms. The cost is priced on the buyer’s credit and paid by the supplier who chooses early payment.',
      suits: [
        'Buyers with solid credit and a group of important suppliers',
        'Suppliers of such buyers who want their cash sooner',
        'Longer payment terms without straining suppliers',
      ],
      notFor: [
        'Buyers with weak credit (the program is priced on it)',
        'A supplier relying on one customer’s program for most of its cash',
        'One-off purchases outside a standing supplier relationship',
      ],
      notes: { credit: 'Priced on the buyer’s credit; not a fix for weak credit.' },
      example: {
        title: 'A {amount} invoice paid {days} days early',
        assumptions:
          'Discounted at {rate} a year for the days until the due date; the supplier receives the rest now and the buyer pays {amount} on its usual terms.',
      },
    },
  } satisfies Record<ProductId, ProductPageWords> as Record<ProductId, ProductPageWords>,
};
