import { describe, expect, it } from 'vitest';
import { bsTodayInNepal } from './bs-today.ts';

describe('bsTodayInNepal', () => {
  it('follows the Nepal day, whatever the browser’s time zone', () => {
    // 18:15 UTC on 13 April 2026 is midnight in Kathmandu: 1 Baishakh 2083, the BS new year.
    expect(bsTodayInNepal(new Date('2026-04-13T18:14:00Z'))).toEqual({ year: 2082, month: 12, day: 30 });
    expect(bsTodayInNepal(new Date('2026-04-13T18:15:00Z'))).toEqual({ year: 2083, month: 1, day: 1 });
  });
});
