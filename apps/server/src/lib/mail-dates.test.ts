import { describe, expect, it } from 'vitest';
import { formatMailTime } from './mail-dates.ts';

// 23:00 UTC on 27 November is 4:45 AM on the 28th in Kathmandu: 2083 Mangsir 12, a Saturday.
const LATE_EVENING_UTC = new Date('2026-11-27T23:00:00Z');

describe('formatMailTime', () => {
  it('writes the Nepal day in the reader’s calendar, or their language’s when they chose none', () => {
    expect(formatMailTime(LATE_EVENING_UTC, { calendar: null, locale: 'ne' })).toBe('२०८३ मंसिर १२, शनिबार, ४:४५ AM');
    expect(formatMailTime(LATE_EVENING_UTC, { calendar: null, locale: 'en' })).toBe('Nov 28, 2026, 4:45 AM');
    expect(formatMailTime(LATE_EVENING_UTC, { calendar: 'bs', locale: 'en' })).toBe('12 Mangsir 2083, Saturday, 4:45 AM');
    expect(formatMailTime(LATE_EVENING_UTC, { calendar: 'ad', locale: 'ne' })).toBe('Nov २८, २०२६, ४:४५ AM');
  });
});
