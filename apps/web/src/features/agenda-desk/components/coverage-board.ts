import type { StaffEvent } from '@portal/shared';
import { addDays, type NepalMoment, weekOf } from './agenda-days.ts';

export type BoardPeriod = 'today' | 'week';
export type BoardRow = {
  /** The coverage's id: unique across events. */
  id: number;
  event: Pick<StaffEvent, 'id' | 'title' | 'title_ne' | 'status'>;
  coverage: StaffEvent['coverages'][number];
  /** When it is expected: its own day, else its event's first day (Nepal days); its own time, else the event's start. */
  day: string;
  time: string | null;
};
export type Board = { due: BoardRow[]; late: BoardRow[]; delivered: BoardRow[] };

/** How far back the board looks for coverage still not delivered. */
export const LATE_LOOKBACK_DAYS = 14;

/** The Nepal days a period covers: today alone, or this week (Sunday to Saturday). */
export const periodDays = (period: BoardPeriod, today: string) => (period === 'today' ? { from: today, to: today } : weekOf(today));

/** The days the board asks the events of: the period, and the fortnight before it for what is late. */
export function boardRange(period: BoardPeriod, today: string) {
  const days = periodDays(period, today);
  return { from: addDays(days.from, -LATE_LOOKBACK_DAYS), to: days.to };
}

const byExpected = (a: BoardRow, b: BoardRow) =>
  a.day.localeCompare(b.day) || (a.time ?? '').localeCompare(b.time ?? '') || a.event.id - b.event.id || a.id - b.id;

/**
 * The coverages of `events` as the board groups them at `now`: Late (expected before now and neither delivered nor
 * cancelled), Due (expected later in the period, not delivered), Delivered (expected in the period). A coverage
 * without a time is late only once its day is over; a cancelled event's coverage is not waited for.
 */
export function groupCoverage(events: StaffEvent[], period: BoardPeriod, now: NepalMoment): Board {
  const days = periodDays(period, now.day);
  const board: Board = { due: [], late: [], delivered: [] };
  const seen = new Set<number>();
  for (const event of events) {
    for (const coverage of event.coverages) {
      // An event the list gave on two pages (a colleague's save moved it) counts once.
      if (seen.has(coverage.id) || coverage.state === 'cancelled') continue;
      seen.add(coverage.id);
      const day = coverage.expected_date ?? event.start_date;
      const time = coverage.expected_time ?? (coverage.expected_date ? null : event.start_time);
      const row: BoardRow = { id: coverage.id, event, coverage, day, time };
      const inPeriod = day >= days.from && day <= days.to;
      if (coverage.state === 'delivered') {
        if (inPeriod) board.delivered.push(row);
      } else if (event.status !== 'cancelled') {
        const late = day < now.day || (day === now.day && time !== null && time < now.time);
        if (late) board.late.push(row);
        else if (inPeriod) board.due.push(row);
      }
    }
  }
  board.due.sort(byExpected);
  board.late.sort(byExpected);
  board.delivered.sort(byExpected);
  return board;
}
