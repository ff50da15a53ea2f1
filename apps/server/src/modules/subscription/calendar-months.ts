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
