const DAY_MS = 86_400_000;

export type Term = { unit: 'month' | 'day'; count: number };

/** When a subscription of `term` that starts at `start` ends: calendar months, or whole days for a trial. */
export const endOfTerm = (start: Date, term: Term) =>
  term.unit === 'month' ? addCalendarMonths(start, term.count) : new Date(start.getTime() + term.count * DAY_MS);

/**
 * The same day of the month `months` later, or the month's last day when it is shorter
 * (31 January + 1 month = 28 or 29 February), at the same time of day.
 */
export function addCalendarMonths(from: Date, months: number): Date {
  const target = new Date(from);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return target;
}
