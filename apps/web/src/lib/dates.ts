import { BS_MONTH_NAMES, bsFromAd, digitsOf, formatBsDate, formatClock, toNepaliDigits, WEEKDAY_NAMES } from '@portal/shared';
import dayjs from 'dayjs';
import 'dayjs/locale/ne';
import { currentCalendar, onCalendarChange } from './calendar-choice.ts';
import { i18n } from './session/i18n.ts';

/** The default locale of SPEC.md §9: en-US, with the Nepali day-name set. */
dayjs.locale({ ...dayjs.Ls.en, name: 'en-np', weekdays: [...WEEKDAY_NAMES.ne] } as ILocale, undefined, true);

/** Dates follow the UI language: Nepali in full, or English with Nepali day names. */
export function applyDateLocale(language: 'en' | 'ne') {
  dayjs.locale(language === 'ne' ? 'ne' : 'en-np');
}

/** dayjs loads with the first screen that shows a date, not with the app: it follows the language from then on. */
const followLanguage = (code: string | undefined) => applyDateLocale(code === 'ne' ? 'ne' : 'en');
followLanguage(i18n.language);
i18n.on('languageChanged', followLanguage);
// The formatters below are plain functions called while rendering; every screen re-renders on
// `languageChanged` (react-i18next), so a new calendar announces itself the same way.
onCalendarChange(() => i18n.emit('languageChanged', i18n.language));

/**
 * The language of the screen being drawn: i18next's, which screens re-render on. The shell's own
 * record of the language changes only after every screen has followed, so it would be a step late.
 */
const currentLanguage = () => (i18n.language === 'ne' ? 'ne' : 'en');

/** The Bikram Sambat day of an instant in the reader's time zone; null off the table (BS 2000–2100), which shows in AD. */
function bsDayIn(iso: string) {
  const day = dayjs(iso);
  if (!day.isValid()) return null;
  try {
    return bsFromAd(day.format('YYYY-MM-DD'));
  } catch {
    return null;
  }
}

/** The BS day to show, or null when dates are read in AD. */
const bsDayOf = (iso: string) => (currentCalendar(currentLanguage()) === 'bs' ? bsDayIn(iso) : null);

/** An AD format with the digits of the UI's language. */
const adFormat = (iso: string, format: string) => digitsOf(currentLanguage(), dayjs(iso).format(format));

/** The time of day alone: "3:45 PM", in Nepali "दिउँसो ३:४५" (the part of the day as newspapers print it). */
export function formatTime(iso: string): string {
  const time = dayjs(iso);
  return time.isValid() ? formatClock(time.hour(), time.minute(), currentLanguage()) : adFormat(iso, 'h:mm A');
}

/** A day without its time: "Nov 22, 2026", or in BS "12 Mangsir 2083" / "२०८३ मंसिर १२". */
export function formatDay(iso: string): string {
  const bs = bsDayOf(iso);
  return bs ? formatBsDate(bs, currentLanguage(), { weekday: false }) : adFormat(iso, 'MMM D, YYYY');
}

/** A day on a chart's axis: "Nov 22", or in BS "12 Mangsir" / "मंसिर १२". */
export function formatMonthDay(iso: string): string {
  const bs = bsDayOf(iso);
  if (!bs) return adFormat(iso, 'MMM D');
  const month = BS_MONTH_NAMES[currentLanguage()][bs.month - 1];
  return currentLanguage() === 'ne' ? `${month} ${toNepaliDigits(bs.day)}` : `${bs.day} ${month}`;
}

/** A publish time on a card: "Nov 22, 2026 3:45 PM", "२०८३ मंसिर १२ दिउँसो ३:४५" (formatDay, then formatTime). */
export const formatCardDate = (iso: string) => `${formatDay(iso)} ${formatTime(iso)}`;

/** A publish time in full with the day name: "आइतबार, November 22, 2026 3:45 PM", or in BS "२०८३ मंसिर १२, शनिबार दिउँसो ३:४५". */
export function formatFullDate(iso: string): string {
  const bs = bsDayOf(iso);
  return `${bs ? formatBsDate(bs, currentLanguage()) : adFormat(iso, 'dddd, MMMM D, YYYY')} ${formatTime(iso)}`;
}

/** A day in both calendars, for invoices: "२०८३ मंसिर १२ (नोभे. २८, २०२६)", "12 Mangsir 2083 (Nov 28, 2026)". */
export function formatDayInBoth(iso: string): string {
  const bs = bsDayIn(iso);
  const ad = adFormat(iso, 'MMM D, YYYY');
  return bs ? `${formatBsDate(bs, currentLanguage(), { weekday: false })} (${ad})` : ad;
}

const LOCAL_INPUT = 'YYYY-MM-DDTHH:mm';

/** A stored time as a `datetime-local` input shows it. */
export const toLocalInput = (iso: string) => dayjs(iso).format(LOCAL_INPUT);

/** A `datetime-local` value as ISO for the server; an unreadable one is passed on for the schema to refuse. */
export function fromLocalInput(value: string): string {
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? value : time.toISOString();
}
