/** The 60-second pre-qualification's words: questions, options, result, the e-mail form. */
import { failureAbout, requiredNote, retrying } from './company-forms';
import { REPLY_WITHIN_HOURS } from '~/data/facts';
import {
  assetOptions,
  commonDocuments,
  creditOptions,
  prequalSteps,
  productDocuments,
  purposeOptions,
  revenueOptions,
  rules,
  timeInBusinessOptions,
  type ProductId,
  type RuleId,
  type StepId,
} from '~/data/prequal-rules';
import { countries, regionLists, type Country, type RegionCode } from '~/data/regions';

/** An option list's labels by value. */
const labels = <T extends string>(options: readonly { value: T; label: string }[]) =>
  Object.fromEntries(options.map((o) => [o.value, o.label])) as Record<T, string>;

type RuleWords = { met: string; unmet: string; fact: string };
type CountryWords = { label: string; regionLabel: string };

/** The products' names as the result cards show them (the same as on /financial-products). */
const products: Record<ProductId, { title: string; subtitle: string }> = {
  'merchant-cash-advance': {
    title: 'Merchant Cash Advance',
    subtitle: 'Up to $500K, with approval in 24-48 hours',
  },
  'asset-based-lending': {
    title: 'Asset-Based Lending',
    subtitle: 'Borrow against receivables, inventory and equipment',
  },
  'term-loans': { title: 'Term Loans', subtitle: 'Terms of 1-7 years for planned growth' },
  'po-financing': {
    title: 'PO Financing',
    subtitle: 'Up to $10M to fulfill large orders, 90-day average terms',
  },
  'inventory-financing': { title: 'Inventory Financing', subtitle: 'Stock up before your busiest season' },
  'supply-chain-financing': {
    title: 'Supply Chain Financing',
    subtitle: 'Pay suppliers early, keep your own terms',
  },
};

export const prequal = {
  questions: Object.fromEntries(prequalSteps.map((s) => [s.id, s.question])) as Record<StepId, string>,
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
  countries: Object.fromEntries(
    countries.map((c) => [c.value, { label: c.label, regionLabel: c.regionLabel }]),
  ) as Record<Country, CountryWords>,
  regions: {
    CA: Object.fromEntries(regionLists.CA) as Record<RegionCode['CA'], string>,
    US: Object.fromEntries(regionLists.US) as Record<RegionCode['US'], string>,
  },
  amount: 'Amount',
  amountHint: 'From {min} to $300 million.',
  options: {
    time: labels(timeInBusinessOptions),
    revenue: labels(revenueOptions),
    purpose: labels(purposeOptions),
    assets: labels(assetOptions),
    credit: labels(creditOptions),
  },
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
  rules: Object.fromEntries(rules.map((r) => [r.id, { met: r.met, unmet: r.unmet, fact: r.source.fact }])) as Record<
    RuleId,
    RuleWords
  >,
  documents: {
    common: [...commonDocuments] as string[],
    products: Object.fromEntries(Object.entries(productDocuments).map(([id, list]) => [id, [...list]])) as Record<
      ProductId,
      string[]
    >,
  },
  products,
  /** "E-mail me my results". */
  leadForm: {
    title: 'E-mail me my results',
    intro: 'Get this summary in your inbox, with a note from our team on next steps.',
    name: 'Name',
    email: 'Email',
    consent:
      'I agree that Boundless AI may store my answers and e-mail me my results and related information about financing options. I can ask for my data to be erased at any time.',
    success: `Thanks! Our team will e-mail your results to you within ${REPLY_WITHIN_HOURS} hours on business days.`,
    requiredNote,
    failure: failureAbout('your request'),
    retrying,
    submit: 'E-mail me my results',
    busy: 'Sending...',
  },
};
