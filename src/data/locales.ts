/**
 * The site's languages, as ids: English is the default and keeps its URLs; French lives under /fr. Their names and
 * codes for people and browsers are in src/i18n/locales.ts.
 */
export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);
