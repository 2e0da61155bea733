/**
 * Everything the chat assistant says in its own words (its answers quote the site's pages; these are the rest),
 * as one typed object: the French twin is `fr/assistant.ts`. Texts that name the contact options take them as
 * Markdown links, built by netlify/lib/chat/replies.ts.
 */
import { REPLY_WITHIN_HOURS } from '~/data/facts';
import { supportHoursText } from './support';

/** The contact options and page links a reply may name, as Markdown links, and the support hours. */
export type ReplyLinks = { booking: string; email: string; howItWorks: string; contact: string; hours: string };

export type AssistantReplies = {
  /** When the team answers, as the replies name it. */
  hours: string;
  /** Labels of the links the replies make. */
  bookingLabel: string;
  howItWorks: { label: string; href: string };
  /** The Contact Us page, where every way to reach the team is. */
  contactPage: { label: string; href: string };
  /** Heading above an answer's links: one link, several. */
  learnMore: string;
  helpfulPages: string;
  greeting: string;
  thanks: (l: ReplyLinks) => string;
  goodbye: (l: ReplyLinks) => string;
  /** The hand-off to a person. */
  human: (l: ReplyLinks) => string;
  /** "Who are you?", "are you a bot?". */
  identity: (l: ReplyLinks) => string;
  /** Personal (consumer) borrowing: the service is for businesses only. */
  personal: (l: ReplyLinks) => string;
  /** A question outside the site's subject. */
  unknown: (l: ReplyLinks) => string;
  /** Asking to see what other visitors or businesses sent: declined, it is private. */
  others: (l: ReplyLinks) => string;
  /** Someone asking the visitor for a PIN or a password: never give it; a person checks the message. */
  credentials: (l: ReplyLinks) => string;
  /** Help with false or altered information for a lender: declined, as the Terms forbid it. */
  false: (l: ReplyLinks) => string;
  /** Opens the closest pages when no written answer fits. */
  uncertain: string;
  /** Insults and frustration with no question in them. */
  hostile: (l: ReplyLinks) => string;
  /** A message that only tries to re-instruct the assistant. */
  scope: (l: ReplyLinks) => string;
};

export const assistant: AssistantReplies = {
  hours: supportHoursText,
  bookingLabel: 'Book a call',
  howItWorks: { label: 'How It Works', href: '/how-it-works' },
  contactPage: { label: 'Contact Us', href: '/contact-us' },
  learnMore: 'Learn more:',
  helpfulPages: 'Helpful pages:',
  greeting:
    'Hi! I can help with funding options, how Boundless AI works, costs, data security and partnerships. What would you like to know?',
  thanks: (l) =>
    `You're welcome! Anything else I can help with? If you'd like to talk it through with our team, ${l.booking} or e-mail ${l.email}.`,
  goodbye: (l) =>
    `Thanks for stopping by! If more questions come up, I'm here, or e-mail ${l.email} and we'll reply within ${REPLY_WITHIN_HOURS} hours on business days.`,
  human: (l) =>
    [
      "I'm Boundless AI's automated assistant. A person from our team can take over this conversation: leave your name and e-mail in the form below, and they will answer here, or by e-mail if you have left.",
      '',
      `Business hours: ${l.hours}. Other ways to reach us: ${l.booking}, or e-mail ${l.email} (we reply within ${REPLY_WITHIN_HOURS} hours on business days); every way is on our ${l.contact} page.`,
    ].join('\n'),
  identity: (l) =>
    `I'm the Boundless AI assistant, an automated helper: I answer from this website's content and point you to the right pages. A person from our team can take over this conversation: choose “Talk to a person” below. Other ways to reach us: ${l.booking} or ${l.email}.`,
  personal: (l) =>
    `Boundless AI is for businesses only: our lenders offer commercial financing, not personal loans or home mortgages. If you're funding a business, tell me a bit about it, or see ${l.howItWorks}.`,
  unknown: (l) =>
    [
      "I don't know about that one, and I'd rather not guess. I can answer questions about Boundless AI, our financing options and partner programs. Our team can help with anything else:",
      `- ${l.booking}`,
      `- E-mail ${l.email} (${l.hours}; we reply within ${REPLY_WITHIN_HOURS} hours on business days)`,
    ].join('\n'),
  others: (l) =>
    `I can't share what other visitors or businesses sent us: their messages, forms and data are private. As our Privacy Policy says, a business's information goes only to the lenders it chooses and to the service providers who work for us, and we do not sell personal information. For a question about our site's security, e-mail ${l.email} or choose “Talk to a person” below.`,
  credentials: (l) =>
    `Don't give your PIN or a password to anyone who asks for it by e-mail, text or phone. I can't check who sent a message: a person on our team can tell you whether it came from Boundless AI, so choose “Talk to a person” below or e-mail ${l.email}. Our Terms say your account's login details are yours alone, never to be shared, and we do not lend or make credit decisions: only a lender approves financing, in its own offer.`,
  false: (l) =>
    `I can't help with that. Our Terms of Service forbid giving false, misleading or incomplete information, and every business confirms that the information and documents it provides are true, accurate and complete. If your file has a weak point, such as a bad year or a low credit score, a person on our team can talk it through with you: ${l.booking} or e-mail ${l.email}. If you received a document you think is fake, choose “Talk to a person” below.`,
  uncertain: "I'm not certain, but these pages look closest:",
  hostile: (l) =>
    [
      "I'm sorry I haven't been helpful. I answer from this website's content, so a person on our team may be better placed to help:",
      `- ${l.booking}`,
      `- E-mail ${l.email} (${l.hours}; we reply within ${REPLY_WITHIN_HOURS} hours on business days)`,
    ].join('\n'),
  scope: (l) =>
    `I'm the Boundless AI assistant: I answer questions about Boundless AI, our financing options and partner programs from this website's content. What would you like to know? To talk with a person, ${l.booking} or e-mail ${l.email}.`,
};
