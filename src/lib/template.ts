/**
 * Texts with values in them, for the islands: their texts reach the browser as JSON, where a function is lost, so
 * a text names its values in braces ('Step {step} of {total}') and plural forms are spelled out ({ one, other }).
 */
import { DEFAULT_LOCALE, isLocale, LOCALE_META } from '~/i18n/locales';

/** A text's {placeholders} filled in: fill('Step {step} of {total}', { step: 1, total: 7 }) → 'Step 1 of 7'. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** A text in its singular and plural forms. */
export type Plural = { one: string; other: string };

/** The form for `count` by the page's language's plural rule (French uses the singular for 0 and 1, English for 1 only). */
export function plural(forms: Plural, count: number, locale?: string): string {
  const intl = LOCALE_META[isLocale(locale) ? locale : DEFAULT_LOCALE].intl;
  return new Intl.PluralRules(intl).select(count) === 'one' ? forms.one : forms.other;
}
