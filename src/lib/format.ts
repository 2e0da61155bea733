/** Formatting shared by the admin views (and anything else that shows dates or previews). */

/** The admin's message preview length, in characters. */
export const PREVIEW_LENGTH = 150;

/**
 * A calendar day as 'March 3, 2025' (articles, legal pages): formatted in UTC, so neither the build machine's
 * nor the visitor's time zone shifts it.
 */
export function formatDate(date: Date): string {
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

const dateTime = (timeZone?: string) =>
  new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone });

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

/** One CSV cell: formula starts neutralised with a leading apostrophe, quoted when it holds , " or a line break. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export type CsvColumn = { key: string; header: string };

/** RFC 4180 CSV (CRLF line ends) with a header row. */
export function toCsv(columns: readonly CsvColumn[], rows: readonly Record<string, unknown>[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(row[c.key])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
