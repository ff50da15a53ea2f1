import { bsFromAd, type Calendar, digitsOf, formatBsDate, type Locale, NEPAL_TIME_ZONE } from '@portal/shared';
import { formatNepalTime, nepalDay } from './nepal-dates.ts';

/** Whom a mail is written for: their calendar (null follows their language) and their language. */
export type MailReader = { calendar: Calendar | null; locale: Locale };

const nepalClock = new Intl.DateTimeFormat('en-US', { timeZone: NEPAL_TIME_ZONE, hour: 'numeric', minute: '2-digit' });

/**
 * A time in a mail, in Nepal time and the reader's calendar: "२०८३ मंसिर १२, शनिबार, ३:४५ PM" or
 * "12 Mangsir 2083, Saturday, 3:45 PM" in BS, "Nov 28, 2026, 3:45 PM" in AD (Nepali digits in Nepali).
 */
export function formatMailTime(instant: Date, reader: MailReader): string {
  const calendar = reader.calendar ?? (reader.locale === 'ne' ? 'bs' : 'ad');
  const ad = digitsOf(reader.locale, formatNepalTime(instant));
  if (calendar === 'ad') return ad;
  try {
    return `${formatBsDate(bsFromAd(nepalDay(instant)), reader.locale)}, ${digitsOf(reader.locale, nepalClock.format(instant))}`;
  } catch {
    return ad;
  }
}
