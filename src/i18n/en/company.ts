/**
 * English copy: the company pages (/about-us, /contact-us), the contact FAQ and the contact and partnership forms.
 * Facts (founding city and year, counts, hours, reply time) come from src/data/facts.ts; names, portraits and icons
 * from src/data/company.ts.
 */
import { BUSINESSES_FUNDED, FOUNDED, LENDERS, LENDER_COUNT, REPLY_WITHIN_HOURS } from '~/data/facts';
import type { FaqId } from '~/data/faq';
import { FREE_FOR_BUSINESSES } from './disclosures';
import { contactForm, partnershipForm } from './company-forms';
import { replyPromise, supportHoursText } from './support';

const { city, year } = FOUNDED;

/** Opens in a new tab: read after a link's label by screen readers. */
const newTab = ' (opens in a new tab)';

export const company = {
  about: {
    title: 'Who We Are',
    description: `Boundless AI was founded in ${city} in ${year} to make business funding fair, fast and understandable. Meet our mission, values and founders.`,
    eyebrow: 'Company',
    intro: `We are a ${city} team of lenders, engineers and former business owners building the fastest way for companies to find the right capital.`,
    stats: {
      eyebrow: 'By the numbers',
      title: 'A marketplace built for scale',
      /** Names the pause button: "Pause stat highlights". */
      pauseLabel: 'stat highlights',
    },
    mission: {
      eyebrow: 'Our mission',
      title: 'Funding without the friction',
      text: 'Make business funding fair, fast and understandable, so every founder can find the right capital without knowing the right people.',
    },
    /** Names the pause button: "Pause value highlights". */
    valuesPauseLabel: 'value highlights',
    values: {
      transparency: {
        title: 'Transparency',
        description:
          'Clear terms, real costs and honest odds. You see what each option means before you share your data.',
      },
      access: {
        title: 'Access',
        description: `Great businesses are everywhere. Our network of ${LENDERS} lenders reaches companies that banks overlook.`,
      },
      partnership: {
        title: 'Partnership',
        description:
          'We succeed when you do. People stay with you from your first profile to the day the funds arrive.',
      },
    },
    story: {
      eyebrow: 'Our story',
      title: `Founded in ${city} in ${year}`,
      paragraphs: [
        `Boundless AI was founded in ${city} in ${year} by operators who had spent years on both sides of the lending table. They had watched good companies lose months to paperwork, repeat the same story to one bank after another and still walk away without an answer.`,
        `The fix seemed obvious: one business profile, one guided application, and software that knows what each lender is looking for. Since then the marketplace has grown to more than ${LENDER_COUNT} verified lenders across Canada and the United States, and more than ${BUSINESSES_FUNDED} businesses have been funded.`,
        'Creating a profile and applying stay free for businesses (any fee to you is shown before you accept an offer), and your data goes only to the lenders you choose. Our job is simple: find you the option that fits.',
      ],
      imageAlt: `Illustration of the ${city} skyline at dusk, where Boundless AI was founded`,
      badge: `${city}, Canada · since ${year}`,
    },
    founders: {
      eyebrow: 'Leadership',
      title: 'Meet the founders',
      portraitAlt: (name: string) => `Portrait of ${name}`,
      /** Role and bio of each founder, by the id in src/data/company.ts. */
      people: {
        'daniel-mercer': {
          role: 'Co-founder & CEO',
          bio: 'Spent a decade in commercial banking in Toronto, structuring loans for growing companies, before deciding the process itself needed fixing.',
        },
        'aisha-rahman': {
          role: 'Co-founder & CTO',
          bio: 'Built credit-decisioning software for fintech lenders and now leads the engineering and data teams behind our matching engine.',
        },
        'lucas-tremblay': {
          role: 'Co-founder & Head of Lending Partnerships',
          bio: 'Ran a small manufacturing business of his own and knows first-hand what it takes to raise capital. He looks after our lender network.',
        },
      },
    },
    cta: {
      title: 'Ready to see what your business qualifies for?',
      text: 'Create your free profile in minutes, or talk to our team first.',
      primary: 'Get Started Free',
      secondary: 'Talk to an Expert',
    },
  },
  contact: {
    title: 'Contact Us',
    description: `Send us a message or book a call with the Boundless AI team. We reply within ${REPLY_WITHIN_HOURS} hours on business days.`,
    eyebrow: "We're here to help",
    intro: `Questions about funding, partnerships or your application? Send us a message and a member of our team will get back to you within ${REPLY_WITHIN_HOURS} hours on business days.`,
    formTitle: 'Send Us a Message',
    formIntro: 'Tell us a little about your business and what you need.',
    info: {
      title: 'Get in Touch',
      intro: 'Reach the team the way that suits you best.',
      email: 'Email Us',
      replyPromise,
      hours: 'Business Hours',
      hoursText: supportHoursText,
      hoursNote: 'The app is open 24/7; messages sent outside these hours are answered the next business day.',
      call: 'Book A Call',
      callText: 'Pick a time that suits you for a call with a funding specialist.',
      callLink: 'Book A Call',
      assistance: 'Need Immediate Assistance?',
      assistanceText: 'Create your free profile now and see the funding options that fit your business in minutes.',
      start: 'Get Started Free',
      newTab,
    },
    faq: {
      title: 'Frequently Asked Questions',
      eyebrow: 'FAQ',
      intro: 'Quick answers to the questions businesses ask us most.',
    },
    cta: {
      title: 'Ready to Get Started?',
      text: `Create your free business profile and see the funding options that fit you, from ${LENDERS} lenders.`,
      primary: 'Get Started Free',
      secondary: 'Learn More',
      secondaryHint: 'about how it works',
    },
  },
  /** The contact FAQ, by the id in src/data/faq.ts (which lists them in order). */
  faq: {
    speed: {
      question: 'How quickly can Boundless AI match my business with lenders?',
      answer:
        'Once your profile is complete, our AI shows matching funding options in minutes. How fast money arrives depends on the product and the lender: a merchant cash advance can be approved in 24-48 hours, while term loans and SBA loans take longer because lenders review more documents.',
    },
    cost: {
      question: 'Does it cost anything to use Boundless AI?',
      answer: FREE_FOR_BUSINESSES,
    },
    'business-types': {
      question: 'What types of businesses do you work with?',
      answer: `Small and mid-size businesses incorporated in Canada or the United States, across e-commerce, SaaS, retail, professional services, manufacturing, transportation, construction and more. Our network of ${LENDERS} verified lenders covers early-stage companies through to established firms.`,
    },
    data: {
      question: 'How do you protect my business data?',
      answer:
        'Your documents and data are protected with 256-bit encryption, and we share your information only with the lenders you choose. You stay in control of who sees your profile at every step.',
    },
  } satisfies Record<FaqId, { question: string; answer: string }>,
  contactForm,
  partnershipForm,
};
