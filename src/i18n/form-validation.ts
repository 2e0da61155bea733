/**
 * The validation texts a form island receives as a prop. Island props travel to the browser as JSON, where a
 * function is lost: `tooLong` is therefore spelled out for the lengths the forms check (`tooLong:5000` then finds
 * its text by key, as `choose:country` does), and the texts only the pre-qualification uses are left out.
 */
import type { validation } from './en/validation';

type ValidationTexts = typeof validation;

/** The text lengths the contact and partnership schemas check (src/lib/schemas.ts `limits`). */
export const FORM_TEXT_LIMITS = ['40', '100', '200', '254', '5000'] as const;

export type FormValidationTexts = Omit<ValidationTexts, 'tooLong' | 'prequalAmount'> & {
  tooLong: Record<string, string>;
};

/** One language's validation texts, with nothing that JSON cannot carry. */
export function formValidation(
  texts: ValidationTexts,
  lengths: readonly string[] = FORM_TEXT_LIMITS,
): FormValidationTexts {
  const { tooLong, prequalAmount: _prequalOnly, ...rest } = texts;
  return { ...rest, tooLong: Object.fromEntries(lengths.map((n) => [n, tooLong(n)])) };
}
