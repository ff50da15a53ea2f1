import type { RecurrenceRule } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../lib/errors.ts';
import { occurrenceDays } from './recurrence.ts';

const rule = (fields: Partial<RecurrenceRule>): RecurrenceRule => ({
  frequency: 'weekly',
  interval: 1,
  weekdays: [],
  until: null,
  count: null,
  ...fields,
});

describe('occurrenceDays', () => {
  it('repeats daily by the interval for the count, the start counted first', () => {
    expect(occurrenceDays('2026-12-30', rule({ frequency: 'daily', interval: 2, count: 3 }))).toEqual([
      '2026-12-30',
      '2027-01-01',
      '2027-01-03',
    ]);
  });

  it('repeats weekly on the weekdays named until the last day, which is included', () => {
    // 2026-12-01 is a Tuesday; parliament sits on Tuesdays and Thursdays.
    expect(occurrenceDays('2026-12-01', rule({ weekdays: [4, 2], until: '2026-12-10' }))).toEqual([
      '2026-12-01',
      '2026-12-03',
      '2026-12-08',
      '2026-12-10',
    ]);
  });

  it('repeats weekly on the start’s weekday every other week when none is named', () => {
    expect(occurrenceDays('2026-12-01', rule({ interval: 2, count: 3 }))).toEqual(['2026-12-01', '2026-12-15', '2026-12-29']);
  });

  it('counts the start even when the rule’s weekdays leave it out, as RFC 5545 counts DTSTART', () => {
    expect(occurrenceDays('2026-12-01', rule({ weekdays: [5], count: 2 }))).toEqual(['2026-12-01', '2026-12-04']);
  });

  it('repeats monthly on the start’s day and skips a month without it', () => {
    expect(occurrenceDays('2027-01-31', rule({ frequency: 'monthly', count: 3 }))).toEqual(['2027-01-31', '2027-03-31', '2027-05-31']);
  });

  it('refuses a series of more than 100 occurrences or past a year, on the recurrence field', () => {
    const tooMany = () => occurrenceDays('2026-12-01', rule({ frequency: 'daily', until: '2027-06-01' }));
    expect(tooMany).toThrow(ValidationError);
    expect(() => occurrenceDays('2026-12-01', rule({ frequency: 'monthly', until: '2028-12-01' }))).toThrow(
      /at most 100 occurrences within a year/,
    );
    expect(occurrenceDays('2026-12-01', rule({ frequency: 'weekly', until: '2027-12-01' }))).toHaveLength(53);
  });
});
