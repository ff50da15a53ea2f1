import { describe, expect, it } from 'vitest';
import { filterRange, formatNepalTime, presetDays } from './nepal-dates.ts';

// 2026-11-22 23:00 UTC is already 2026-11-23 04:45 in Kathmandu.
const lateEvening = new Date('2026-11-22T23:00:00Z');

describe('Nepal calendar days', () => {
  it('resolve every preset from the Nepal date, not the UTC one', () => {
    expect(presetDays('today', lateEvening)).toEqual(['2026-11-23', '2026-11-23']);
    expect(presetDays('yesterday', lateEvening)).toEqual(['2026-11-22', '2026-11-22']);
    expect(presetDays('last_7_days', lateEvening)).toEqual(['2026-11-17', '2026-11-23']);
    expect(presetDays('last_14_days', lateEvening)).toEqual(['2026-11-10', '2026-11-23']);
    expect(presetDays('last_30_days', lateEvening)).toEqual(['2026-10-25', '2026-11-23']);
    expect(presetDays('this_month', lateEvening)).toEqual(['2026-11-01', '2026-11-23']);
    expect(presetDays('this_year', lateEvening)).toEqual(['2026-01-01', '2026-11-23']);
  });

  it('turn days into instants at Nepal midnight, the end exclusive', () => {
    expect(filterRange({ date_from: '2026-11-01', date_to: '2026-11-02' }, lateEvening)).toEqual({
      from: new Date('2026-10-31T18:15:00Z'),
      until: new Date('2026-11-02T18:15:00Z'),
    });
    expect(filterRange({}, lateEvening)).toEqual({});
    expect(filterRange({ date_preset: 'today', date_from: '2020-01-01' }, lateEvening).from).toEqual(new Date('2026-11-22T18:15:00Z'));
  });

  it('turn a Bikram Sambat month into its days, and let a preset win over it', () => {
    // Mangsir 2083 runs from 17 November to 15 December 2026.
    expect(filterRange({ bs_month: '2083-08' }, lateEvening)).toEqual({
      from: new Date('2026-11-16T18:15:00Z'),
      until: new Date('2026-12-15T18:15:00Z'),
    });
    expect(filterRange({ bs_month: '2083-08', date_preset: 'today' }, lateEvening).from).toEqual(new Date('2026-11-22T18:15:00Z'));
  });

  it('turn a whole Bikram Sambat year into its days, 1 Baishakh to the end of Chaitra', () => {
    expect(filterRange({ bs_month: '2083' }, lateEvening)).toEqual({
      from: new Date('2026-04-13T18:15:00Z'),
      until: new Date('2027-04-13T18:15:00Z'),
    });
  });

  it('format in Nepal time', () => {
    expect(formatNepalTime(lateEvening)).toBe('Nov 23, 2026, 4:45 AM');
  });
});
