/**
 * Reading numbers that people type into the funding tools. Every field answers either a finite number or one
 * clear message for the field, so a result on screen is never NaN or Infinity.
 */
import { validation } from '~/i18n/en/validation';

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

export const numberMessages = {
  required: validation.required,
  notNumber: 'Please enter a number',
  negative: 'Please enter a number that is not negative',
  whole: 'Please enter a whole number',
} as const;

const show = (n: number, unit: NumberRule['unit']) => {
  const text = n.toLocaleString('en-US', { maximumFractionDigits: 2 });
  return unit === 'money' ? `$${text}` : unit === 'percent' ? `${text}%` : text;
};

/** 'Please enter a number from $1 to $1,000,000,000' (or 'more than 0%' when the minimum is excluded). */
export function rangeMessage(rule: NumberRule): string {
  const { min, max, minInclusive = true, unit = 'plain' } = rule;
  return minInclusive
    ? `Please enter a number from ${show(min, unit)} to ${show(max, unit)}`
    : `Please enter a number above ${show(min, unit)}, up to ${show(max, unit)}`;
}

// Digits with an optional decimal part; thousands separators, currency and percent signs are removed first.
const PLAIN_NUMBER = /^\d+(\.\d+)?$|^\.\d+$/;

/** Parses a typed value ('$100,000', '9 %', '1.30') against its rule. */
export function parseNumber(raw: string | null | undefined, rule: NumberRule): Parsed {
  const text = (raw ?? '').trim();
  if (text === '') {
    return rule.emptyAs === undefined
      ? { ok: false, error: numberMessages.required }
      : { ok: true, value: rule.emptyAs };
  }
  const cleaned = text.replace(/[\s,$%]/g, '');
  if (/^[-\u2212]/.test(cleaned) && PLAIN_NUMBER.test(cleaned.slice(1)))
    return { ok: false, error: numberMessages.negative };
  if (!PLAIN_NUMBER.test(cleaned)) return { ok: false, error: numberMessages.notNumber };
  const value = Number(cleaned);
  if (!Number.isFinite(value)) return { ok: false, error: numberMessages.notNumber };
  if (rule.integer && !Number.isInteger(value)) return { ok: false, error: numberMessages.whole };
  const { min, max, minInclusive = true } = rule;
  if (value > max || value < min || (!minInclusive && value === min)) return { ok: false, error: rangeMessage(rule) };
  return { ok: true, value };
}

/**
 * Parses every field of a form. Answers the numbers when all are valid, otherwise a message per invalid field.
 */
export function parseFields<K extends string>(
  raw: Record<K, string>,
  rules: Record<K, NumberRule>,
): { ok: true; values: Record<K, number> } | { ok: false; errors: Partial<Record<K, string>> } {
  const values = {} as Record<K, number>;
  const errors: Partial<Record<K, string>> = {};
  for (const key of Object.keys(rules) as K[]) {
    const parsed = parseNumber(raw[key], rules[key]);
    if (parsed.ok) values[key] = parsed.value;
    else errors[key] = parsed.error;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, values };
}
