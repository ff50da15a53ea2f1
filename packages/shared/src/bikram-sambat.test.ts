import { describe, expect, it } from 'vitest';
import {
  adDaysOfBsMonth,
  adDaysOfBsPeriod,
  adFromBs,
  BS_FIRST_YEAR,
  BS_LAST_YEAR,
  bsFromAd,
  bsPeriodKey,
  daysInBsMonth,
  formatBsDate,
  formatBsMonth,
  fromNepaliDigits,
  parseBsDay,
  parseBsMonth,
  parseBsPeriod,
  toNepaliDigits,
  weekdayOf,
} from './bikram-sambat.ts';
import { contentFilters } from './content.schema.ts';
import { messages } from './messages.ts';

/** New Year's days and national days as Nepal's published calendars give them. */
const PUBLISHED_DAYS: [bs: string, ad: string][] = [
  ['2000-01-01', '1943-04-14'],
  ['2007-11-07', '1951-02-18'], // Democracy Day
  ['2063-01-11', '2006-04-24'], // Loktantra Day
  ['2065-02-15', '2008-05-28'], // Republic Day
  ['2072-06-03', '2015-09-20'], // the Constitution
  ['2077-01-01', '2020-04-13'],
  ['2080-01-01', '2023-04-14'],
  ['2081-01-01', '2024-04-13'],
  ['2082-01-01', '2025-04-14'],
  ['2082-06-16', '2025-10-02'], // Vijaya Dashami,
  ['2083-01-01', '2026-04-14'],
];

const bs = (key: string) => {
  const [year = 0, month = 0, day = 0] = key.split('-').map(Number);
  return { year, month, day };
};

describe('Bikram Sambat conversion', () => {
  it.each(PUBLISHED_DAYS)('%s BS is %s AD, both ways', (bsDay, adDay) => {
    expect(adFromBs(bs(bsDay))).toBe(adDay);
    expect(bsFromAd(adDay)).toEqual(bs(bsDay));
  });

  it('gives the month lengths of published years', () => {
    const lengths = (year: number) => Array.from({ length: 12 }, (_, index) => daysInBsMonth(year, index + 1));
    expect(lengths(2000)).toEqual([30, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31]);
    expect(lengths(2079)).toEqual([31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30]);
    expect(lengths(2081)).toEqual([31, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31]);
    expect(lengths(2082)).toEqual([31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30]);
    expect(lengths(2083)).toEqual([31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30]);
  });

  it('goes round every day of BS 2000–2100 and counts the days without a gap', () => {
    let adDay = '1943-04-14';
    let days = 0;
    for (let year = BS_FIRST_YEAR; year <= BS_LAST_YEAR; year++) {
      for (let month = 1; month <= 12; month++) {
        for (let day = 1; day <= daysInBsMonth(year, month); day++) {
          expect(adFromBs({ year, month, day })).toBe(adDay);
          expect(bsFromAd(adDay)).toEqual({ year, month, day });
          adDay = new Date(Date.parse(`${adDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
          days++;
        }
      }
    }
    expect(days).toBeGreaterThan(36_800);
  });

  it('refuses days outside the table and days that do not exist', () => {
    expect(() => bsFromAd('1943-04-13')).toThrow(RangeError);
    expect(() => bsFromAd(adFromBs({ year: 2101, month: 1, day: 1 }))).toThrow(RangeError);
    expect(() => adFromBs({ year: 1999, month: 12, day: 30 })).toThrow(RangeError);
    expect(() => adFromBs({ year: 2101, month: 1, day: 1 })).toThrow(RangeError);
    expect(() => adFromBs({ year: 2082, month: 13, day: 1 })).toThrow(RangeError);
    expect(() => adFromBs({ year: 2082, month: 3, day: 33 })).toThrow(RangeError);
    expect(() => adFromBs({ year: 2082, month: 8, day: 30 })).toThrow(RangeError);
    expect(() => adFromBs({ year: 2082, month: 1, day: 0 })).toThrow(RangeError);
    expect(() => bsFromAd('2025-02-30')).toThrow(RangeError);
    expect(() => bsFromAd('not a day')).toThrow(RangeError);
  });

  it('gives a BS month as its AD days', () => {
    expect(adDaysOfBsMonth(2083, 8)).toEqual({ from: '2026-11-17', to: '2026-12-15' });
  });
});

describe('reading and writing BS days', () => {
  it('writes Nepali digits and reads them back', () => {
    expect(toNepaliDigits('2083-08-12')).toBe('२०८३-०८-१२');
    expect(fromNepaliDigits('२०८३-०८-१२')).toBe('2083-08-12');
  });

  it('reads BS days and months in either digits, and refuses what is no day', () => {
    expect(parseBsDay('२०८३-०८-१२')).toEqual({ year: 2083, month: 8, day: 12 });
    expect(parseBsDay('2083-8-12')).toEqual({ year: 2083, month: 8, day: 12 });
    expect(parseBsDay('2082-08-30')).toBeNull();
    expect(parseBsDay('2101-01-01')).toBeNull();
    expect(parseBsMonth('2083-08')).toEqual({ year: 2083, month: 8 });
    expect(parseBsMonth('2083-13')).toBeNull();
  });

  it('reads a BS month or a whole BS year as the date filters carry them, and gives a year’s days', () => {
    expect(parseBsPeriod('2083-08')).toEqual({ year: 2083, month: 8 });
    expect(parseBsPeriod('२०८३')).toEqual({ year: 2083 });
    expect(parseBsPeriod('2101')).toBeNull();
    expect(parseBsPeriod('83')).toBeNull();
    expect(bsPeriodKey({ year: 2083 })).toBe('2083');
    expect(bsPeriodKey({ year: 2083, month: 8 })).toBe('2083-08');
    expect(adDaysOfBsPeriod({ year: 2083 })).toEqual({ from: '2026-04-14', to: '2027-04-13' });
    expect(adDaysOfBsPeriod({ year: 2083, month: 8 })).toEqual({ from: '2026-11-17', to: '2026-12-15' });
  });

  it('writes a day with month name and weekday in both languages', () => {
    const day = { year: 2083, month: 8, day: 12 };
    expect(weekdayOf(day)).toBe(6);
    expect(formatBsDate(day, 'ne')).toBe('२०८३ मंसिर १२, शनिबार');
    expect(formatBsDate(day, 'en')).toBe('12 Mangsir 2083, Saturday');
    expect(formatBsDate(day, 'en', { weekday: false })).toBe('12 Mangsir 2083');
    expect(formatBsMonth(2083, 8, 'ne')).toBe('मंसिर २०८३');
  });
});

describe('the BS month filter of a content list', () => {
  it('takes a month or a year of the table and refuses anything else with a clear message', () => {
    expect(contentFilters.parse({ bs_month: '2083-08' })).toEqual({ bs_month: '2083-08' });
    expect(contentFilters.parse({ bs_month: '2083' })).toEqual({ bs_month: '2083' });
    for (const bad of ['2083-13', '2101-01', '1999-12', '1999', '2101', 'मंसिर', '2083-08-01']) {
      const parsed = contentFilters.safeParse({ bs_month: bad });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(messages.bsMonthInvalid);
    }
  });
});
