/**
 * English copy of the e-mails the site sends a visitor: the newsletter welcome. Server-side only (functions may
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
};
