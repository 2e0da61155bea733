/**
 * English copy: the funding tools (loan payment and MCA calculators, the 60-second pre-qualification). The words
 * of the tools' data modules (questions, options, rules, documents, provinces and states, the disclosure) stay
 * in those modules, where the server, the admin and the tests read them; this file gathers them by id, so the
 * French dictionary has the same keys to fill.
 */
import { failureAbout, requiredNote, retrying } from './company-forms';
import { LENDERS, REPLY_WITHIN_HOURS } from '~/data/facts';
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
import { toolDisclosure } from '~/data/tool-disclosure';
import { numberField } from './number-field';

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

export const tools = {
  /** The note under every tool: estimates, not offers. */
  disclosure: { title: toolDisclosure.title as string, points: [...toolDisclosure.points] as string[] },
  /** The links under each tool (the other tools, then the page's related links). */
  toolLinks: {
    navLabel: 'More funding tools and guides',
    tools: {
      '/calculators/term-loan': {
        label: 'Loan Payment Calculator',
        description: 'Monthly payment, total interest and APR with fees.',
      },
      '/calculators/merchant-cash-advance': {
        label: 'MCA Cost Calculator',
        description: 'Turn a factor rate into payback, time and APR.',
      },
      '/prequalify': {
        label: '60-Second Pre-Qualification',
        description: 'See which products fit, with no credit check.',
      },
    },
  },
  /** The three pages: title, meta description, hero, related links, closing banner. */
  pages: {
    eyebrow: 'Funding tools',
    getStarted: 'Get Started Free',
    talkToExpert: 'Talk to an Expert',
    prequalify: {
      title: '60-Second Pre-Qualification',
      description:
        'Answer seven quick questions to see which of six business financing products fit your business, why, and what to prepare. No credit check.',
      heading: 'See What You May Qualify For',
      intro:
        'Seven quick questions, under a minute, no credit check. We show which of our six financing products fit your business, why, and what to prepare.',
      related: {
        products: { label: 'Financial products', description: 'The six ways to fund your business.' },
        evaluate: { label: 'How lenders evaluate your business', description: 'The checks behind every decision.' },
      },
    },
    termLoan: {
      title: 'Loan Payment Calculator',
      description:
        'Work out the monthly payment, total interest, total cost and APR including fees of a business term loan, with a full amortization schedule to download.',
      heading: 'Loan Payment Calculator',
      intro:
        'Enter an amount, a rate and a term to see what a term loan costs each month and in total, including any origination fee.',
      related: {
        product: { label: 'Term loans', description: 'Terms of 1-7 years for planned growth.' },
        guide: { label: 'Business loans vs. lines of credit', description: 'Pick the right structure for the job.' },
      },
      cta: {
        title: 'Compare real offers',
        text: `One profile shows you term loans from ${LENDERS} verified lenders. It is free for businesses.`,
      },
    },
    mca: {
      title: 'Merchant Cash Advance Cost Calculator',
      description:
        'Turn an MCA factor rate into total payback, cost of capital, cents per dollar, time to repay and an approximate APR, and see when payments take too much of your revenue.',
      heading: 'MCA Cost Calculator',
      intro:
        'A factor rate looks simple. Enter the offer and how it is repaid to see what it really costs, how long it takes and the APR it equals.',
      related: {
        product: { label: 'Merchant cash advances', description: 'Up to $500K, with approval in 24-48 hours.' },
        guide: {
          label: 'Merchant cash advances explained',
          description: 'How to read an offer and when an MCA fits.',
        },
      },
      cta: {
        title: 'Compare advances side by side',
        text: `One profile, offers from ${LENDERS} verified lenders, and you choose who sees your information. It is free for businesses.`,
      },
    },
  },
  /** Shared by the calculators and the pre-qualification's amount. */
  calculator: {
    estimateTitle: 'Your estimate',
    fixFields: 'Fix the highlighted fields to see your estimate.',
    number: numberField,
  },
  termLoan: {
    formTitle: 'Your loan',
    announce: 'Monthly payment {payment}, total interest {interest}.',
    amount: 'Loan amount',
    apr: 'Nominal annual interest rate',
    aprHint: 'The yearly interest rate the lender quotes, before any fee (the APR below counts the fee).',
    months: 'Term in months',
    monthsHint: 'Term loans run 1 to 7 years (12 to 84 months).',
    fee: 'Origination fee (optional)',
    feeHint: 'A share of the amount kept back when the loan is paid out.',
    monthlyPayment: 'Monthly payment',
    totalInterest: 'Total interest',
    totalCost: 'Total cost',
    costWithFee: 'Amount, interest and a {fee} fee',
    costNoFee: 'Amount plus interest',
    aprWithFee: 'APR including fee',
    received: 'You receive {received} and repay the full amount',
    noFee: 'No fee entered',
    balanceTitle: 'Balance over time',
    scheduleTitle: 'Amortization schedule',
    download: 'Download CSV',
    fileName: 'loan-schedule-{amount}-{months}m.csv',
    caption: "Each month's payment split into interest and principal, and the balance left",
    /** The schedule's columns, on screen and in the CSV. */
    columns: { month: 'Month', payment: 'Payment', interest: 'Interest', principal: 'Principal', balance: 'Balance' },
    rounding: 'Amounts are rounded to the cent; the last payment settles the balance exactly.',
    chart: {
      title: 'Balance owed over time',
      falls: {
        one: 'The balance falls from {from} to {zero} over {months} month',
        other: 'The balance falls from {from} to {zero} over {months} months',
      },
      halfway: '; after month {month} it is {balance}.',
      end: '.',
      start: 'Start',
      month: 'Month {month}',
      caption: "Every month's balance is listed in the amortization schedule below.",
    },
  },
  mca: {
    formTitle: 'Your advance',
    announce: 'Total payback {payback}, cost {cost}.',
    advance: 'Advance amount',
    factor: 'Factor rate',
    factorHint: 'The multiplier in the offer, often 1.2 to 1.5.',
    howRepaid: 'How it is repaid',
    modes: {
      holdback: 'Holdback: a % of daily card sales',
      daily: 'Fixed daily debit',
      weekly: 'Fixed weekly debit',
    },
    holdback: 'Holdback',
    holdbackHint: "The share of each day's card sales the provider keeps.",
    sales: 'Average daily card sales',
    dailyDebit: 'Daily debit',
    weeklyDebit: 'Weekly debit',
    revenue: 'Average monthly revenue (optional)',
    revenueHint: 'All sales, not only card sales: used to check how heavy the payments are.',
    payback: 'Total payback',
    cost: 'Cost of capital',
    perDollar: 'Cost per dollar advanced',
    cents: '{cents}¢',
    timeToRepay: 'Estimated time to repay',
    weeks: { one: '{count} week', other: '{count} weeks' },
    businessDays: { one: '{count} business day', other: '{count} business days' },
    overYears: 'Over {years} years',
    tooSlow: 'At these payments the advance would take decades to repay: check the numbers.',
    pace: 'About {months} months, paying {daily} a business day',
    apr: 'Approximate APR',
    aprOver: 'Over {limit}',
    aprNote: 'The yearly rate that costs the same, for the repayment time above',
    heavyTitle: 'Heavy payments: ',
    heavyText:
      'they take about {share} of your {base}, more than {limit}. Payments this large can strain day-to-day cash; consider a smaller advance or a longer-term option.',
    heavyBase: { revenue: 'revenue', cardSales: 'card sales' },
    howTitle: 'How this is worked out',
    howPayback:
      'Total payback is the advance times the factor rate; the cost is the difference, fixed however fast you repay.',
    /** How payments are assumed to arrive, by repayment way ({perYear}: business days in a year). */
    howPayments: {
      holdback:
        'Payments are assumed to arrive as scheduled on business days (5 a week, {perYear} a year), at your average daily card sales. Slower sales stretch a holdback; a fixed debit does not change.',
      daily:
        'Payments are assumed to arrive as scheduled on business days (5 a week, {perYear} a year). Slower sales stretch a holdback; a fixed debit does not change.',
      weekly:
        'Payments are assumed to arrive as scheduled on business days (5 a week, {perYear} a year), once a week. Slower sales stretch a holdback; a fixed debit does not change.',
    },
    howApr:
      'The approximate APR is the yearly rate at which those payments are worth the advance. Faster repayment means a higher APR for the same cost. Fees are not included.',
    howNoRevenue: 'Without monthly revenue, the holdback is compared with card sales.',
  },
  prequal: {
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
  },
};
