import { NEPAL_TIME_ZONE } from '@portal/shared';
import type { DayRange } from '../api/coverage-links-keys.ts';

/** en-CA writes a day as YYYY-MM-DD. */
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: NEPAL_TIME_ZONE });

/** The Nepal day of an instant (now by default), as the agenda keeps its days. */
export const nepalToday = (now = new Date()) => dayFormat.format(now);

/** The day `days` after `day` (before, when negative), on the calendar alone: no time zone can shift it. */
export function addDays(day: string, days: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** How far the picker moves at a time, and how far its first range reaches each side of today. */
export const RANGE_STEP_DAYS = 14;

/** A few weeks around today: where the picker starts, and where an item's links are looked up. */
export const rangeAround = (day = nepalToday()): DayRange => ({ from: addDays(day, -RANGE_STEP_DAYS), to: addDays(day, RANGE_STEP_DAYS) });

/** The range moved by `steps` steps (earlier when negative). */
export const shiftRange = (range: DayRange, steps: number): DayRange => ({
  from: addDays(range.from, steps * RANGE_STEP_DAYS),
  to: addDays(range.to, steps * RANGE_STEP_DAYS),
});
