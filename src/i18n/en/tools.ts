/**
 * English copy: the funding tools (loan payment and MCA calculators, the 60-second pre-qualification). The
 * tools' data modules hold ids and figures; their words are here, by those ids, so the French dictionary has the
 * same keys to fill.
 */
import { prequal } from './prequal';
import { LENDERS } from '~/data/facts';
import { numberField } from './number-field';

export const tools = {
  /** The note under every tool: estimates, not offers. */
  disclosure: {
    title: 'Estimates, not offers',
    points: [
      'These numbers are estimates to help you plan. They are not an offer of credit.',
      'Lenders set their own rates and terms, and every decision is theirs.',
      'Checking your options here does not affect your credit score: there is no credit check.',
    ] as string[],
  },
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
        // The pre-qualification's product line: its figures come from src/data.
        product: {
          label: 'Merchant cash advances',
          description: `${prequal.products['merchant-cash-advance'].subtitle}.`,
        },
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
  prequal,
};
