import { MAX_OCCURRENCES, messages, type RecurrenceRule } from '@portal/shared';
import { ValidationError } from '../../lib/errors.ts';

const DAY_MS = 86_400_000;
/** A series reaches at most this far past its first day. */
const HORIZON_DAYS = 366;

const dayOf = (text: string) => Date.parse(`${text}T00:00:00Z`);
const textOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `day` moved by `days` (negative for back). */
export const shiftDay = (day: string, days: number) => textOf(dayOf(day) + days * DAY_MS);
/** Whole days from `from` to `to`. */
export const daysBetween = (from: string, to: string) => Math.round((dayOf(to) - dayOf(from)) / DAY_MS);

/** The candidate days of the rule from `start`, in order, without end: its own ends are applied by the caller. */
function* candidates(start: string, rule: RecurrenceRule): Generator<string> {
  const first = new Date(dayOf(start));
  if (rule.frequency === 'daily') {
    for (let step = 0; ; step += rule.interval) yield shiftDay(start, step);
  }
  if (rule.frequency === 'weekly') {
    const weekdays = rule.weekdays.length > 0 ? [...new Set(rule.weekdays)].sort() : [first.getUTCDay()];
    const sunday = shiftDay(start, -first.getUTCDay());
    for (let week = 0; ; week += rule.interval) {
      for (const weekday of weekdays) {
        const day = shiftDay(sunday, week * 7 + weekday);
        if (day >= start) yield day;
      }
    }
  }
  for (let month = 0; ; month += rule.interval) {
    const day = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + month, first.getUTCDate()));
    // A month without the start's day (the 31st in April) rolls over in Date.UTC: it is skipped.
    if (day.getUTCDate() === first.getUTCDate()) yield textOf(day.getTime());
  }
}

/**
 * The days of a series' occurrences, the start first (as RFC 5545 counts DTSTART), until `rule.until` or for
 * `rule.count`. Refused when that makes more than MAX_OCCURRENCES or reaches past a year: a longer series is planned
 * again next year, not made now.
 */
export function occurrenceDays(start: string, rule: RecurrenceRule): string[] {
  const days = [start];
  const horizon = shiftDay(start, HORIZON_DAYS);
  for (const day of candidates(start, rule)) {
    if (day === start) continue;
    if (rule.count !== null && days.length >= rule.count) break;
    if (rule.until !== null && day > rule.until) break;
    if (days.length >= MAX_OCCURRENCES || day > horizon) throw ValidationError.field('recurrence', messages.recurrenceTooLong);
    days.push(day);
  }
  return days;
}
