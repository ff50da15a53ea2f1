/** English texts of the Bikram Sambat date filters and picker (merged into en.ts under `calendar`). */
export const calendarEn = {
  bsMonth: 'BS month…',
  bsYear: 'Year {{year}} BS',
  month: 'Month',
  pick: 'Choose {{edge}} date',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  today: 'today',
};
