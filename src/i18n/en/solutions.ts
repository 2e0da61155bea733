/**
 * English copy: the solution pages (/how-it-works, /who-we-help, /financial-products) and the words of their
 * data, keyed by id: the steps and screenshots (src/data/how-it-works.ts), the industries, the success stories
 * and the six products. The data modules read their English words from here; src/lib/solutions.ts gives the
 * lists in a page's language.
 *
 * The parts an island receives as a prop (`stepsIsland`, `screenshotCarousel`, `industryCards`, `storyCards`)
 * hold strings only: props cross to the browser as JSON, which drops functions. Their placeholders (`{n}`,
 * `{title}`, `{period}`…) are filled in by the island.
 */
import { successStories } from './success-stories';
import { LENDERS } from '~/data/facts';
import { productTitles } from './product-titles';

const getStarted = 'Get Started Free';
const talkToExpert = 'Talk to an Expert';

export const solutions = {
  common: {
    opensInNewTab: ' (opens in a new tab)',
  },

  howItWorks: {
    title: 'How It Works',
    description: `Complete one business profile, let our AI match it with ${LENDERS} verified lenders, choose who sees it and secure funding. Free for businesses.`,
    hero: {
      eyebrow: 'Our solution',
      title: 'How It Works',
      intro:
        'One profile and one guided application replace weeks of paperwork. Our AI matches your business with the right lenders, and our team stays with you until the funds arrive.',
    },
    steps: {
      eyebrow: 'Four steps',
      title: 'From profile to funding',
      /** Followed by the short free condition (site.disclosures.freeConditionShort). */
      intro: 'Free for businesses, protected with 256-bit encryption, and shared only with the lenders you choose.',
    },
    inside: {
      eyebrow: 'Inside the app',
      title: 'See it in action',
      intro: 'A quick look at the Boundless AI app: your home screen, document upload, lender matches and debt table.',
    },
    customers: {
      eyebrow: 'From our customers',
      title: 'Businesses like yours, funded faster',
    },
    getStarted,
    whoWeFunded: "Who We've Funded",
  },

  whoWeHelp: {
    title: 'Who We Help',
    description:
      'Ecommerce, SaaS, retail, professional services, manufacturing, transportation and more: see who we help get funded and the deals closed in the last 12 months.',
    hero: {
      eyebrow: 'Our solution',
      title: 'Who We Help',
      intro:
        'Founders, CEOs and CFOs of growing businesses across Canada and the United States, matched with the financing that fits how they earn.',
    },
    industries: {
      eyebrow: 'Industries',
      title: 'Financing for the way your industry works',
      intro: `Our ${LENDERS} verified lenders specialize. We match you with the ones who understand your business model.`,
    },
    stories: {
      eyebrow: 'Success stories',
      title: 'Recently funded',
      intro:
        "Six of the deals our customers closed in the last 12 months, each counted back from its case study's publication in 2025. Every business is different; lenders decide each offer.",
    },
    testimonials: {
      eyebrow: 'Testimonials',
      title: 'What our customers say',
    },
    cta: {
      title: 'Your business could be next.',
      text: 'Create your free profile in minutes and see the options that fit.',
      primary: getStarted,
      secondary: talkToExpert,
    },
  },

  financialProducts: {
    title: 'Financial Products',
    description: `Merchant cash advances, asset-based lending, term loans, PO financing, inventory financing and supply chain financing from ${LENDERS} verified lenders.`,
    hero: {
      eyebrow: 'Capital solutions',
      title: 'Financial Products',
      intro: `Six ways to fund your business, one application for all of them. Compare options from ${LENDERS} verified lenders and pick what fits.`,
    },
    navLabel: 'Financial products',
    /** Names the block of site.disclosures (productFigures, marketplace) under the hero. */
    disclosureLabel: 'About these products',
    cta: {
      title: 'Not sure which product fits?',
      /** Followed by the free condition (site.disclosures.freeCondition). */
      text: 'Complete one profile and our AI shows the options you are likely to qualify for. It is free for businesses.',
      primary: getStarted,
      secondary: talkToExpert,
    },
  },

  /** One product's section on /financial-products; `title` is the product's. */
  productSection: {
    checkOptions: 'Check your options',
    checkOptionsHint: (title: string) => ` for ${title} (opens in a new tab)`,
    prequalify: 'Does it fit? Pre-qualify in 60 seconds',
    prequalifyHint: (title: string) => ` (for ${title} and five other products)`,
    /** The link to the product's own page. */
    details: 'Who it suits, eligibility and costs',
    detailsHint: (title: string) => `: ${title}`,
  },

  featuredTestimonial: {
    rated: (rating: number) => `Rated ${rating} out of 5`,
    quote: (text: string) => `“${text}”`,
  },

  stepsIsland: {
    step: 'Step {n}',
    /** What the pause button pauses ("Pause {pauseLabel}"), and its whole text in each state. */
    pauseLabel: 'step highlights',
    play: 'Play step highlights',
    pause: 'Pause step highlights',
  },

  screenshotCarousel: {
    enlarge: 'Click to enlarge',
    enlargeLabel: 'Click to enlarge: {title}',
    choose: 'Choose a screenshot',
    dialogLabel: '{title}, enlarged',
    close: 'Close',
    shrink: 'Shrink screenshot',
    pauseLabel: 'screenshots',
    play: 'Play screenshots',
    pause: 'Pause screenshots',
  },

  industryCards: {
    pauseLabel: 'industry highlights',
    play: 'Play industry highlights',
    pause: 'Pause industry highlights',
  },

  storyCards: {
    funded: 'Funded {period} (as of {asOf})',
    readCaseStudy: 'Read the case study',
    /** Read after "Read the case study" by screen readers. */
    caseStudyHint: ': {amount} {product}, {business}',
    pauseLabel: 'success stories',
    play: 'Play success stories',
    pause: 'Pause success stories',
  },

  /** The four steps of /how-it-works, in order. */
  steps: {
    profile: {
      title: 'Complete Your Profile',
      description: 'Tell us about your business once: what you do, how you earn and what you need the money for.',
      detail:
        'Link your accounting and banking data or upload statements. The profile takes about ten minutes and is free.',
    },
    analysis: {
      title: 'AI Analysis',
      description: `Our matching engine reads your profile against the criteria of ${LENDERS} verified lenders.`,
      detail:
        'It looks at revenue, time in business, industry and collateral to find the products you are likely to qualify for.',
    },
    connect: {
      title: 'Connect with Lenders',
      description: 'Review your matches side by side and choose the lenders you want to hear from.',
      detail:
        'Your data goes only to the lenders you pick, protected with 256-bit encryption. An advisor is there from start to submit.',
    },
    funding: {
      title: 'Secure Funding',
      description: 'Compare offers, accept the one that fits and receive your funds.',
      detail:
        'Some products decide in as little as 24 hours. Your profile stays ready for the next time you need capital.',
    },
  },

  /** The four app screenshots of /how-it-works. */
  screenshots: {
    home: {
      title: 'Home screen',
      alt: 'The Boundless AI home screen: funding readiness score, profile progress and the next steps to complete',
      caption: 'Your home screen shows funding readiness and what to do next.',
    },
    'document-upload': {
      title: 'Document upload',
      alt: 'The document upload screen: a drop zone and a checklist of statements, tax returns and IDs with their status',
      caption: 'Upload each document once and reuse it for every application.',
    },
    'lender-match': {
      title: 'Lender match',
      alt: 'The lender match screen: three matched lenders with amount, term, estimated rate and match score',
      caption: 'Compare matched lenders side by side before you share anything.',
    },
    'debt-table': {
      title: 'Debt table',
      alt: 'The debt table screen: current loans and lines with balance, rate, payment and maturity',
      caption: 'Keep every loan and line of credit in one debt table.',
    },
  },

  /** The industry cards of /who-we-help. */
  industries: {
    ecommerce: {
      title: 'Ecommerce',
      summary: 'Capital that keeps pace with your sales channels.',
      items: [
        'Inventory for peak season',
        'Marketing and ad spend',
        'Marketplace payout gaps',
        'Revenue-based financing',
      ],
    },
    saas: {
      title: 'SaaS',
      summary: 'Lenders who underwrite recurring revenue, not hard assets.',
      items: ['Recurring-revenue lines of credit', 'Venture debt', 'Runway without new dilution', 'Growth hiring'],
    },
    retail: {
      title: 'Retail',
      summary: 'Funding for stores, stock and the seasons in between.',
      items: ['Seasonal inventory', 'New locations and fit-outs', 'Point-of-sale equipment', 'Merchant cash advances'],
    },
    'professional-services': {
      title: 'Professional Services',
      summary: 'Working capital for firms that bill after the work is done.',
      items: ['Invoice factoring', 'Partner buy-ins', 'Office expansion', 'Technology upgrades'],
    },
    manufacturing: {
      title: 'Manufacturing',
      summary: 'Finance the machines, materials and orders that drive output.',
      items: ['Equipment financing', 'Purchase-order financing', 'Asset-based revolvers', 'Raw materials'],
    },
    transportation: {
      title: 'Transportation',
      summary: 'Keep fleets moving while customers take time to pay.',
      items: ['Freight factoring', 'Fleet and truck loans', 'Fuel and maintenance costs', 'Route expansion'],
    },
    other: {
      title: 'Other Industries',
      summary: 'If you run a business in Canada or the US, we can likely help.',
      items: ['Construction', 'Healthcare and clinics', 'Hospitality and food service', 'Wholesale and distribution'],
    },
  },

  /** The success stories of /who-we-help: the month is the case study's (the amount: formatCompactMoney). */
  storyMonth: (month: string) =>
    new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
  storyPeriod: 'in the last 12 months',
  successStories,

  /** The six products of /financial-products; ids are the page's anchors. */
  products: {
    'merchant-cash-advance': {
      title: productTitles['merchant-cash-advance'],
      subtitle: 'Up to $500K, with approval in 24-48 hours',
      description:
        'Get a lump sum now in exchange for a share of your future card or online sales. Depending on the offer, you repay through a percentage holdback of each day’s sales, which rises and falls with your revenue, or through a fixed daily or weekly debit based on estimated sales, which does not drop when sales do. It suits businesses with steady sales and an urgent need for cash; the total cost is usually higher than a loan’s.',
      features: [
        'Advances from $5,000 up to $500K',
        'Approval in 24-48 hours is typical once your file is complete',
        'Repaid by a percentage of sales or a fixed daily or weekly debit: check which before you sign',
        'No hard collateral required; a personal guarantee is common',
      ],
      imageAlt:
        'Illustration of a card terminal showing an approved $250K advance beside a rising daily card-sales chart',
    },
    'asset-based-lending': {
      title: productTitles['asset-based-lending'],
      subtitle: 'Borrow against receivables, inventory and equipment',
      description:
        'A revolving facility sized by the value of what your business owns. As receivables and inventory grow, so does what you can draw: working capital that scales with the company.',
      features: [
        'Borrowing base from receivables, inventory and equipment',
        'Facilities typically from $500,000, with about $1,000,000 in qualified collateral',
        'Draw and repay as you need',
        'Often lower cost than unsecured options',
      ],
      imageAlt: 'Illustration of warehouse boxes and invoices stacked on a scale that balances against cash',
    },
    'term-loans': {
      title: productTitles['term-loans'],
      subtitle: 'Terms of 1-7 years for planned growth',
      description:
        'A fixed amount repaid on a set schedule, for investments with a clear payback: a new location, equipment, an acquisition or refinancing costlier debt.',
      features: [
        'Terms of 1-7 years',
        'Predictable monthly payments',
        'Fixed or variable rates, depending on the lender',
        'Options from banks, credit unions and alternative lenders',
      ],
      imageAlt: 'Illustration of a calendar with evenly spaced payments leading to a rising growth line',
    },
    'po-financing': {
      title: productTitles['po-financing'],
      subtitle: 'Up to $10M to fulfill large orders, 90-day average terms',
      description:
        'Won an order bigger than your working capital? Purchase-order financing pays your supplier so you can deliver, and is repaid when your customer pays.',
      features: [
        'Up to $10M per facility',
        '90-day average terms',
        'Approval based on your customer’s credit, not only yours',
        'Keeps your cash free for operations',
      ],
      imageAlt: 'Illustration of a purchase order moving from supplier to customer with funds bridging the gap',
    },
    'inventory-financing': {
      title: productTitles['inventory-financing'],
      subtitle: 'Stock up before your busiest season',
      description:
        'Use the inventory you buy as collateral so you can order ahead of demand, take supplier discounts for bulk purchases and avoid stock-outs when sales peak.',
      features: [
        'Revolving lines or one-off loans',
        'Inventory serves as collateral',
        'Built for seasonal and fast-growing brands',
        'Repay as stock sells through',
      ],
      imageAlt: 'Illustration of shelves of products with a funding arrow filling them ahead of a seasonal peak',
    },
    'supply-chain-financing': {
      title: productTitles['supply-chain-financing'],
      subtitle: 'Pay suppliers early, keep your own terms',
      description:
        'A financier pays your suppliers early at a small discount while you pay on your usual terms. Suppliers get cash sooner, you protect your working capital, and the chain gets stronger.',
      features: [
        'Extends your payment terms',
        'Suppliers are paid early',
        'Priced on the buyer’s credit strength',
        'Strengthens supplier relationships',
      ],
      imageAlt: 'Illustration of linked supplier, business and customer nodes with payments flowing between them',
    },
  },
};
