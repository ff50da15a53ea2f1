import { describe, expect, it } from 'vitest';
import { coverageOf, eventOf } from '../testing/fixtures.ts';
import { addDays, defaultRange, nepalNow, weekOf } from './agenda-days.ts';
import { boardRange, groupCoverage } from './coverage-board.ts';

describe('agenda days', () => {
  it('reads the Nepal day and time of an instant, 5:45 ahead of UTC', () => {
    expect(nepalNow(new Date('2026-05-28T18:30:00Z'))).toEqual({ day: '2026-05-29', time: '00:15' });
  });

  it('counts days on the calendar and weeks from Sunday', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    // 2026-05-29 is a Friday.
    expect(weekOf('2026-05-29')).toEqual({ from: '2026-05-24', to: '2026-05-30' });
    expect(defaultRange('2026-05-29')).toEqual({ from: '2026-05-29', to: '2026-06-28' });
    expect(boardRange('today', '2026-05-29')).toEqual({ from: '2026-05-15', to: '2026-05-29' });
  });
});

describe('groupCoverage', () => {
  const now = { day: '2026-05-29', time: '12:00' };
  const events = [
    eventOf({
      id: 1,
      start_date: '2026-05-29',
      start_time: '11:00',
      coverages: [
        // expected at the event's start, 11:00 today: late at noon
        coverageOf({ id: 1, kind: 'photos' }),
        coverageOf({ id: 2, kind: 'text', expected_time: '17:00' }),
        coverageOf({ id: 3, kind: 'video', state: 'delivered', delivered_item: { kind: 'video', id: 9, title: 'Floods in Terai' } }),
        coverageOf({ id: 4, kind: 'audio', state: 'cancelled' }),
      ],
    }),
    eventOf({
      id: 2,
      start_date: '2026-05-27',
      start_time: null,
      coverages: [coverageOf({ id: 5, kind: 'live', state: 'in_progress' })],
    }),
    eventOf({
      id: 3,
      start_date: '2026-05-30',
      start_time: null,
      coverages: [coverageOf({ id: 6, kind: 'text', expected_date: '2026-05-30' })],
    }),
    eventOf({ id: 4, status: 'cancelled', start_date: '2026-05-28', coverages: [coverageOf({ id: 7 })] }),
  ];

  it('sorts today’s coverage into late, due and delivered; cancelled coverage and cancelled events wait for nothing', () => {
    const board = groupCoverage(events, 'today', now);
    expect(board.late.map((row) => row.id)).toEqual([5, 1]);
    expect(board.due.map((row) => row.id)).toEqual([2]);
    expect(board.delivered.map((row) => row.id)).toEqual([3]);
    expect(board.due[0]).toMatchObject({ day: '2026-05-29', time: '17:00' });
  });

  it('takes the rest of the week into Due', () => {
    const board = groupCoverage(events, 'week', now);
    expect(board.due.map((row) => row.id)).toEqual([2, 6]);
  });

  it('holds a coverage without a time due until its day is over', () => {
    const board = groupCoverage([eventOf({ start_time: null, coverages: [coverageOf({ id: 8 })] })], 'today', {
      day: '2026-05-29',
      time: '23:59',
    });
    expect(board.due.map((row) => row.id)).toEqual([8]);
  });
});
