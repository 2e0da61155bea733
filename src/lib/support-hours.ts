/**
 * Whether the team is in (Monday to Friday, 9 to 5 in Toronto, from src/data/facts.ts) and when it is next in.
 * Public holidays are not known. Pure functions of a date, shared by the chat widget and the functions.
 */
import { SUPPORT_HOURS } from '~/data/facts';

type Wall = { year: number; month: number; day: number; weekday: number; hour: number; minute: number };

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The wall clock in `timeZone` at `date`. */
function wallClock(date: Date, timeZone: string): Wall {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
      hour: 'numeric',
      minute: 'numeric',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: WEEKDAYS.indexOf(parts.weekday),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

/** The instant a wall-clock time in `timeZone` names (daylight-saving changes happen at night, never at 9 AM). */
function instantOf(year: number, month: number, day: number, hour: number, timeZone: string): Date {
  const guess = Date.UTC(year, month - 1, day, hour);
  const w = wallClock(new Date(guess), timeZone);
  const offset = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) - guess;
  return new Date(guess - offset);
}

const isWorkday = (weekday: number) => (SUPPORT_HOURS.days as readonly number[]).includes(weekday);

/** True during support hours. */
export function isSupportOpen(now: Date): boolean {
  const w = wallClock(now, SUPPORT_HOURS.timeZone);
  return isWorkday(w.weekday) && w.hour >= SUPPORT_HOURS.open && w.hour < SUPPORT_HOURS.close;
}

/** When support hours next begin after `now` (`now` itself when it is exactly the opening time). */
export function nextSupportOpening(now: Date): Date {
  const tz = SUPPORT_HOURS.timeZone;
  const today = wallClock(now, tz);
  for (let ahead = 0; ahead <= 7; ahead += 1) {
    const day = new Date(Date.UTC(today.year, today.month - 1, today.day + ahead));
    if (!isWorkday(day.getUTCDay())) continue;
    const opening = instantOf(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), SUPPORT_HOURS.open, tz);
    if (opening.getTime() >= now.getTime()) return opening;
  }
  throw new Error('No support day in a week');
}
