/**
 * The accessibility statement's facts, each stated once: the standard the site is built and tested to, the day
 * the statement describes, the reply promise of the feedback form, and the formats a visitor may ask for. The
 * words around them are in the dictionaries (src/i18n/*\/accessibility.ts); staff read the English labels here.
 */

/** The standard every public page is built and tested to. */
export const ACCESSIBILITY_STANDARD = { name: 'WCAG', version: '2.2', level: 'AA' } as const;

/** The day the statement describes the site as it was (YYYY-MM-DD): change it whenever the statement changes. */
export const STATEMENT_AS_OF = '2026-11-27';

/** Accessibility feedback is answered within this many business days (Monday to Friday, Eastern Time). */
export const FEEDBACK_REPLY_BUSINESS_DAYS = 2;
/** The time zone the business days are counted in. */
export const FEEDBACK_TIME_ZONE = 'America/Toronto';

/** The formats a visitor may ask for instead of a web page, with the label staff read. */
export const FEEDBACK_FORMATS = [
  { value: 'plain-text', label: 'Plain text by e-mail' },
  { value: 'large-print', label: 'Large print' },
  { value: 'audio', label: 'Audio' },
  { value: 'braille', label: 'Braille' },
  { value: 'other', label: 'Another format (see message)' },
] as const;
export type FeedbackFormat = (typeof FEEDBACK_FORMATS)[number]['value'];
export const FEEDBACK_FORMAT_VALUES = FEEDBACK_FORMATS.map((f) => f.value) as [FeedbackFormat, ...FeedbackFormat[]];
/** The staff label of each format. */
export const FEEDBACK_FORMAT_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  FEEDBACK_FORMATS.map((f) => [f.value, f.label]),
);
