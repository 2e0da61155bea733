import { home } from '~/i18n/en/home';

/** The words that rotate in the home hero: 'Fast Funding for [word] Like You.' (each language has its own). */
export const heroWords: readonly string[] = home.hero.headline.words;
