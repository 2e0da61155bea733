/**
 * English copy: the home page (hero, one profile, features, lender network, customer stories, closing block),
 * its buttons, and the words of the 12 testimonials that /who-we-help and /how-it-works show too.
 */
import { FREE_CONDITION_SHORT } from './disclosures';
import { LENDERS } from '~/data/facts';
import type { FeatureId } from '~/data/features';
import type { TestimonialId } from '~/data/testimonials';

export const home = {
  meta: {
    title: `Boundless AI: Fast Business Funding From ${LENDERS} Lenders`,
    description: `One business profile, one guided application and ${LENDERS} verified lenders across Canada and the US. Free for businesses.`,
  },
  /** The home page's button pair and the secondary actions it is given. */
  cta: {
    getStarted: 'Get Started Free',
    newTab: '(opens in a new tab)',
    learnMore: 'Learn More',
    learnMoreHint: 'about how Boundless AI works',
    howItWorks: 'How It Works',
    talkToExpert: 'Talk To An Expert',
  },
  hero: {
    badge: 'AI-matched business funding · Canada & US',
    /** The h1 reads `${before} [word] ${after}`; the word rotates. */
    headline: {
      before: 'Fast Funding for',
      words: ['Founders', 'CEOs', 'Leaders', 'Professionals', 'CFOs', 'Partners'],
      after: 'Like You.',
      /** Completes the pause button's "Pause …" / "Play …". */
      pauseLabel: 'headline',
    },
    intro: `Create one business profile, apply once, and compare offers from ${LENDERS} verified lenders. Custom-fit options in minutes, with a real advisor beside you from start to submit.`,
    assurances: ['Free for businesses*', 'Open 24/7', 'You choose who sees your data'],
    /** Until the standing disclosures have their French wording, the hero states the short condition here. */
    freeCondition: FREE_CONDITION_SHORT,
  },
  /** The hero's illustration: a made-up profile matched with three offers. */
  visual: {
    label: 'Illustration: one completed business profile matched with three funding offers',
    sector: 'E-commerce · Toronto',
    readyShort: 'Ready',
    ready: 'Profile complete',
    matches: 'Your matches',
    fromLenders: `from ${LENDERS} verified lenders`,
    /** The currency of the illustration's amounts: the profile is a Toronto business ("$250K", « 250 000 $ »). */
    currency: 'CAD' as 'CAD' | 'USD',
    termLoan: 'Term loan',
    termDetail: (amount: string, years: number) => `${amount} · ${years}-year term`,
    lineOfCredit: 'Line of credit',
    lineDetail: (amount: string) => `${amount} · revolving`,
    factoring: 'Invoice factoring',
    factoringDetail: (amount: string, advance: string) => `${amount} · ${advance} advance`,
    match: (percent: string) => `${percent} match`,
    compare: 'Compare offers side by side',
    matchedFast: 'Matched in minutes',
    encryption: '256-bit encryption',
  },
  oneProfile: {
    eyebrow: 'One profile',
    /** The heading, broken after its first line. */
    titleLines: ['One Profile,', 'All The Best Options.'],
    intro:
      'Tell your story once. Boundless AI turns your business profile into a complete application and matches it with the lenders and capital providers most likely to fund you, across Canada and the United States.',
    points: [
      {
        title: 'Apply to many lenders at once',
        text: 'One guided application can reach every lender that fits, instead of a new form for each bank.',
      },
      {
        title: 'You decide who sees your data',
        text: 'Your profile is shared only with the lenders you choose, protected by 256-bit encryption.',
      },
      {
        title: 'Free for businesses',
        text: `Building your profile and comparing offers is free, and it is open 24/7. ${FREE_CONDITION_SHORT}`,
      },
    ],
  },
  features: {
    eyebrow: 'AI-driven matching',
    title: 'Customized Solutions, Matched by AI',
    intro:
      'Every business is different, so your financing should be too. Our matching engine weighs your industry, revenue and goals to find the capital that fits, then helps you land it.',
    /** The four cards, by the ids of src/data/features.ts. */
    cards: {
      'custom-fit-offers': {
        title: 'Custom-Fit Offerings in Minutes',
        description:
          'Boundless AI reads your profile once and surfaces the lenders most likely to say yes, with offers shaped around your numbers instead of a generic rate sheet.',
      },
      'document-storage': {
        title: 'Simplified Document Storage and Submission',
        description:
          'Upload statements, tax returns and financials to one secure vault. Every lender you choose receives the same clean, complete package.',
      },
      'direct-support': {
        title: 'Direct Support From Start to Submit',
        description:
          'A real financing advisor answers your questions, reviews your application and stays with you until the funds land in your account.',
      },
      'funding-readiness': {
        title: 'Insights on Funding Readiness',
        description:
          'See what lenders will look at before you apply. Boundless AI points out what to strengthen to improve your chances of better terms.',
      },
    } satisfies Record<FeatureId, { title: string; description: string }>,
    carousel: { pauseLabel: 'featured cards' },
    pill: {
      who: 'Founders, CEOs, CFOs and their teams',
      rest: 'in e-commerce, SaaS, retail, construction and more fund their growth with Boundless AI.',
      action: 'See who we help',
    },
  },
  lenders: {
    eyebrow: 'Trusted lender network',
    title: `${LENDERS} Lending Partners, Ready to Compete for Your Business`,
    intro:
      'Fintech pioneers, specialty finance firms and established banks review matched applications every day. One profile puts yours in front of the right ones.',
    listLabel: 'Some of our lending partners',
    pause: 'Pause lender logos',
    play: 'Play lender logos',
  },
  customerStories: {
    eyebrow: 'Customer stories',
    title: 'Financial Solutions Built For Businesses Like Yours.',
    intro: 'Owners and finance leaders across North America on what changed when lenders started competing for them.',
  },
  closing: {
    /** The heading reads `${titleBefore} ${titleHighlight}`, the last part in the accent color. */
    titleBefore: 'The Future of Funding is',
    titleHighlight: 'Boundless.',
    text: 'Build your profile in minutes, see who wants to fund you, and choose the offer that fits. Free profile, no obligation.',
  },
  /** The testimonials' words, by the ids of src/data/testimonials.ts (names and companies stay there). */
  testimonials: {
    'sofia-marquez': {
      role: 'Founder',
      quote:
        'I filled in one profile on a Sunday night and had three term-sheet conversations by Wednesday. I used to spend weeks repeating the same story to every bank.',
    },
    'james-whitaker': {
      role: 'CEO',
      quote:
        'Our receivables were tying up cash for 75 days. Boundless AI matched us with a factoring partner that understood freight, and the gap closed within the month.',
    },
    'amara-osei': {
      role: 'CFO',
      quote:
        'The document vault alone saved my team hours. Every lender saw the same clean package, so the questions we got were about the deal, not missing paperwork.',
    },
    'liam-chen': {
      role: 'Co-founder',
      quote:
        'As a SaaS company without hard assets we assumed debt was off the table. The matching surfaced lenders who underwrite recurring revenue, and we extended our runway without new dilution.',
    },
    'hannah-dubois': {
      role: 'Owner',
      quote:
        'I am not a finance person. The guided application told me exactly what to upload and why, and an advisor answered my questions the same afternoon.',
    },
    'marcus-reid': {
      role: 'President',
      quote:
        'We needed equipment financing before a big contract started. Seeing offers side by side made it easy to pick the structure that matched our cash flow.',
    },
    'priya-shah': {
      role: 'Managing Partner',
      quote:
        'I refer clients to Boundless AI because I can see where every application stands. It makes me look good and gets my clients answers quickly.',
    },
    'diego-alvarez': {
      role: 'Founder',
      quote:
        'Construction cash flow is lumpy. A line of credit sized to our project schedule means we never miss payroll waiting on a draw.',
    },
    'emily-larsen': {
      role: 'COO',
      quote:
        'Before peak season we financed inventory through a lender we would never have found alone. Sell-through was our best ever.',
    },
    'kwame-mensah': {
      role: 'CEO',
      quote:
        'The funding readiness insights showed us what to fix before applying. Two months later we qualified for a much better rate.',
    },
    'olivia-grant': {
      role: 'Owner',
      quote:
        'Expanding to a second location felt overwhelming. One application, clear options, and a real person from start to submit.',
    },
    'noah-fischer': {
      role: 'Founder',
      quote:
        'Our purchase orders outgrew our working capital. PO financing let us say yes to the largest retailer order in our history.',
    },
  } satisfies Record<TestimonialId, { role: string; quote: string }>,
};
