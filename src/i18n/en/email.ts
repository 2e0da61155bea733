/**
 * English copy of the e-mails the site sends a visitor: the newsletter welcome, and a person's chat reply that the
 * visitor was no longer on the site to read. Server-side only (functions may
 * take values). The French one says the same in French, with the French unsubscribe page.
 */
import { siteConfig } from '~/config';
import { addressLines } from './address';

const name = siteConfig.name;

export const email = {
  welcome: {
    subject: `Welcome to the ${name} newsletter`,
    thanks: `Thank you for subscribing to the ${name} newsletter.`,
    signedUp: (wording: string) => `What you signed up for: ${wording}`,
    unsubscribe: (link: string) => `To unsubscribe, open this link and confirm: ${link}`,
    footer: `${name} is a marketplace, not a lender. ${addressLines(siteConfig.address).join(', ')}.`,
  },
  chatReply: {
    subject: `Our team replied to your chat with ${name}`,
    greeting: (visitor: string) => `Hello ${visitor},`,
    intro: 'You had left the site when our team answered your chat, so here is the reply:',
    from: (author: string) => `${author}, ${name} team`,
    reopen: 'Continue the conversation on our site',
    reopenText: (link: string) => `To answer, continue the conversation on our site: ${link}`,
    expires: (days: number) => `This link works for ${days} days and opens this conversation only.`,
    why: 'You are receiving this e-mail because you left this address in our chat and asked for a person to answer.',
    footer: `${name} is a marketplace, not a lender. ${addressLines(siteConfig.address).join(', ')}.`,
  },
};
