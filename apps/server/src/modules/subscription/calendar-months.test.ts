import { describe, expect, it } from 'vitest';
import { addCalendarMonths } from './calendar-months.ts';

describe('addCalendarMonths', () => {
  it('keeps the day and the time of day', () => {
    expect(addCalendarMonths(new Date('2026-11-23T10:15:00Z'), 3).toISOString()).toBe('2027-02-23T10:15:00.000Z');
    expect(addCalendarMonths(new Date('2026-11-23T10:15:00Z'), 12).toISOString()).toBe('2027-11-23T10:15:00.000Z');
  });

  it('stops at the last day of a shorter month', () => {
    expect(addCalendarMonths(new Date('2027-01-31T00:00:00Z'), 1).toISOString()).toBe('2027-02-28T00:00:00.000Z');
    expect(addCalendarMonths(new Date('2028-01-31T00:00:00Z'), 1).toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(addCalendarMonths(new Date('2026-08-31T00:00:00Z'), 6).toISOString()).toBe('2027-02-28T00:00:00.000Z');
  });
});
