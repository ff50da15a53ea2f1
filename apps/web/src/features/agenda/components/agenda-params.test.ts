import { describe, expect, it } from 'vitest';
import { addDays, daysOfWeek, isOnDay, weekOf } from './agenda-days.ts';
import { readAgendaParams, toEventsFilters, writeAgendaParams } from './agenda-params.ts';

describe('the Agenda in the address', () => {
  it('reads the view, the day and every filter, and ignores what is malformed', () => {
    const params = readAgendaParams(
      new URLSearchParams('view=day&day=2026-05-29&q=budget&cat=3&kind=photos&status=postponed&watched=1&district=38&page=2'),
    );
    expect(params).toMatchObject({ view: 'day', day: '2026-05-29', query: 'budget', categoryId: 3, kind: 'photos', status: 'postponed' });
    expect(params.watched).toBe(true);
    expect(readAgendaParams(new URLSearchParams('view=month&day=29-05-2026&kind=poems&cat=x'))).toMatchObject({
      view: 'week',
      day: undefined,
      kind: undefined,
      categoryId: undefined,
    });
  });

  it('writes back what it read, with the defaults left out and keys of others kept', () => {
    const search = new URLSearchParams('view=list&past=1&page=3&q=flood&other=1');
    const written = writeAgendaParams(search, readAgendaParams(search));
    expect(Object.fromEntries(written)).toEqual({ view: 'list', past: '1', page: '3', q: 'flood', other: '1' });
    expect(writeAgendaParams(new URLSearchParams(), readAgendaParams(new URLSearchParams())).toString()).toBe('');
  });

  it('asks the server for the most precise place and the chosen filters', () => {
    const params = readAgendaParams(new URLSearchParams('province=4&district=38&q=%20budget%20&watched=1&kind=video'));
    expect(toEventsFilters(params)).toEqual({ district: 38, search: 'budget', watched: '1', coverage_kind: 'video' });
  });
});

describe('the Agenda’s days', () => {
  it('counts weeks from Sunday, as Nepal’s calendars print them', () => {
    expect(weekOf('2026-05-29')).toEqual({ from: '2026-05-24', to: '2026-05-30' });
    expect(daysOfWeek('2026-05-24')).toHaveLength(7);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('puts an event of several days on each of them', () => {
    const event = { start_date: '2026-05-28', end_date: '2026-05-30' };
    expect(['2026-05-27', '2026-05-28', '2026-05-30', '2026-05-31'].map((day) => isOnDay(event, day))).toEqual([false, true, true, false]);
  });
});
