import { type CalendarLanguage, toNepaliDigits } from './bikram-sambat.ts';

/**
 * Parts of the day as Nepali newspapers print a time ("बिहान ९:४५ बजे", "राति ११ बजे"), rather than
 * पूर्वाह्न/अपराह्न, which read as official Sanskrit: the hour each part begins, latest first.
 * The "बजे" of running text is left out where a time stands alone, as on a card or in a list.
 */
const NEPALI_DAY_PARTS: readonly [fromHour: number, name: string][] = [
  [20, 'राति'],
  [16, 'बेलुका'],
  [12, 'दिउँसो'],
  [4, 'बिहान'],
  [0, 'राति'],
];

/** The part of the day of an hour 0–23. */
export const nepaliDayPart = (hour: number) => NEPALI_DAY_PARTS.find(([fromHour]) => hour >= fromHour)?.[1] ?? 'राति';

/**
 * A time of day on a 12-hour clock: "3:45 PM" in English, "दिउँसो ३:४५" in Nepali (the part of the
 * day before the time, Nepali digits). `hour` 0–23, `minute` 0–59.
 */
export function formatClock(hour: number, minute: number, language: CalendarLanguage): string {
  const clock = `${hour % 12 || 12}:${String(minute).padStart(2, '0')}`;
  return language === 'ne' ? `${nepaliDayPart(hour)} ${toNepaliDigits(clock)}` : `${clock} ${hour < 12 ? 'AM' : 'PM'}`;
}
