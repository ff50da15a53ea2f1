import { describe, expect, it } from 'vitest';
import { formatReaderTime } from './reader-dates.ts';

// 23:00 UTC on 27 November is 4:45 AM on the 28th in Kathmandu: 2083 Mangsir 12, a Saturday.
const LATE_EVENING_UTC = new Date('2026-11-27T23:00:00Z');

describe('formatReaderTime', () => {
  it('writes the Nepal day in the reader’s calendar, or their language’s when they chose none', () => {
    expect(formatReaderTime(LATE_EVENING_UTC, { calendar: null, locale: 'ne' })).toBe('२०८३ मंसिर १२, शनिबार, बिहान ४:४५');
    expect(formatReaderTime(LATE_EVENING_UTC, { calendar: null, locale: 'en' })).toBe('Nov 28, 2026, 4:45 AM');
    expect(formatReaderTime(LATE_EVENING_UTC, { calendar: 'bs', locale: 'en' })).toBe('12 Mangsir 2083, Saturday, 4:45 AM');
    expect(formatReaderTime(LATE_EVENING_UTC, { calendar: 'ad', locale: 'ne' })).toBe('Nov २८, २०२६, बिहान ४:४५');
  });

  it('tells Nepali readers the part of the day of the Nepal clock, never AM or PM', () => {
    const reader = { calendar: null, locale: 'ne' } as const;
    expect(formatReaderTime(new Date('2026-11-28T08:15:00Z'), reader)).toBe('२०८३ मंसिर १२, शनिबार, दिउँसो २:००');
    expect(formatReaderTime(new Date('2026-11-28T11:15:00Z'), reader)).toBe('२०८३ मंसिर १२, शनिबार, बेलुका ५:००');
    expect(formatReaderTime(new Date('2026-11-28T17:45:00Z'), reader)).toBe('२०८३ मंसिर १२, शनिबार, राति ११:३०');
    expect(formatReaderTime(new Date('2026-11-28T18:30:00Z'), reader)).toBe('२०८३ मंसिर १३, आइतबार, राति १२:१५');
  });

  it('writes a day off the Bikram Sambat table in AD', () => {
    expect(formatReaderTime(new Date('1900-01-01T06:15:00Z'), { calendar: 'bs', locale: 'en' })).toBe('Jan 1, 1900, 12:00 PM');
  });
});
