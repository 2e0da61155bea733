// cspell:locale en,fr -- the language switch names French in French.
/** English copy: the page frame (skip link, language choice, social preview texts). */
import { LENDERS } from '~/data/facts';

export const layout = {
  skipLink: 'Skip to content',
  /** The default social preview's alt text, and the alt text of a page's own preview card. */
  ogAltDefault: 'Boundless AI: fast funding for businesses like yours',
  ogAltCard: (title: string) => `${title}: title card with the Boundless AI logo`,
  rssTitle: 'Boundless AI Blog',
  /** The line under the title on every page's social preview card (scripts/og-pages.mjs). */
  ogPromise: `One profile. ${LENDERS} verified lenders. Canada and the US.`,
  language: {
    /** The switch names the other language in that language, so a reader of it finds it. */
    switchLabel: 'Français',
    switchAria: 'Lire cette page en français',
    /**
     * How this language offers itself to a reader who prefers it, on the other language's home page (the French
     * one shows on a first visit to / from a browser that prefers French).
     */
    offer: {
      text: 'This site is also available in English.',
      action: 'View the site in English',
      dismiss: 'Stay in French',
    },
  },
};
