/**
 * English copy: the frame every page shares (header, footer, newsletter, cookie notice, chat), the standing
 * disclosures, the shared controls, and the 404, Coming Soon and unsubscribe pages. Words the data modules keep
 * (navigation, disclosures) are read from there, so English stays written once.
 *
 * The parts an island receives as a prop (`header`, `newsletter`, `cookie`, `chat`, `unsubscribe.confirm`,
 * `carousel`) hold strings only: props cross to the browser as JSON, which drops functions. Their placeholders
 * (`{email}`, `{range}`) are filled in by the island.
 */
import {
  ARTICLE_DISCLOSURE,
  FOOTER_DISCLOSURE,
  FREE_CONDITION,
  FREE_CONDITION_SHORT,
  FREE_FOR_BUSINESSES,
  MARKETPLACE_DISCLOSURE,
  PRODUCT_FIGURES_DISCLOSURE,
} from './disclosures';
import { LENDERS } from '~/data/facts';
import type { FooterColumnId, NavLinkId, NavMenuId } from '~/data/navigation';
import { addressLines, type Address } from './address';
import { carousel } from './carousel';
import { search } from './search';
import { supportHoursText } from './support';

export const site = {
  common: {
    /** Read after a link that opens a new tab (screen readers only). */
    opensInNewTab: '(opens in a new tab)',
  },
  /**
   * A pause button's whole text in each state, `{label}` naming what it pauses (a dictionary's `pauseLabel`).
   * Filled in on the server (`pauseTexts` in src/lib/i18n.ts): islands receive the finished strings.
   */
  controls: {
    pause: 'Pause {label}',
    play: 'Play {label}',
  },
  header: {
    homeAria: 'Boundless AI home',
    mainNav: 'Main',
    mobileNav: 'Mobile',
    businessGuides: 'Business guides',
    fundingTools: 'Funding tools',
    capitalSolutions: 'Capital solutions',
    signIn: 'Sign In',
    createAccount: 'Create Free Account',
    getStarted: 'Get Started Free',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    /** The search button (its name; the visible hint shows the shortcut key). */
    search: 'Search',
    searchAria: 'Search the site',
  },
  /** The site search dialog's words (./search.ts: its script loads them on first use). */
  search,
  /**
   * Menu titles, footer column titles and the words of every link, by the ids of src/data/navigation.ts: a label,
   * and a description where the header shows one (the French dictionary must match: its type is this one's).
   */
  nav: {
    links: {
      'merchant-cash-advance': { label: 'Merchant Cash Advance' },
      'asset-based-lending': { label: 'Asset-Based Lending' },
      'term-loans': { label: 'Term Loans' },
      'po-financing': { label: 'PO Financing' },
      'inventory-financing': { label: 'Inventory Financing' },
      'supply-chain-financing': { label: 'Supply Chain Financing' },
      'debt-financing-guide': {
        label: 'The Debt Financing Guide',
        description: 'How borrowing works, what it costs and when it makes sense.',
      },
      'loans-vs-lines-of-credit': {
        label: 'Business Loans vs. Lines of Credit',
        description: 'Pick the right structure for the job you need funded.',
      },
      'business-plan-guide': {
        label: 'Writing a Business Plan, Step by Step',
        description: 'The plan lenders want to read, section by section.',
      },
      'term-loan-calculator': {
        label: 'Loan Payment Calculator',
        description: 'Monthly payment, total interest and APR with fees.',
      },
      'mca-calculator': {
        label: 'MCA Cost Calculator',
        description: 'Turn a factor rate into payback, time and APR.',
      },
      prequalify: {
        label: '60-Second Pre-Qualification',
        description: 'See which products fit, with no credit check.',
      },
      'all-guides': { label: 'All business guides' },
      'how-it-works': {
        label: 'How It Works',
        description: 'One profile, one application, many offers.',
      },
      'who-we-help': {
        label: 'Who We Help',
        description: 'Industries and businesses we have helped get funded.',
      },
      'financial-products': { label: 'Financial Products' },
      partners: { label: 'Partner With Us' },
      lenders: {
        label: 'Lenders',
        description: 'Meet vetted, application-ready businesses.',
      },
      'referral-partners': {
        label: 'Referral Partners',
        description: 'Refer clients and track every deal.',
      },
      apis: {
        label: 'APIs',
        description: 'Embed financing in your own product.',
      },
      'about-us': {
        label: 'Who We Are',
        description: 'Our story, mission and team.',
      },
      blog: {
        label: 'Blog',
        description: 'Guides, case studies and news.',
      },
      'contact-us': {
        label: 'Contact Us',
        description: 'Talk to our team.',
      },
      privacy: { label: 'Privacy Policy' },
      terms: { label: 'Terms of Service' },
      accessibility: { label: 'Accessibility' },
    },
    menus: {
      solution: 'Our Solution',
      knowledge: 'Knowledge',
      partners: 'Partner With Us',
      company: 'Company',
    },
    footerColumns: {
      solution: 'Solution',
      tools: 'Funding Tools',
      partners: 'Partners',
      company: 'Company',
    },
  } satisfies {
    links: Record<NavLinkId, { label: string; description?: string }>;
    menus: Record<NavMenuId, string>;
    footerColumns: Record<FooterColumnId, string>;
  },
  footer: {
    homeAria: 'Boundless AI home',
    tagline: `One business profile, one guided application, and a network of ${LENDERS} lenders across Canada and the United States.`,
    address: (a: Address) => addressLines(a).join(', '),
    supportHours: `Support hours: ${supportHoursText}`,
    socialAria: 'Social media',
    social: (network: string) => `Boundless AI on ${network} (opens in a new tab)`,
    /** After the © sign. */
    copyright: '2025 Boundless AI. All rights reserved.',
  },
  /** The standing disclosures (./disclosures.ts) and the name of the block that shows them. */
  disclosures: {
    label: 'Important information',
    marketplace: MARKETPLACE_DISCLOSURE,
    article: ARTICLE_DISCLOSURE,
    freeCondition: FREE_CONDITION,
    freeConditionShort: FREE_CONDITION_SHORT,
    freeForBusinesses: FREE_FOR_BUSINESSES,
    productFigures: PRODUCT_FIGURES_DISCLOSURE,
    footer: FOOTER_DISCLOSURE,
    footerFree: `Free for businesses: ${FREE_CONDITION.charAt(0).toLowerCase() + FREE_CONDITION.slice(1)}`,
  },
  newsletter: {
    label: 'Get funding insights in your inbox',
    placeholder: 'you@company.com',
    subscribe: 'Subscribe',
    subscribing: 'Subscribing...',
    success: "Thanks! You've been subscribed to our newsletter.",
    failed: 'Failed to subscribe',
    failedUnknown: 'Failed to subscribe to newsletter',
    /** While the sign-up waits for the connection. */
    retrying:
      'We cannot reach our server right now. Your sign-up is kept and will go through as soon as the connection is back.',
    privacyLink: 'How we handle your data',
  },
  cookie: {
    region: 'Cookie notice',
    title: 'We value your privacy',
    text: 'We use cookies and similar storage to keep this site working and to understand how it is used. Read our',
    privacyLink: 'Privacy Policy',
    /** After the link. */
    end: '.',
    close: 'Close cookie notice',
    ok: 'Ok',
  },
  chat: {
    title: 'Boundless AI Support',
    subtitle: 'We typically reply in a few minutes',
    greeting: "Are you looking for capital? Send us a message below, we're ready to help.",
    getStarted: 'Get started with funding',
    opensInNewTab: '(opens in a new tab)',
    open: 'Open chat with Boundless AI Support',
    close: 'Close chat',
    conversation: 'Conversation',
    you: 'You',
    typing: 'Boundless AI Support is typing',
    inputLabel: 'Type your message',
    placeholder: 'Type your message...',
    send: 'Send message',
    failure: 'Sorry, I encountered an error. Please try again or contact our team directly.',
    /** Who answers, under the title. */
    disclosure: 'An automated assistant answers first. A person from our team can take over.',
    /** Out of support hours, instead of `subtitle`; {when}: 'Monday at 9:00 AM EST' in the visitor's time zone. */
    away: 'Our team is away. Back {when}',
    talkToPerson: 'Talk to a person',
    assistantName: 'Assistant',
    /** A staff reply's label; {name}: the person's first name. */
    staffName: '{name}, Boundless AI team',
    handoff: {
      title: 'Talk to a person',
      intro: 'Leave your name and e-mail and a person from our team will take over this conversation.',
      /** Above the form when the visitor typed an address or a number into the chat. */
      found: 'We filled in what you typed in the chat. Check it before sending.',
      name: 'Name',
      email: 'E-mail',
      phone: 'Phone (optional)',
      consent: 'We use these details only to answer you, here or by e-mail.',
      privacyLink: 'Privacy Policy',
      submit: 'Ask for a person',
      sending: 'Sending...',
      cancel: 'Not now',
      failed: 'We could not reach our team just now. Please try again.',
      /** {name}: the visitor's name. */
      requestedOpen: 'Thanks{name}. A person from our team will reply here, usually within minutes.',
      /** {when}: next opening in the visitor's time zone. */
      requestedAway:
        "Thanks{name}. Our team is away until {when}. A person will reply then, here if you're still on the site, or by e-mail.",
      closed:
        'Our team closed this conversation. The assistant can help with anything else, or ask for a person again.',
      waiting: 'Waiting for a person',
      waitingAway: 'Waiting for our team: back {when}',
      answered: 'A person from our team is in this conversation',
      /** Launcher badge for screen readers; {count}: new replies. */
      unread: '{count} new messages from our team',
      unreadOne: '1 new message from our team',
      reopenAsk: 'This link opens another conversation, the one in your e-mail. Open it instead of this one?',
      reopenConfirm: 'Open the conversation from the e-mail',
      reopenKeep: 'Stay in this conversation',
      reopenFailed: 'This link could not open the conversation.',
    },
  },
  /** Controls of the testimonial carousel (./carousel.ts: the island's default too). */
  carousel,
  notFound: {
    title: '404 Page Not Found',
    description: 'This page could not be found.',
    heading: '404 Page Not Found',
    text: 'The page you are looking for does not exist or has moved.',
    home: 'Back to home',
    blog: 'Read the blog',
  },
  comingSoon: {
    title: 'Coming Soon',
    description: 'This blog post is being prepared and will be available soon.',
    badge: 'Blog',
    heading: 'Coming Soon',
    text: 'This blog post is being prepared and will be available soon. Check back later for great content!',
    blog: 'Back to Blog',
    home: 'Go to Home',
  },
  unsubscribe: {
    title: 'Unsubscribe',
    description: 'Stop receiving the Boundless AI newsletter.',
    heading: 'Unsubscribe',
    intro: 'Confirm below and we will stop sending you the newsletter.',
    confirm: {
      checking: 'Checking your link…',
      question: 'Stop sending you the Boundless AI newsletter?',
      button: 'Unsubscribe',
      sending: 'Unsubscribing…',
      failed: 'We could not unsubscribe you just now. Please try again in a moment.',
      // Also the answers of POST /api/unsubscribe, which speaks English.
      invalid:
        'This unsubscribe link is not valid. Use the link from your latest e-mail, or write to us and we will remove you.',
      done: 'Done: {email} is unsubscribed and will not receive the Boundless AI newsletter any more.',
      gone: 'Done: the address of this link is not subscribed to the Boundless AI newsletter any more.',
    },
  },
};
