import { describe, expect, it } from 'vitest';
import { type MonthCount, sumMonths } from './month-counts.ts';

const month = (iso: string) => Date.parse(`${iso}-01T00:00:00Z`);
const COUNTS: MonthCount[] = [
  { month: month('2026-01'), languageId: 1, categoryIds: [1], items: 5 },
  { month: month('2026-01'), languageId: 2, categoryIds: [1, 2], items: 7 },
  { month: month('2026-02'), languageId: 1, categoryIds: [], items: 11 },
  { month: month('2026-03'), languageId: 1, categoryIds: [2, 3], items: 13 },
  { month: month('2026-03'), languageId: 2, categoryIds: [3], items: 17 },
  { month: month('2026-05'), languageId: 2, categoryIds: [1], items: 19 },
];
const at = (iso: string) => new Date(`${iso}-01T00:00:00Z`);

describe('sumMonths', () => {
  it('sums the months from `from` up to, not including, `until`', () => {
    expect(sumMonths(COUNTS, { until: at('2026-06') })).toBe(72);
    expect(sumMonths(COUNTS, { from: at('2026-02'), until: at('2026-05') })).toBe(41);
    expect(sumMonths(COUNTS, { from: at('2026-04'), until: at('2026-05') })).toBe(0);
    expect(sumMonths(COUNTS, { from: at('2026-06'), until: at('2027-01') })).toBe(0);
    expect(sumMonths([], { until: at('2026-06') })).toBe(0);
  });

  it('keeps a language, and items with any of the categories asked, each group once', () => {
    expect(sumMonths(COUNTS, { until: at('2026-06'), languageId: 2 })).toBe(43);
    expect(sumMonths(COUNTS, { until: at('2026-06'), categoryIds: [1, 3] })).toBe(61);
    expect(sumMonths(COUNTS, { from: at('2026-01'), until: at('2026-04'), languageId: 1, categoryIds: [2] })).toBe(13);
  });
});
