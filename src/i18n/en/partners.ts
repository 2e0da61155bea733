/**
 * English copy: the partner pages (/partners, /lenders, /referral-partners, /apis, /partner-contact), the case
 * study, the hero illustrations and the forms around them. Their cards, keyed by id, are in partners-cards.ts.
 */
import { LENDERS, REPLY_WITHIN_HOURS } from '~/data/facts';
import { cards } from './partners-cards';

/**
 * A rotation's pause button: what it pauses (`label`, as the shared PauseButton composes "Pause {label}") and
 * the whole text of each state.
 */
const controls = (label: string) => ({ label, play: `Play ${label}`, pause: `Pause ${label}` });
export type PauseTexts = ReturnType<typeof controls>;

export const partners = {
  pages: {
    partners: {
      title: 'Partner With Us',
      description:
        'Lenders, referral partners and API partners grow with Boundless AI: vetted deal flow, commissions and embedded financing.',
      hero: {
        eyebrow: 'Partner with us',
        title: 'Partner With',
        intro:
          'Lenders, advisors and software platforms work with us to bring the right capital to growing businesses in Canada and the United States. Choose the partnership that fits you.',
        primary: 'Become a Partner',
        secondary: 'Explore Programs',
      },
      programs: {
        eyebrow: 'Partnership programs',
        title: 'Three Ways to Grow With Us',
        intro: 'Whether you lend, advise or build software, there is a partnership designed for you.',
      },
      benefits: {
        eyebrow: 'Why partner with us',
        title: 'Benefits That Grow With You',
        controls: controls('benefit highlights'),
      },
      form: {
        title: 'Become a Partner',
        intro:
          'Tell us about your organization and the partnership you have in mind. Choose a partnership type and we will match you with the right team.',
      },
    },
    lenders: {
      title: 'For Lenders',
      description:
        'Meet vetted, application-ready businesses through Boundless AI: AI-powered matching, qualified deal flow and better risk insight.',
      hero: {
        eyebrow: 'For lenders',
        title: 'Supercharge Your Lending Potential',
        intro: `Join a network of ${LENDERS} verified lenders and meet businesses whose profiles, documents and needs already match your criteria.`,
        primary: 'Join Our Network',
      },
      benefits: {
        eyebrow: 'Why lenders join',
        title: 'Built for the Way You Lend',
        intro: 'Four reasons lenders grow their book with Boundless AI.',
      },
      features: {
        eyebrow: 'Platform',
        title: 'Tools That Sharpen Every Decision',
        controls: controls('feature highlights'),
      },
      stats: 'Results across our network',
      form: {
        title: 'Join Our Lender Network',
        intro:
          'Tell us about your lending products and the businesses you like to fund. We will show you how matched deal flow works for your team.',
      },
    },
    referral: {
      title: 'Referral Partners',
      description:
        'Refer clients who need capital to Boundless AI, track every deal in real time and earn competitive commissions.',
      hero: {
        eyebrow: 'For referral partners',
        title: 'Elevate Your Network With',
        intro: `Help the businesses you advise reach ${LENDERS} verified lenders through one profile, follow every referral as it happens, and earn on every funded deal.`,
        primary: 'Book a Meeting',
      },
      advantages: {
        eyebrow: 'Referral advantages',
        title: 'Referring Made Rewarding',
        controls: controls('advantage highlights'),
      },
      audiences: {
        eyebrow: 'Our partners',
        title: 'Who We Empower',
        intro: 'Professionals who already guide businesses use Boundless AI to bring them the capital they need.',
      },
      form: {
        title: 'Start Referring Today',
        intro:
          'Tell us about your practice and the clients you serve. We will walk you through the referral process and how commissions work.',
      },
    },
    apis: {
      title: 'APIs',
      description:
        'Embed business financing into your product with the Boundless AI API: RESTful endpoints, real-time processing and enterprise security.',
      hero: {
        eyebrow: 'For platforms',
        title: 'Integrate With',
        intro: `Give the businesses on your platform access to funding from ${LENDERS} verified lenders, inside the product they already use.`,
        primary: 'Book A Meeting',
        secondary: 'See API Features',
      },
      steps: {
        eyebrow: 'How it works',
        title: 'Enhance Your Value and Integrate With Ease',
        intro: 'Three steps from first conversation to funding inside your product.',
        controls: controls('step highlights'),
        cta: 'Book A Meeting',
      },
      features: {
        eyebrow: 'Developer platform',
        title: 'Powerful API Features',
        controls: controls('feature highlights'),
      },
      form: {
        title: "Let's Build Together",
        intro:
          'Tell us about your platform and your users. Our partnerships and engineering team will map out the integration with you.',
      },
    },
    contact: {
      title: 'Become A Partner',
      description: `Tell us about your organization and how you would like to partner with Boundless AI. We reply within ${REPLY_WITHIN_HOURS} hours.`,
      hero: {
        title: 'Become A Partner',
        eyebrow: 'Partner with Boundless AI',
        intro: 'Lenders, advisors and software platforms: tell us who you are and how you would like to work together.',
      },
      application: { title: 'Partnership Application', duration: 'It takes about two minutes.' },
      why: {
        eyebrow: 'Why partner with us',
        title: 'Why Partner With Boundless AI',
        controls: controls('partner benefit highlights'),
      },
      banner: {
        title: 'Ready to Partner?',
        text: `Fill in the application above and our partnerships team will reply within ${REPLY_WITHIN_HOURS} hours.`,
        primary: 'Get Started Above',
        secondary: 'Learn More About Partnerships',
      },
    },
  },

  ...cards,

  caseStudy: {
    eyebrow: (kind: string) => `Case Study · ${kind}`,
    book: 'Book a Meeting',
    readMore: 'Read More',
    /** Read after 'Read More' by screen readers. */
    readMoreHint: (partner: string) => ` about ${partner} and Boundless AI`,
    results: 'Partnership results',
    controls: controls('result highlights'),
    finaloop: {
      kind: 'E-commerce accounting firm',
      // A non-breaking hyphen keeps 'E‑commerce' on one line.
      title: 'How Finaloop Brings Funding to E\u2011commerce Brands',
      summary:
        'Finaloop keeps the books of online brands up to date all year. When a client needs capital, Finaloop introduces them to Boundless AI, and the statements they already have become one profile that reaches the lenders who fit.',
      quote:
        'Our clients already put in the work to keep accurate books. Working with Boundless AI means those numbers can do more than satisfy the tax authorities. Instead of rebuilding their financials for every lender, a brand can go from clean books to real funding options in one place.',
      /** Role and company only: we do not name the person. */
      attribution: 'CEO, Finaloop',
    },
  },

  /**
   * The islands' texts are plain strings (props cross to the browser as data, not functions): `{n}` and
   * `{total}` are filled in there. The /lenders benefit carousel: its ARIA names and the slide counter.
   */
  carousel: {
    region: 'Lender benefits',
    roledescription: 'carousel',
    tablist: 'Benefits',
    slide: 'slide',
    counter: 'Benefit {n} of {total}',
    controls: controls('benefit carousel'),
  },
  orbit: { controls: controls('audience highlights') },
  steps: { step: 'Step {n}' },

  /** The decorative hero illustrations (hidden from assistive technology, but seen). */
  heroArt: {
    lenders: (number: string) => `${number} lenders`,
    funded: (number: string) => `${number} businesses funded`,
    hubNodes: { lenders: 'Lenders', referral: 'Referral Partners', api: 'API Partners' },
    newMatches: 'New matches',
    matchedBadge: 'Matched to your criteria',
    industries: { ecommerce: 'E-commerce', transportation: 'Transportation', professional: 'Professional services' },
    fit: (percent: string) => `${percent} fit`,
    salesCycle: (percent: string) => `${percent} shorter sales cycle`,
    documentsVerified: 'Documents verified',
    yourReferrals: 'Your referrals',
    live: 'Live',
    statuses: { funded: 'Funded', matched: 'Matched', created: 'Profile created' },
    commission: 'Commission on funded deals',
    paid: 'Paid',
    referralSent: 'Referral sent',
    webhook: 'Webhook: offer.created',
    encryption: '256-bit encryption',
  },

  /** The partnership form section around the PartnershipForm island. */
  formSection: {
    eyebrow: 'Partner with us',
    promises: {
      reply: `A partnerships lead replies within ${REPLY_WITHIN_HOURS} hours`,
      shape: 'We shape the partnership around your business',
      privacy: 'Your details are used only to discuss a partnership',
    },
    preferEmail: 'Prefer email? Write to',
  },

  /** The static Become-a-Partner form of /partner-contact. */
  becomeForm: {
    requiredBefore: 'Fields marked',
    requiredHint: 'with an asterisk',
    requiredAfter: 'are required.',
    company: 'Company Name',
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Work Email',
    phone: 'Phone',
    type: 'Partnership Type',
    typePlaceholder: 'Select partnership type',
    /** Labels only: the values sent stay the types' ids. */
    types: { lender: 'Lending Partner', referral: 'Referral Partner', api: 'API Partner', other: 'Other' },
    goals: 'Tell Us About Your Business',
    goalsPlaceholder: 'Who you serve and what you would like to achieve together',
    submit: 'Continue to Review',
    nextStep: 'Next, you check your details on our partnerships page and send them.',
  },
};
