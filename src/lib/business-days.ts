/** Counting business days (Monday to Friday) in a time zone, for reply promises. Public holidays are not known. */

/** The calendar day of `date` in `timeZone`, as a UTC midnight (so day arithmetic ignores daylight-saving time). */
function localDay(date: Date, timeZone: string): Date {
  const parts = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone })
    .formatToParts(date)
    .reduce<Record<string, string>>((out, p) => ({ ...out, [p.type]: p.value }), {});
  return new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)));
}

/**
 * The day ('YYYY-MM-DD') a reply promised within `days` business days of `from` is due, counted from the day it
 * arrived in `timeZone`: a message of a Friday, a Saturday or a Sunday promised in 2 business days is due on
 * Tuesday.
 */
export function businessDaysAfter(from: Date, days: number, timeZone: string): string {
  const day = localDay(from, timeZone);
  for (let left = days; left > 0;) {
    day.setUTCDate(day.getUTCDate() + 1);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return day.toISOString().slice(0, 10);
}

/** 'Tue, Dec 1, 2026': a 'YYYY-MM-DD' day as staff read it. */
export const formatDueDay = (day: string): string =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
