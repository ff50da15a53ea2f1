import type { calendarEn } from './calendar.en.ts';
import type { Widen } from './widen.ts';

/** Nepali texts of the Bikram Sambat date filters and picker (merged into ne.ts under `calendar`). */
export const calendarNe: Widen<typeof calendarEn> = {
  bsMonth: 'वि.सं. महिना…',
  bsYear: 'वि.सं. {{year}}',
  month: 'महिना',
  pick: '{{edge}} मिति छान्नुहोस्',
  previousMonth: 'अघिल्लो महिना',
  nextMonth: 'अर्को महिना',
  today: 'आज',
};
