import { NEPAL_TIME_ZONE } from '@portal/shared';

/** A Nepal calendar day (`YYYY-MM-DD`, AD) and a Nepal time of day (`HH:MM`), as the agenda stores them. */
export type NepalMoment = { day: string; time: string };

/** en-CA writes a day as YYYY-MM-DD; en-GB with hourCycle h23 writes the time as HH:MM. */
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: NEPAL_TIME_ZONE });
const timeFormat = new Intl.DateTimeFormat('en-GB', { timeZone: NEPAL_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The Nepal day and time of an instant (now by default), as the agenda's dates and times are kept. */
export const nepalNow = (now = new Date()): NepalMoment => ({ day: dayFormat.format(now), time: timeFormat.format(now) });

/** The day `days` after `day` (before, when negative), on the calendar alone: no time zone can shift it. */
export function addDays(day: string, days: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The weekday of a day, 0 = Sunday (Aaitabar), the first day of the Nepali week. */
export function weekdayOf(day: string): number {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay();
}

/** The week of a day, Sunday to Saturday as Nepal's calendars print it. */
export function weekOf(day: string): { from: string; to: string } {
  const from = addDays(day, -weekdayOf(day));
  return { from, to: addDays(from, 6) };
}

/** How many days the events list shows from today when no range is chosen: today and the next 30 days. */
export const DEFAULT_RANGE_DAYS = 30;

export const defaultRange = (today = nepalNow().day) => ({ from: today, to: addDays(today, DEFAULT_RANGE_DAYS) });
