/**
 * Which language a page is in, its twin in the other language, and the dictionary for it. Astro components call
 * `messagesFor(Astro.currentLocale)`; islands receive only the part of it they render, as props.
 */
import { en, type Messages } from '~/i18n/en';
import { fr } from '~/i18n/fr';
import { LOCALE_META, type Locale } from '~/i18n/locales';
import { toLocale } from './locale-paths';
import { fill } from './template';

// The path helpers import no dictionary, so islands can use them without carrying every text of the site.
export { basePath, hasTwin, localeOfPath, localizePath, switchPath, toLocale } from './locale-paths';

export type { Locale, Messages };

const DICTIONARIES: Record<Locale, Messages> = { en, fr };

export const messagesFor = (locale: string | undefined | null): Messages => DICTIONARIES[toLocale(locale)];

export const intlLocale = (locale: string | undefined | null): string => LOCALE_META[toLocale(locale)].intl;

/** A pause button's texts: what it pauses (`label`) and its whole text in each state. */
export type PauseTexts = { label: string; play: string; pause: string };

/**
 * The texts of a pause button whose dictionary names only what it pauses (`label`, e.g. 'value highlights'),
 * composed with the page's language's `site.controls` templates ('Pause {label}'). Islands receive the result:
 * plain strings.
 */
export function pauseTexts(label: string, locale: string | undefined | null): PauseTexts {
  const { pause, play } = messagesFor(locale).site.controls;
  return { label, play: fill(play, { label }), pause: fill(pause, { label }) };
}
