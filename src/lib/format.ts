// cspell:locale en,fr -- French examples of the dates it writes.
/** Formatting shared by the admin views (and anything else that shows dates or previews). */
import { DEFAULT_LOCALE, isLocale, LOCALE_META } from '~/i18n/locales';
import type { CsvColumn } from '~/types';

export type { CsvColumn };

/** The admin's message preview length, in characters. */
export const PREVIEW_LENGTH = 150;

/**
 * A calendar day as 'March 3, 2025' ('3 mars 2025' with fr-CA; articles, legal pages): formatted in UTC, so
 * neither the build machine's nor the visitor's time zone shifts it.
 */
export function formatDate(date: Date, intlLocale = 'en-US'): string {
  const text = date.toLocaleDateString(intlLocale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  // French writes the first of the month as an ordinal (« 1er mars 2025 »), which Intl does not.
  return intlLocale.startsWith('fr') ? text.replace(/^1 /, '1er ') : text;
}

const dateTime = (timeZone?: string) =>
  new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });

/**
 * A submission time in en-US with year, short month, day, hour and minute ('Nov 22, 2026, 3:05 PM'),
 * or 'Unknown' when the value is missing or not a date. `timeZone` defaults to the viewer's own.
 */
export function formatDateTime(value: unknown, timeZone?: string): string {
  if (value === null || value === undefined || value === '') return 'Unknown';
  if (typeof value !== 'string' && typeof value !== 'number' && !(value instanceof Date)) return 'Unknown';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return 'Unknown';
  return dateTime(timeZone).format(date);
}

/**
 * Cuts text to `max` characters plus '...' when longer. Counts code points, so an emoji or another
 * astral character is never split in half.
 */
export function truncate(text: string, max = PREVIEW_LENGTH): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}...`;
}

export function isTruncated(text: string, max = PREVIEW_LENGTH): boolean {
  return Array.from(text).length > max;
}

// Spreadsheets run a cell starting with these as a formula (OWASP CSV injection), fullwidth forms included.
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

const isPrimitiveList = (value: unknown): value is (string | number | boolean)[] =>
  Array.isArray(value) && value.every((v) => ['string', 'number', 'boolean'].includes(typeof v));

/**
 * One CSV cell: formula starts neutralized with a leading apostrophe, quoted when it holds , " or a line break.
 * A list of plain values reads as 'a; b' (what a person expects in a spreadsheet); other objects as JSON.
 */
export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined
      ? ''
      : typeof value === 'string'
        ? value
        : isPrimitiveList(value)
          ? value.join('; ')
          : typeof value === 'object'
            ? JSON.stringify(value)
            : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV lines (each ending in CRLF) for rows, without the header: lets an export be built page by page. */
export function csvRows(columns: readonly CsvColumn[], rows: readonly Record<string, unknown>[]): string {
  return rows.map((row) => `${columns.map((c) => csvCell(row[c.key])).join(',')}\r\n`).join('');
}

/** RFC 4180 CSV (CRLF line ends) with a header row. */
export function toCsv(columns: readonly CsvColumn[], rows: readonly Record<string, unknown>[]): string {
  return `${columns.map((c) => csvCell(c.header)).join(',')}\r\n${csvRows(columns, rows)}`;
}

/** The Intl locale of a site language ('fr' → 'fr-CA'); anything else is English ('en-US'). */
const intlOf = (locale?: string): string => LOCALE_META[isLocale(locale) ? locale : DEFAULT_LOCALE].intl;

const moneyFormats = new Map<string, Intl.NumberFormat>();
/** One formatter per Intl locale and precision. `narrowSymbol` keeps '$' alone ('3 179,97 $', not '$ US'). */
function moneyFormat(locale: string | undefined, cents: boolean): Intl.NumberFormat {
  const key = `${intlOf(locale)}|${cents}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlOf(locale), {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
      ...(cents ? { minimumFractionDigits: 2, maximumFractionDigits: 2 } : { maximumFractionDigits: 0 }),
    });
    moneyFormats.set(key, format);
  }
  return format;
}

/**
 * A dollar amount for people in the page's language ('$3,179.97', in French '3 179,97 $'; `{ cents: false }`
 * gives '$65,000'). Canadian and US dollars share the sign, so no currency code is shown. A value that is not a
 * finite number shows as '—', never NaN.
 */
export function formatMoney(
  value: number,
  { cents = true, locale }: { cents?: boolean; locale?: string } = {},
): string {
  if (!Number.isFinite(value)) return '—';
  // -0 (a rounded tiny negative) would read '-$0.00'.
  const clean = Object.is(Math.round(value * 100) / 100, -0) ? 0 : value;
  return moneyFormat(locale, cents).format(clean);
}

// The short amounts ('$5M', « 5 M$ », « 250 000 $ ») are written in src/i18n/money.ts, below lib, so the French
// dictionaries use the same formatter.
export { formatCompactMoney } from '~/i18n/money';

/**
 * Where the dollar sign goes in an amount box of the page's language, as Intl writes amounts: before the number
 * in English ('$ 100000'), after it in French ('100 000 $').
 */
export function currencyAffix(locale?: string): { prefix?: string; suffix?: string } {
  const parts = moneyFormat(locale, false).formatToParts(1);
  const sign = parts.find((p) => p.type === 'currency')?.value ?? '$';
  const before = parts.findIndex((p) => p.type === 'currency') < parts.findIndex((p) => p.type === 'integer');
  return before ? { prefix: sign } : { suffix: sign };
}

/** A number in the page's language with up to `digits` decimals ('1,000.5', in French '1 000,5'). */
export function formatNumber(value: number, digits = 0, locale?: string): string {
  return value.toLocaleString(intlOf(locale), { minimumFractionDigits: 0, maximumFractionDigits: digits });
}

/** A whole number of years in words ('2 years', in French '2 ans'). */
export function formatYears(years: number, locale?: string): string {
  return new Intl.NumberFormat(intlOf(locale), { style: 'unit', unit: 'year', unitDisplay: 'long' }).format(years);
}

/** A percentage with up to `digits` decimals ('10.4%', in French '10,4 %'); '—' when not a finite number. */
export function formatPercent(value: number, digits = 1, locale?: string): string {
  if (!Number.isFinite(value)) return '—';
  if (intlOf(locale) === LOCALE_META.en.intl) return `${formatNumber(value, digits, locale)}%`;
  return new Intl.NumberFormat(intlOf(locale), {
    style: 'percent',
    minimumFractionDigits: 0,
    maximumFractionDigits: digits,
  }).format(value / 100);
}

/** The calendar day of `date` in `timeZone` as a UTC midnight, so two days compare by whole days. */
function dayNumber(date: Date, timeZone?: string): number {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' })
      .formatToParts(date)
      .map((x) => [x.type, x.value]),
  );
  return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day)) / 86_400_000;
}

/**
 * When something happens, as a visitor reads it in their own time zone: 'today at 9:00 AM EST', 'tomorrow at
 * 6:00 AM PST', 'Monday at 9:00 AM EST'; in French « aujourd’hui à 9 h (HNE) », « lundi à 9 h (HNE) » (OQLF:
 * no minutes on the hour).
 */
export function formatWhen(when: Date, now: Date, locale: 'en' | 'fr', timeZone?: string): string {
  const intl = locale === 'fr' ? 'fr-CA' : 'en-US';
  const days = dayNumber(when, timeZone) - dayNumber(now, timeZone);
  const day =
    days <= 1
      ? new Intl.RelativeTimeFormat(intl, { numeric: 'auto' }).format(days, 'day')
      : new Intl.DateTimeFormat(intl, { weekday: 'long', timeZone }).format(when);
  const parts = new Intl.DateTimeFormat(intl, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).formatToParts(when);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const zone = part('timeZoneName');
  if (locale === 'fr') {
    const minute = part('minute');
    const time = `${Number(part('hour'))}\u00a0h${minute === '00' ? '' : `\u00a0${minute}`}`;
    return `${day} à ${time} (${zone})`;
  }
  const time = parts
    .filter((p) => p.type !== 'timeZoneName')
    .map((p) => p.value)
    .join('')
    .trim();
  return `${day} at ${time} ${zone}`;
}
