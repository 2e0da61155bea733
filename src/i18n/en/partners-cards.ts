/**
 * English copy: the partner pages' cards, keyed by the ids of src/data/partners.ts (the programs, benefits,
 * features, advantages, audiences, API steps and features, and the reasons to partner).
 */
import { LENDERS } from '~/data/facts';

export const cards = {
  /** The hub's program cards, by id. */
  programs: {
    lenders: {
      title: 'Lenders',
      description:
        'Meet vetted, application-ready businesses that fit your credit box, with their documents already in order.',
      cta: 'Explore lending partnerships',
    },
    'referral-partners': {
      title: 'Referral Partners',
      description:
        'Introduce clients who need capital, follow every deal in real time and earn a commission when they are funded.',
      cta: 'Explore referral partnerships',
    },
    apis: {
      title: 'APIs',
      description:
        'Embed business financing in your own product and give your users matched funding options in minutes.',
      cta: 'Explore API partnerships',
    },
  },

  hubBenefits: {
    revenue: {
      title: 'New Revenue, No Extra Overhead',
      description:
        'Earn from every funded deal you bring in or receive. We run the matching, the paperwork and the follow-up, so your team stays focused on its own work.',
    },
    clients: {
      title: 'Better Outcomes for Your Clients',
      description: `One profile opens a network of ${LENDERS} verified lenders. Your clients compare real options side by side instead of applying one lender at a time.`,
    },
    team: {
      title: 'A Partner Team Behind You',
      description:
        'A dedicated partner manager helps with onboarding, co-marketing and any deal that needs a second look, from the first introduction to funding.',
    },
  },

  lenderBenefits: {
    'vetted-businesses': {
      title: 'Access Vetted Businesses',
      description:
        'Every business reaches you with a complete profile: statements, bank data and documents collected and checked before you see them.',
      points: [
        'Profiles matched to your criteria',
        'Documents gathered up front',
        'Businesses across Canada and the US',
      ],
    },
    'gain-retain': {
      title: 'Gain and Retain Clients',
      description:
        'Meet founders at the moment they need capital, and stay in view when they come back for their next round of funding.',
      points: [
        'A steady flow of new borrowers',
        'Repeat requests from funded clients',
        'Your brand in front of growing companies',
      ],
    },
    simplify: {
      title: 'Simplify Your Process',
      description:
        'Applications arrive in one consistent format with the documents you ask for, so your team spends less time on email and more on decisions.',
      points: ['One standard application format', 'Fewer back-and-forth requests', 'Faster time to a decision'],
    },
    diligence: {
      title: 'Modernize Your Diligence',
      description:
        'AI-assisted analysis brings cash flow, revenue trends and risk signals to the surface, so underwriting starts from insight rather than raw data.',
      points: ['Cash-flow and revenue summaries', 'Risk signals flagged early', 'Data shared only with consent'],
    },
  },

  lenderFeatures: {
    'ai-matching': {
      title: 'AI-Powered Matching',
      description:
        'Our models compare each business profile with your lending criteria and send you the applications most likely to close.',
    },
    'deal-flow': {
      title: 'Qualified Deal Flow',
      description:
        'Receive complete, pre-screened applications from businesses that have chosen to share their data with you.',
    },
    risk: {
      title: 'Risk Mitigation',
      description:
        'Verified financials and early risk signals help you price accurately and avoid surprises after funding.',
    },
  },

  referralAdvantages: {
    'easy-referral': {
      title: 'Easy Referral Process',
      description:
        'Share a link or introduce a client by email. We take it from there: profile, application, matching and follow-up.',
    },
    tracking: {
      title: 'Real-Time Tracking',
      description:
        'See where every referral stands, from profile created to funds received, without chasing anyone for an update.',
    },
    commissions: {
      title: 'Competitive Commissions',
      description: 'Earn a commission on every funded deal you refer, paid promptly and reported clearly.',
    },
  },

  audiences: {
    'accounting-firms': {
      title: 'Accounting Firms',
      description: 'Turn clean books into funding for the clients you already serve.',
    },
    cfos: {
      title: 'CFOs',
      description: 'Compare financing options for your company, or for the companies you advise.',
    },
    lenders: { title: 'Lenders', description: 'Refer the deals outside your credit box to lenders who fit them.' },
    'software-companies': {
      title: 'Software Companies',
      description: 'Offer funding to the businesses that run on your platform.',
    },
    'logistics-consultants': {
      title: 'Logistics Consultants',
      description: 'Help clients finance inventory, purchase orders and supply chains.',
    },
    'marketing-agencies': {
      title: 'Marketing Agencies',
      description: 'Help growing brands fund the campaigns you plan together.',
    },
  },

  apiSteps: {
    setup: {
      title: 'Partnership Setup',
      description: 'We agree on your use case, your users and the experience you want, then issue sandbox credentials.',
    },
    integration: {
      title: 'API Integration',
      description:
        'Connect with our documented endpoints and test every flow in the sandbox with our engineers on hand.',
    },
    launch: {
      title: 'Launch & Optimize',
      description: 'Go live, follow conversion and funding results, and tune the experience with our team.',
    },
  },

  apiFeatures: {
    rest: {
      title: 'RESTful API',
      description:
        'Predictable resources, JSON everywhere and clear error codes, so your developers feel at home on day one.',
    },
    'real-time': {
      title: 'Real-time Processing',
      description:
        'Matches and application status changes reach your product as they happen, through webhooks or polling.',
    },
    security: {
      title: 'Enterprise Security',
      description:
        '256-bit encryption, scoped credentials and consent-based data sharing protect your users and their businesses.',
    },
  },

  whyPartner: {
    network: {
      title: `A Network of ${LENDERS} Lenders`,
      description:
        'Give the businesses you work with one place to reach verified lenders across Canada and the United States.',
    },
    speed: {
      title: 'Faster Funding Decisions',
      description:
        'Our partners see a 23% decrease in sales cycle: complete profiles mean fewer delays between introduction and decision.',
    },
    results: {
      title: 'More Applications Completed',
      description:
        'Guided applications lead to a 64% increase in completed applications, so more of your introductions get funded.',
    },
  },
};
