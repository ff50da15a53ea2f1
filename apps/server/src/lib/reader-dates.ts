import { bsFromAd, type Calendar, digitsOf, formatBsDate, formatClock, type Locale, NEPAL_TIME_ZONE } from '@portal/shared';
import { NEPAL_OFFSET_MS, nepalDay, startOfNepalDay } from './nepal-dates.ts';

/** Whom a text is written for (a mail, a downloaded item): their calendar (null follows their language) and their language. */
export type Reader = { calendar: Calendar | null; locale: Locale };

const nepalAdDay = new Intl.DateTimeFormat('en-US', { timeZone: NEPAL_TIME_ZONE, year: 'numeric', month: 'short', day: 'numeric' });

/** The Nepal day of an instant in the reader's calendar; AD off the BS table. */
function dayFor(instant: Date, reader: Reader): string {
  const ad = digitsOf(reader.locale, nepalAdDay.format(instant));
  if ((reader.calendar ?? (reader.locale === 'ne' ? 'bs' : 'ad')) === 'ad') return ad;
  try {
    return formatBsDate(bsFromAd(nepalDay(instant)), reader.locale);
  } catch {
    return ad;
  }
}

/**
 * A time in Nepal time and the reader's calendar: "२०८३ मंसिर १२, शनिबार, बिहान ४:४५" or
 * "12 Mangsir 2083, Saturday, 4:45 AM" in BS, "Nov 28, 2026, 4:45 AM" in AD (Nepali digits and the
 * part of the day in Nepali, lib formatClock).
 */
export function formatReaderTime(instant: Date, reader: Reader): string {
  const nepal = new Date(instant.getTime() + NEPAL_OFFSET_MS);
  return `${dayFor(instant, reader)}, ${formatClock(nepal.getUTCHours(), nepal.getUTCMinutes(), reader.locale)}`;
}

/** A Nepal day (`YYYY-MM-DD`) and, when known, its time of day (`HH:MM`), in the reader's calendar. */
export function formatReaderDay(day: string, time: string | null, reader: Reader): string {
  const start = startOfNepalDay(day);
  if (time === null) return dayFor(start, reader);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return formatReaderTime(new Date(start.getTime() + (hours * 60 + minutes) * 60_000), reader);
}
