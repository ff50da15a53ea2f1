import { describe, expect, it } from 'vitest';
import { formatClock, nepaliDayPart } from './nepali-clock.ts';

describe('formatClock', () => {
  it('writes English times on a 12-hour clock with AM and PM', () => {
    expect(formatClock(0, 5, 'en')).toBe('12:05 AM');
    expect(formatClock(9, 45, 'en')).toBe('9:45 AM');
    expect(formatClock(12, 0, 'en')).toBe('12:00 PM');
    expect(formatClock(23, 59, 'en')).toBe('11:59 PM');
  });

  it('writes Nepali times with the part of the day and Nepali digits, never AM or PM', () => {
    expect(formatClock(0, 30, 'ne')).toBe('राति १२:३०');
    expect(formatClock(4, 0, 'ne')).toBe('बिहान ४:००');
    expect(formatClock(9, 45, 'ne')).toBe('बिहान ९:४५');
    expect(formatClock(12, 0, 'ne')).toBe('दिउँसो १२:००');
    expect(formatClock(15, 59, 'ne')).toBe('दिउँसो ३:५९');
    expect(formatClock(16, 0, 'ne')).toBe('बेलुका ४:००');
    expect(formatClock(20, 15, 'ne')).toBe('राति ८:१५');
  });

  it('splits the day at 4, 12, 16 and 20 hours', () => {
    expect([3, 4, 11, 12, 15, 16, 19, 20, 23].map(nepaliDayPart)).toEqual([
      'राति',
      'बिहान',
      'बिहान',
      'दिउँसो',
      'दिउँसो',
      'बेलुका',
      'बेलुका',
      'राति',
      'राति',
    ]);
  });
});
