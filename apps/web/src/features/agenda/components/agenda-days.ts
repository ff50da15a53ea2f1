import { NEPAL_TIME_ZONE } from '@portal/shared';

/** en-CA writes a day as YYYY-MM-DD. */
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: NEPAL_TIME_ZONE });

/** Today on the Nepal calendar (AD, `YYYY-MM-DD`), as the Agenda's days are kept. */
export const nepalToday = (now = new Date()) => dayFormat.format(now);

const parts = (day: string) => {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return [year, month, date] as const;
};

/** The day `days` after `day` (before, when negative), on the calendar alone: no time zone can shift it. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = parts(day);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The weekday of a day, 0 = Sunday (Aaitabar), the first day of the Nepali week. */
export function weekdayOf(day: string): number {
  const [year, month, date] = parts(day);
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay();
}

/** The week of a day, Sunday to Saturday as Nepal's calendars print it. */
export function weekOf(day: string): { from: string; to: string } {
  const from = addDays(day, -weekdayOf(day));
  return { from, to: addDays(from, 6) };
}

/** The seven days of the week that holds `day`. */
export const daysOfWeek = (day: string) => {
  const { from } = weekOf(day);
  return Array.from({ length: 7 }, (_, index) => addDays(from, index));
};

/** Whether an event (its first and last day) falls on `day`. */
export const isOnDay = (event: { start_date: string; end_date: string | null }, day: string) =>
  event.start_date <= day && (event.end_date ?? event.start_date) >= day;
