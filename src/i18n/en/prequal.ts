/** The 60-second pre-qualification's words: questions, options, result, the e-mail form. */
import { failureAbout, requiredNote, retrying } from './company-forms';
import { prequalOptions } from './prequal-options';
import { countryNames, regionNames } from './regions';
import { BANK_STATEMENT_MONTHS, REPLY_WITHIN_HOURS } from '~/data/facts';
import { TERM_LOAN_YEARS } from '~/data/chat-answers';
import { AMOUNT_MAX, RULE_FIGURES, type ProductId, type RuleId, type StepId } from '~/data/prequal-rules';
import { formatCompactMoney, formatWholeMoney } from '../money';

type RuleWords = { met: string; unmet: string; fact: string };

// The rules' figures, formatted once: '$500K' and '$10M' short, '$5,000' and '$500,000' in full.
const f = RULE_FIGURES;
const short = (amount: number) => formatCompactMoney(amount);
const whole = (amount: number) => formatWholeMoney(amount);
const [fastest, slowest] = f.mcaHours;
const [fewestYears, mostYears] = TERM_LOAN_YEARS;
/** '$300 million': the short amount with its unit written out, as a sentence says it. */
const inWords = (amount: number) => short(amount).replace(/M$/, ' million');

/** Each rule's words: why a product fits, why not (or what to watch), and the site fact it rests on. */
const rules: Record<RuleId, RuleWords> = {
  'mca-sales': {
    met: 'You have regular card or online sales, which an advance is repaid from.',
    unmet: 'An advance is repaid from card or online sales, and you did not say you have them.',
    fact: 'A merchant cash advance is a lump sum in exchange for a share of your future card or online sales.',
  },
  'mca-max': {
    met: `Your amount is within the ${short(f.mcaMax)} maximum for advances.`,
    unmet: `Advances go up to ${short(f.mcaMax)}, below the amount you need.`,
    fact: `Merchant cash advances go up to ${short(f.mcaMax)}, with approval in ${fastest}-${slowest} hours.`,
  },
  'mca-min': {
    met: `Your amount reaches the ${whole(f.mcaMin)} or so where advances start.`,
    unmet: `Advances usually start around ${whole(f.mcaMin)}.`,
    fact: `Smaller advances usually start at ${whole(f.mcaMin)} to ${whole(f.mcaSmallMax)}.`,
  },
  'mca-short-term': {
    met: 'It suits a short, specific need, repaid within months.',
    unmet:
      'It is repaid within months and costs more than a loan: for a long-term investment, a term loan usually fits better.',
    fact: 'For long-term investments, a renovation that pays back over five years needs a term loan, not financing repaid in months.',
  },
  'abl-min': {
    met: `Your amount meets the minimum of about ${whole(f.ablMin)} that ABL lenders look for.`,
    unmet: `ABL lenders typically want a loan of about ${whole(f.ablMin)} or more.`,
    fact: `ABL partners typically want a minimum loan of around ${whole(f.ablMin)}.`,
  },
  'abl-collateral': {
    met: `You have about ${whole(f.ablCollateral)} or more in receivables, inventory and equipment to borrow against.`,
    unmet: `ABL lenders want about ${whole(f.ablCollateral)} in qualified collateral (receivables, inventory, equipment).`,
    fact: `ABL partners want about ${whole(f.ablCollateral)} in qualified collateral.`,
  },
  'term-age': {
    met: 'You have been trading for at least six months, where some lenders start.',
    unmet: 'Even lenders that work with young businesses usually want about six months of trading.',
    fact: 'Some online and alternative lenders work with younger businesses, sometimes from six months to a year of trading.',
  },
  'term-banks': {
    met: 'Two years or more in business opens bank options as well as online lenders.',
    unmet: 'Under two years, expect mostly online and alternative lenders, often with smaller amounts or higher costs.',
    fact: 'Banks often prefer at least two years of operating history.',
  },
  'term-use': {
    met: 'A term loan is built for an investment with a clear payback, like yours.',
    unmet:
      'Term loans are built for investments such as equipment, a location or refinancing; another product may suit this need better.',
    fact: 'Term loans fund investments with a clear payback: a new location, equipment, an acquisition or refinancing costlier debt.',
  },
  'term-credit': {
    met: 'Your credit history is not likely to hold you back.',
    unmet: 'Lenders weigh credit history: with a lower score, expect fewer offers or a higher rate.',
    fact: 'Lenders check time in business, revenue, profitability, credit history, existing debt and collateral.',
  },
  'term-revenue': {
    met: 'Your revenue shows lenders how the payments will be made.',
    unmet:
      'Without revenue yet, lenders put more weight on your personal credit, your own investment, collateral and a business plan.',
    fact: 'If your business is new, expect more weight on your personal credit, your own investment, collateral and a solid business plan.',
  },
  'po-orders': {
    met: 'You have confirmed purchase orders, which is what PO financing pays against.',
    unmet: 'PO financing needs confirmed purchase orders from your customers.',
    fact: 'Purchase-order financing pays your supplier so you can deliver a confirmed order, and is repaid when your customer pays.',
  },
  'po-max': {
    met: `Your amount is within the ${short(f.poMax)} maximum per facility.`,
    unmet: `PO financing goes up to ${short(f.poMax)} per facility, below the amount you need.`,
    fact: `PO financing goes up to ${short(f.poMax)} per facility, with ${f.poDays}-day average terms.`,
  },
  'po-goods': {
    met: 'You sell physical goods, which PO financing is made for.',
    unmet: 'PO financing suits resellers of finished goods and rarely works for services.',
    fact: 'PO financing suits distributors, wholesalers, importers and resellers of finished goods; it rarely works for services.',
  },
  'inventory-goods': {
    met: 'You sell physical products, and the stock itself serves as collateral.',
    unmet: 'Inventory financing uses the stock you sell as collateral, and you did not say you sell products.',
    fact: 'Inventory financing uses the inventory you buy as collateral.',
  },
  'inventory-use': {
    met: 'It is made for buying stock ahead of demand.',
    unmet: 'It is made for buying stock; for other uses another product may suit better.',
    fact: 'Inventory financing lets you stock up before your busiest season and take supplier discounts for bulk purchases.',
  },
  'inventory-record': {
    met: 'A year or more of trading gives lenders a record of your sales.',
    unmet: 'Lenders look for a record of selling stock profitably, which is thin in the first year.',
    fact: 'Lenders look for a record of selling stock profitably.',
  },
  'scf-use': {
    met: 'You want your suppliers paid early while you keep your own terms, which is what it does.',
    unmet: 'Supply chain financing pays your suppliers early; it does not fund other needs.',
    fact: 'In supply chain financing a financier pays your suppliers early while you pay on your usual terms.',
  },
  'scf-credit': {
    met: 'It is priced on your credit strength, and yours does not rule it out.',
    unmet: 'It is priced on your credit strength and rarely works with a lower score.',
    fact: 'Supply chain financing is priced on the buyer’s credit strength; it is not a fix for weak credit.',
  },
};

/** The products' names as the result cards show them (the same as on /financial-products). */
const products: Record<ProductId, { title: string; subtitle: string }> = {
  'merchant-cash-advance': {
    title: 'Merchant Cash Advance',
    subtitle: `Up to ${short(f.mcaMax)}, with approval in ${fastest}-${slowest} hours`,
  },
  'asset-based-lending': {
    title: 'Asset-Based Lending',
    subtitle: 'Borrow against receivables, inventory and equipment',
  },
  'term-loans': { title: 'Term Loans', subtitle: `Terms of ${fewestYears}-${mostYears} years for planned growth` },
  'po-financing': {
    title: 'PO Financing',
    subtitle: `Up to ${short(f.poMax)} to fulfill large orders, ${f.poDays}-day average terms`,
  },
  'inventory-financing': { title: 'Inventory Financing', subtitle: 'Stock up before your busiest season' },
  'supply-chain-financing': {
    title: 'Supply Chain Financing',
    subtitle: 'Pay suppliers early, keep your own terms',
  },
};

export const prequal = {
  questions: {
    location: 'Where is your business based?',
    time: 'How long has your business been operating?',
    revenue: 'What is your average monthly revenue?',
    amount: 'How much funding do you need?',
    purpose: 'What is the funding for?',
    assets: 'Which of these does your business have?',
    credit: 'What is your credit score, roughly?',
  } satisfies Record<StepId, string>,
  hints: {
    assets: 'Tick all that apply, or none.',
    credit: 'Optional: skip it if you are not sure. Nothing here checks your credit.',
    revenue: 'All sales, before expenses.',
  },
  stepOf: 'Step {step} of {total}',
  country: 'Country',
  chooseCountry: 'Choose a country',
  chooseRegion: 'Choose one',
  productInMind: 'Product you have in mind (optional)',
  anyProduct: 'Not sure yet',
  countries: countryNames,
  regions: regionNames,
  amount: 'Amount',
  amountHint: `From {min} to ${inWords(AMOUNT_MAX)}.`,
  options: prequalOptions,
  errors: {
    country: 'Please choose a country',
    region: 'Please choose a province or state',
    answer: 'Please choose an answer',
  },
  back: 'Back',
  next: 'Continue',
  see: 'See my options',
  skip: 'Skip and see my options',
  loadingForm: 'Loading the form…',
  result: {
    fit: { good: 'Good fit', possible: 'Possible fit', unlikely: 'Less likely for now' },
    why: 'Why',
    whyNot: 'Why not for now',
    fits: 'Fits:',
    watch: 'Watch out:',
    basedOn: 'Based on:',
    prepare: 'What to prepare',
    getStarted: 'Get Started Free',
    getStartedWith: ' with {product} (opens in a new tab)',
    newTab: ' (opens in a new tab)',
    learnMore: 'Learn more',
    learnMoreAbout: ' about {product}',
    noFit: 'No clear fit from these answers',
    fitCount: { one: '{count} of 6 products looks like a fit', other: '{count} of 6 products look like a fit' },
    summary: 'For {amount} ({purpose}), for a business in {region}, {country}.',
    edit: 'Change my answers',
    restart: 'Start over',
    noFitText:
      'Lenders look at more than these few questions. Create a free profile to see what lenders say, or talk to one of our experts about your options.',
    talkToExpert: 'Talk to an Expert',
    others: 'Less likely for now ({count})',
    everyLender: 'What every lender asks for',
    seeBefore: 'See',
    seeLink: 'how to prepare for a business loan application',
    seeAfter: 'for the full list.',
  },
  /** Each rule's words: why a product fits, why not (or what to watch), and the site fact it rests on. */
  rules,
  /** What to have ready: the basics every lender asks for, then each product's own. */
  documents: {
    common: [
      `${BANK_STATEMENT_MONTHS[0]} to ${BANK_STATEMENT_MONTHS[1]} months of business bank statements`,
      'Your latest financial statements (income statement and balance sheet)',
      'Government ID and your articles of incorporation',
    ] as string[],
    products: {
      'merchant-cash-advance': ['Card processing statements for the last few months'],
      'asset-based-lending': ['Receivables and payables aging reports', 'An inventory report and a list of equipment'],
      'term-loans': [
        'Two to three years of financial statements and tax returns',
        'A schedule of existing debts',
        'A short plan for how the money will be used',
      ],
      'po-financing': ['The customer’s purchase order', 'Your supplier’s quote with costs and delivery dates'],
      'inventory-financing': ['Inventory reports by item, location and age', 'Your sales forecast for the season'],
      'supply-chain-financing': ['A list of your main suppliers and their payment terms', 'Recent supplier invoices'],
    } as Record<ProductId, string[]>,
  },
  products,
  /** "Email me my results". */
  leadForm: {
    title: 'Email me my results',
    intro: 'Get this summary in your inbox, with a note from our team on next steps.',
    name: 'Name',
    email: 'Email',
    consent:
      'I agree that Boundless AI may store my answers and e-mail me my results and related information about financing options. I can ask for my data to be erased at any time.',
    success: `Thanks! Our team will e-mail your results to you within ${REPLY_WITHIN_HOURS} hours on business days.`,
    requiredNote,
    failure: failureAbout('your request'),
    retrying,
    submit: 'Email me my results',
    busy: 'Sending...',
  },
};
