import { describe, expect, it } from 'vitest';
import { nextPeriodStart, type PeriodCount, periodStart, periodTotals, sumPeriods } from './period-counts.ts';

const month = (iso: string) => Date.parse(`${iso}-01T00:00:00Z`);
const ROWS: PeriodCount[] = [
  { period: month('2026-01'), languageId: 1, categoryIds: [1], items: 5 },
  { period: month('2026-01'), languageId: 2, categoryIds: [1, 2], items: 7 },
  { period: month('2026-02'), languageId: 1, categoryIds: [], items: 11 },
  { period: month('2026-03'), languageId: 1, categoryIds: [2, 3], items: 13 },
  { period: month('2026-03'), languageId: 2, categoryIds: [3], items: 17 },
  { period: month('2026-05'), languageId: 2, categoryIds: [1], items: 19 },
];
const COUNTS = periodTotals(ROWS);
const at = (iso: string) => new Date(`${iso}-01T00:00:00Z`);

describe('sumPeriods', () => {
  it('sums the periods from `from` up to, not including, `until`', () => {
    expect(sumPeriods(COUNTS, { until: at('2026-06') })).toBe(72);
    expect(sumPeriods(COUNTS, { from: at('2026-02'), until: at('2026-05') })).toBe(41);
    expect(sumPeriods(COUNTS, { from: at('2026-04'), until: at('2026-05') })).toBe(0);
    expect(sumPeriods(COUNTS, { from: at('2026-06'), until: at('2027-01') })).toBe(0);
    expect(sumPeriods(periodTotals([]), { until: at('2026-06') })).toBe(0);
  });

  it('takes bounds between the periods that hold items', () => {
    expect(sumPeriods(COUNTS, { from: new Date('2026-02-09T00:00:00Z'), until: new Date('2026-03-09T00:00:00Z') })).toBe(30);
    expect(sumPeriods(COUNTS, { from: new Date('2025-12-25T00:00:00Z'), until: new Date('2026-01-09T00:00:00Z') })).toBe(12);
    expect(sumPeriods(COUNTS, { from: at('2026-03'), until: at('2026-03') })).toBe(0);
    expect(sumPeriods(COUNTS, { from: at('2026-05'), until: at('2026-03') })).toBe(0);
  });

  it('keeps a language, and items with any of the categories asked, each group once', () => {
    expect(sumPeriods(COUNTS, { until: at('2026-06'), languageId: 2 })).toBe(43);
    expect(sumPeriods(COUNTS, { until: at('2026-06'), categoryIds: [1, 3] })).toBe(61);
    expect(sumPeriods(COUNTS, { from: at('2026-01'), until: at('2026-04'), languageId: 1, categoryIds: [2] })).toBe(13);
  });
});

describe('periods', () => {
  const iso = (date: Date) => date.toISOString();
  it('split each UTC month at its 1st, 9th, 17th and 25th', () => {
    expect(iso(periodStart(new Date('2026-02-08T23:59:59.999Z')))).toBe('2026-02-01T00:00:00.000Z');
    expect(iso(periodStart(new Date('2026-02-09T00:00:00Z')))).toBe('2026-02-09T00:00:00.000Z');
    expect(iso(periodStart(new Date('2026-02-24T18:15:00Z')))).toBe('2026-02-17T00:00:00.000Z');
    expect(iso(periodStart(new Date('2026-02-28T12:00:00Z')))).toBe('2026-02-25T00:00:00.000Z');
    expect(iso(nextPeriodStart(new Date('2026-02-01T00:00:00Z')))).toBe('2026-02-09T00:00:00.000Z');
    expect(iso(nextPeriodStart(new Date('2026-02-20T00:00:00Z')))).toBe('2026-02-25T00:00:00.000Z');
    expect(iso(nextPeriodStart(new Date('2026-12-31T23:59:00Z')))).toBe('2027-01-01T00:00:00.000Z');
  });
});
