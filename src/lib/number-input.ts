/**
 * Reading numbers that people type into the funding tools. Every field answers either a finite number or one
 * clear message for the field, so a result on screen is never NaN or Infinity.
 *
 * The page's language decides how a number is typed and shown: '100,000' and '9.5' in English; '100 000' and
 * '9,5' (or '9.5') in French, where the comma is the decimal mark and a space groups thousands.
 */
import { numberField } from '~/i18n/en/number-field';
import { formatMoney, formatNumber, formatPercent } from './format';
import { fill } from './template';

export type NumberRule = {
  min: number;
  max: number;
  /** Whether `min` itself is allowed (a rate of 0 % is; an amount of $0 is not). */
  minInclusive?: boolean;
  integer?: boolean;
  /** An empty field reads as this value instead of an error (optional fields such as a fee). */
  emptyAs?: number;
  /** How the limits read in messages: '$1' or '1 %'. */
  unit?: 'money' | 'percent' | 'plain';
};

export type Parsed = { ok: true; value: number } | { ok: false; error: string };

/**
 * What a number field says, in one language: English by default (src/i18n/en/number-field.ts); the islands pass
 * their page's texts (`calculator.number` of the tools' dictionary). Plain strings, since island props travel as
 * JSON: {min} and {max} are the limits, formatted in the page's language.
 */
export type NumberTexts = typeof numberField;

/** The English messages, as the calculators have always shown them. */
export const numberMessages = {
  required: numberField.required,
  notNumber: numberField.notNumber,
  negative: numberField.negative,
  whole: numberField.whole,
} as const;

/** The English texts of a number field (the defaults of parseNumber). */
export const numberTexts: NumberTexts = numberField;

/** How a value is read and what a refusal says: the page's language ('en' by default) and its texts. */
export type NumberOptions = { locale?: string; texts?: NumberTexts };

const show = (n: number, unit: NumberRule['unit'], locale?: string) =>
  unit === 'money'
    ? formatMoney(n, { cents: false, locale })
    : unit === 'percent'
      ? formatPercent(n, 2, locale)
      : formatNumber(n, 2, locale);

/** 'Please enter a number from $1 to $1,000,000,000' (or 'above 0%' when the minimum is excluded). */
export function rangeMessage(rule: NumberRule, { locale, texts = numberTexts }: NumberOptions = {}): string {
  const { min, max, minInclusive = true, unit = 'plain' } = rule;
  const limits = { min: show(min, unit, locale), max: show(max, unit, locale) };
  return fill(minInclusive ? texts.range : texts.above, limits);
}

// Digits with an optional decimal part; thousands separators, currency and percent signs are removed first.
const PLAIN_NUMBER = /^\d+(\.\d+)?$|^\.\d+$/;

/**
 * The typed text as a plain number ('100000', '9.5'): spaces (also non-breaking ones), '$' and '%' dropped. In
 * English a comma groups thousands; in French it is the decimal mark, and a point is read as one too.
 */
function clean(text: string, locale?: string): string {
  const bare = text.replace(/[\s\u00a0\u202f$%]/g, '');
  return locale === 'fr' ? bare.replace(/,/g, '.') : bare.replace(/,/g, '');
}

/** Parses a typed value ('$100,000', '9 %', '1.30'; in French '100 000 $', '9,5 %') against its rule. */
export function parseNumber(raw: string | null | undefined, rule: NumberRule, options: NumberOptions = {}): Parsed {
  const { locale, texts = numberTexts } = options;
  const text = (raw ?? '').trim();
  if (text === '') {
    return rule.emptyAs === undefined ? { ok: false, error: texts.required } : { ok: true, value: rule.emptyAs };
  }
  const cleaned = clean(text, locale);
  if (/^[-\u2212]/.test(cleaned) && PLAIN_NUMBER.test(cleaned.slice(1))) return { ok: false, error: texts.negative };
  if (!PLAIN_NUMBER.test(cleaned)) return { ok: false, error: texts.notNumber };
  const value = Number(cleaned);
  if (!Number.isFinite(value)) return { ok: false, error: texts.notNumber };
  if (rule.integer && !Number.isInteger(value)) return { ok: false, error: texts.whole };
  const { min, max, minInclusive = true } = rule;
  if (value > max || value < min || (!minInclusive && value === min))
    return { ok: false, error: rangeMessage(rule, options) };
  return { ok: true, value };
}

/**
 * Parses every field of a form. Answers the numbers when all are valid, otherwise a message per invalid field.
 */
export function parseFields<K extends string>(
  raw: Record<K, string>,
  rules: Record<K, NumberRule>,
  options: NumberOptions = {},
): { ok: true; values: Record<K, number> } | { ok: false; errors: Partial<Record<K, string>> } {
  const values = {} as Record<K, number>;
  const errors: Partial<Record<K, string>> = {};
  for (const key of Object.keys(rules) as K[]) {
    const parsed = parseNumber(raw[key], rules[key], options);
    if (parsed.ok) values[key] = parsed.value;
    else errors[key] = parsed.error;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, values };
}

/**
 * A number as a person would type it in the page's language, for a field's first value: English keeps the
 * plain digits ('100000', '1.3'); French groups thousands and uses the comma ('100 000', '1,3').
 */
export function inputNumber(value: number, locale?: string): string {
  return locale === 'fr' ? formatNumber(value, 10, locale) : String(value);
}
