import { bsFromAd, type Calendar, formatBsDate, formatClock } from '@portal/shared';

/**
 * Times told the way people say them ("5 minutes ago", "yesterday") and a date in full, by the browser's
 * Intl in the UI's language: no date library, so the sign-in screen's dialog of signed-in devices stays small.
 */

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

const localeOf = (language: string) => (language === 'ne' ? 'ne-NP' : 'en-US');

/** "5 minutes ago", "yesterday", "now": the largest unit that fits between `iso` and `now`, rounded (6.9 days ahead are "in 7 days"). */
export function relativeTime(iso: string, language: string, now = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const format = new Intl.RelativeTimeFormat(localeOf(language), { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'second');
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The BS day of an instant in the reader's time zone; null off the table (BS 2000–2100). */
function bsDayOf(time: Date) {
  try {
    return bsFromAd(`${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}`);
  } catch {
    return null;
  }
}

/** "Nov 22, 2026, 3:45 PM" (or its Nepali), or in BS "२०८३ मंसिर ७, आइतबार, दिउँसो ३:४५", in the reader's time zone. */
export function localDateTime(iso: string, language: string, calendar: Calendar = language === 'ne' ? 'bs' : 'ad'): string {
  const time = new Date(iso);
  const shown = language === 'ne' ? 'ne' : 'en';
  const bs = calendar === 'bs' ? bsDayOf(time) : null;
  const day = bs ? formatBsDate(bs, shown) : new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium' }).format(time);
  return `${day}, ${formatClock(time.getHours(), time.getMinutes(), shown)}`;
}
