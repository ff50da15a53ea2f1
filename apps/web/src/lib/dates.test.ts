import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberCalendar } from './calendar-choice.ts';
import { applyDateLocale, formatCardDate, formatDay, formatDayInBoth, formatFullDate, formatMonthDay, formatTime } from './dates.ts';
import { localDateTime } from './relative-time.ts';
import { changeLanguage } from './shell-text.ts';

// Noon in Kathmandu and in UTC alike falls on the same calendar day: 2083 Mangsir 12, a Saturday.
const NOON = '2026-11-28T12:00:00';

afterEach(async () => {
  rememberCalendar(null);
  await changeLanguage('en');
});

describe('applyDateLocale', () => {
  it('writes English months with Nepali day names by default, and Nepali in full for the Nepali UI', () => {
    const sunday = '2026-11-22';
    applyDateLocale('en');
    expect(dayjs(sunday).format('dddd, D MMMM YYYY')).toBe('आइतबार, 22 November 2026');
    applyDateLocale('ne');
    expect(dayjs(sunday).format('MMMM')).not.toBe('November');
  });
});

describe('dates in the reader’s calendar', () => {
  it('follows the language: AD in English, BS with Nepali digits in Nepali', async () => {
    expect(formatDay(NOON)).toBe('Nov 28, 2026');
    expect(formatCardDate(NOON)).toBe('Nov 28, 2026 12:00 PM');
    await changeLanguage('ne');
    expect(formatDay(NOON)).toBe('२०८३ मंसिर १२');
    expect(formatFullDate(NOON)).toBe('२०८३ मंसिर १२, शनिबार दिउँसो १२:००');
    expect(formatTime(NOON)).toBe('दिउँसो १२:००');
    expect(formatCardDate(NOON)).toBe('२०८३ मंसिर १२ दिउँसो १२:००');
    expect(formatMonthDay(NOON)).toBe('मंसिर १२');
  });

  it('keeps a chosen calendar whatever the language', async () => {
    rememberCalendar('bs');
    expect(formatDay(NOON)).toBe('12 Mangsir 2083');
    expect(formatFullDate(NOON)).toBe('12 Mangsir 2083, Saturday 12:00 PM');
    expect(formatMonthDay(NOON)).toBe('12 Mangsir');
    await changeLanguage('ne');
    rememberCalendar('ad');
    expect(formatDay(NOON)).not.toContain('मंसिर');
    expect(formatDay(NOON)).toContain('२०२६');
    expect(formatFullDate(NOON)).toMatch(/२०२६ दिउँसो १२:००$/);
  });

  it('tells the time of day in Nepali by the part of the day, never AM or PM', async () => {
    await changeLanguage('ne');
    expect(formatTime('2026-11-28T06:05:00')).toBe('बिहान ६:०५');
    expect(formatTime('2026-11-28T17:30:00')).toBe('बेलुका ५:३०');
    expect(formatTime('2026-11-28T23:45:00')).toBe('राति ११:४५');
    expect(formatTime('2026-11-28T00:10:00')).toBe('राति १२:१०');
    rememberCalendar('bs');
    await changeLanguage('en');
    expect(formatTime('2026-11-28T17:30:00')).toBe('5:30 PM');
  });

  it('remembers the choice in this browser', () => {
    rememberCalendar('bs');
    expect(localStorage.getItem('calendar')).toBe('bs');
    rememberCalendar(null);
    expect(localStorage.getItem('calendar')).toBeNull();
  });

  it('writes an invoice day in both calendars', async () => {
    expect(formatDayInBoth(NOON)).toBe('12 Mangsir 2083 (Nov 28, 2026)');
    await changeLanguage('ne');
    expect(formatDayInBoth(NOON)).toMatch(/^२०८३ मंसिर १२ \(.+ २८, २०२६\)$/);
  });

  it('shows days off the BS table in AD', async () => {
    await changeLanguage('ne');
    expect(formatDay('1900-01-15T12:00:00')).toContain('१९००');
  });

  it('writes tooltips of relative times in the calendar too', () => {
    expect(localDateTime(NOON, 'ne', 'bs')).toBe('२०८३ मंसिर १२, शनिबार, दिउँसो १२:००');
    expect(localDateTime(NOON, 'ne', 'ad')).toMatch(/२८, दिउँसो १२:००$/);
    expect(localDateTime(NOON, 'en', 'bs')).toMatch(/^12 Mangsir 2083, Saturday, 12:00/);
    expect(localDateTime(NOON, 'en', 'ad')).toMatch(/Nov 28, 2026/);
  });
});
