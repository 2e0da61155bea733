/**
 * The accessibility statement's facts, each stated once: the standard the site is built and tested to, the day
 * the statement describes, the reply promise of the feedback form, and the formats a visitor may ask for. The
 * words around them are in the dictionaries (src/i18n/*\/accessibility.ts, staff's in src/i18n/en/admin.ts).
 */

/** The standard every public page is built and tested to. */
export const ACCESSIBILITY_STANDARD = { name: 'WCAG', version: '2.2', level: 'AA' } as const;

/** The day the statement describes the site as it was (YYYY-MM-DD): change it whenever the statement changes. */
export const STATEMENT_AS_OF = '2026-11-27';

/** Accessibility feedback is answered within this many business days (Monday to Friday, Eastern Time). */
export const FEEDBACK_REPLY_BUSINESS_DAYS = 2;
/** The time zone the business days are counted in. */
export const FEEDBACK_TIME_ZONE = 'America/Toronto';

/** The formats a visitor may ask for instead of a web page (their words: the dictionaries, and staff's in admin.ts). */
export const FEEDBACK_FORMATS = ['plain-text', 'large-print', 'audio', 'braille', 'other'] as const;
export type FeedbackFormat = (typeof FEEDBACK_FORMATS)[number];
export const FEEDBACK_FORMAT_VALUES = FEEDBACK_FORMATS as unknown as [FeedbackFormat, ...FeedbackFormat[]];
