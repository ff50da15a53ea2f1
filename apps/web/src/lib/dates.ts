import dayjs from 'dayjs';
import 'dayjs/locale/ne';
import { i18n } from './i18n.ts';

const NEPALI_WEEKDAYS = ['आइतबार', 'सोमबार', 'मङ्गलबार', 'बुधबार', 'बिहीबार', 'शुक्रबार', 'शनिबार'];

/** The default locale of SPEC.md §9: en-US, with the Nepali day-name set. */
dayjs.locale({ ...dayjs.Ls.en, name: 'en-np', weekdays: NEPALI_WEEKDAYS } as ILocale, undefined, true);

/** Dates follow the UI language: Nepali in full, or English with Nepali day names. */
export function applyDateLocale(language: 'en' | 'ne') {
  dayjs.locale(language === 'ne' ? 'ne' : 'en-np');
}

/** dayjs loads with the first screen that shows a date, not with the app: it follows the language from then on. */
const followLanguage = (code: string | undefined) => applyDateLocale(code === 'ne' ? 'ne' : 'en');
followLanguage(i18n.language);
i18n.on('languageChanged', followLanguage);

/** A publish time on a card: "Nov 22, 2026 3:45 PM" (formatDay, then formatTime). */
export const formatCardDate = (iso: string) => dayjs(iso).format('MMM D, YYYY h:mm A');

/** The time of day alone: "3:45 PM". */
export const formatTime = (iso: string) => dayjs(iso).format('h:mm A');

/** A publish time in full, with the day name of the UI's locale: "आइतबार, November 22, 2026 3:45 PM". */
export const formatFullDate = (iso: string) => dayjs(iso).format('dddd, MMMM D, YYYY h:mm A');

/** A day without its time: "Nov 22, 2026". */
export const formatDay = (iso: string) => dayjs(iso).format('MMM D, YYYY');

const LOCAL_INPUT = 'YYYY-MM-DDTHH:mm';

/** A stored time as a `datetime-local` input shows it. */
export const toLocalInput = (iso: string) => dayjs(iso).format(LOCAL_INPUT);

/** A `datetime-local` value as ISO for the server; an unreadable one is passed on for the schema to refuse. */
export function fromLocalInput(value: string): string {
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? value : time.toISOString();
}
