import { adDaysOfBsPeriod, type ContentFilters, type DatePreset, NEPAL_TIME_ZONE, parseBsPeriod } from '@portal/shared';

/** Nepal keeps UTC+05:45 all year (no daylight saving), so calendar days are fixed offsets. */
export const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60_000;
const DAY_MS = 86_400_000;

export type TimeRange = { from?: Date; until?: Date };

export const startOfNepalDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - NEPAL_OFFSET_MS);
/** The calendar day (YYYY-MM-DD) an instant falls on in Nepal. */
export const nepalDay = (instant: Date) => new Date(instant.getTime() + NEPAL_OFFSET_MS).toISOString().slice(0, 10);
const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** First and last calendar day (inclusive, Nepal time) of a SPEC.md §9 preset. */
export function presetDays(preset: DatePreset, now: Date): [string, string] {
  const today = nepalDay(now);
  switch (preset) {
    case 'today':
      return [today, today];
    case 'yesterday':
      return [shiftDay(today, -1), shiftDay(today, -1)];
    case 'last_7_days':
      return [shiftDay(today, -6), today];
    case 'last_14_days':
      return [shiftDay(today, -13), today];
    case 'last_30_days':
      return [shiftDay(today, -29), today];
    case 'this_month':
      return [`${today.slice(0, 8)}01`, today];
    case 'this_year':
      return [`${today.slice(0, 5)}01-01`, today];
  }
}

/** First and last AD days of a Bikram Sambat month written "2083-08", or a BS year "2083" (the schema has checked it). */
function bsPeriodDays(text: string): [string, string] | [] {
  const period = parseBsPeriod(text);
  if (!period) return [];
  const { from, to } = adDaysOfBsPeriod(period);
  return [from, to];
}

/** The days a list's date filters select: a preset wins over a BS month or year, which wins over days. */
function filterDays(filters: Pick<ContentFilters, 'date_from' | 'date_to' | 'date_preset' | 'bs_month'>, now: Date) {
  if (filters.date_preset) return presetDays(filters.date_preset, now);
  if (filters.bs_month) return bsPeriodDays(filters.bs_month);
  return [filters.date_from, filters.date_to];
}

/** The instants a list's date filters select: `from` inclusive, `until` exclusive. */
export function filterRange(filters: Pick<ContentFilters, 'date_from' | 'date_to' | 'date_preset' | 'bs_month'>, now: Date): TimeRange {
  const [fromDay, toDay] = filterDays(filters, now);
  return {
    ...(fromDay ? { from: startOfNepalDay(fromDay) } : {}),
    ...(toDay ? { until: startOfNepalDay(shiftDay(toDay, 1)) } : {}),
  };
}

const displayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: NEPAL_TIME_ZONE,
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Nov 22, 2026, 3:45 PM" in Nepal time: the `format_parsed_*` fields of SPEC.md §3. */
export const formatNepalTime = (instant: Date) => displayFormat.format(instant);
