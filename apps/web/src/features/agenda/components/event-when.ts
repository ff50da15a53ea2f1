import {
  BS_MONTH_NAMES,
  bsFromAd,
  type Calendar,
  type ClientEvent,
  digitsOf,
  formatBsDate,
  formatClock,
  WEEKDAY_NAMES,
} from '@portal/shared';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useCalendar } from '../../../lib/calendar-choice.ts';
import { formatDay } from '../../../lib/dates.ts';
import { localText } from '../../../lib/local-text.ts';
import { weekdayOf } from './agenda-days.ts';

type Language = 'en' | 'ne';

/** The BS day of an AD day; null off the table (BS 2000–2100), which then shows in AD. */
function bsOf(day: string) {
  try {
    return bsFromAd(day);
  } catch {
    return null;
  }
}

/**
 * A Nepal day (`YYYY-MM-DD`, AD) in the reader's calendar and digits:
 * `long` "२०८३ मंसिर १२, शनिबार" / "Saturday, Nov 28, 2026"; `plain` without the weekday;
 * `column` the two lines of a week's column, weekday and "मंसिर १२" / "Nov 28".
 */
export function formatAgendaDay(day: string, language: Language, calendar: Calendar, style: 'long' | 'plain' | 'column'): string[] {
  const bs = calendar === 'bs' ? bsOf(day) : null;
  const weekday = WEEKDAY_NAMES[language][weekdayOf(day)] ?? '';
  if (style === 'plain') return [formatDay(day)];
  if (bs) {
    if (style === 'long') return [formatBsDate(bs, language)];
    const month = BS_MONTH_NAMES[language][bs.month - 1];
    return [weekday, language === 'ne' ? `${month} ${digitsOf(language, bs.day)}` : `${bs.day} ${month}`];
  }
  if (style === 'long') return [digitsOf(language, `${weekday}, ${dayjs(day).format('MMM D, YYYY')}`)];
  return [weekday, digitsOf(language, dayjs(day).format('MMM D'))];
}

/** The reader's language and calendar, and the helpers that write the Agenda's days, times and texts in them. */
export function useAgendaFormat() {
  const { t, i18n } = useTranslation();
  const language: Language = i18n.language === 'ne' ? 'ne' : 'en';
  const { calendar } = useCalendar();
  /** A Nepal time of day (`HH:MM`): "3:45 PM", "दिउँसो ३:४५". */
  const clock = (time: string) => {
    const [hour = 0, minute = 0] = time.split(':').map(Number);
    return formatClock(hour, minute, language);
  };
  const day = (value: string, style: 'long' | 'plain' | 'column' = 'plain') => formatAgendaDay(value, language, calendar, style);

  /** An event's time of day: "3:00 PM – 5:00 PM", "All day", "Time to be confirmed". */
  const time = (event: Pick<ClientEvent, 'all_day' | 'time_to_be_confirmed' | 'start_time' | 'end_time' | 'start_date' | 'end_date'>) => {
    if (event.all_day) return t('agenda.when.allDay');
    if (event.time_to_be_confirmed || !event.start_time) return t('agenda.when.toBeConfirmed');
    const sameDay = event.end_date === null || event.end_date === event.start_date;
    return sameDay && event.end_time ? `${clock(event.start_time)} – ${clock(event.end_time)}` : clock(event.start_time);
  };

  /** When an event ends, when on another day than it starts: "until 2083 Mangsir 14 5:00 PM"; '' otherwise. */
  const until = (event: Pick<ClientEvent, 'start_date' | 'end_date' | 'end_time' | 'all_day'>) => {
    if (!event.end_date || event.end_date === event.start_date) return '';
    const end = [day(event.end_date)[0], !event.all_day && event.end_time ? clock(event.end_time) : ''].filter(Boolean).join(' ');
    return t('agenda.when.until', { end });
  };

  /** A coverage's expected day and time, or that it is not known yet. */
  const expected = (coverage: { expected_date: string | null; expected_time: string | null }) => {
    if (!coverage.expected_date && !coverage.expected_time) return t('agenda.when.notExpectedYet');
    const when = [coverage.expected_date ? day(coverage.expected_date)[0] : '', coverage.expected_time ? clock(coverage.expected_time) : '']
      .filter(Boolean)
      .join(' ');
    return t('agenda.when.expected', { when });
  };

  /** Nepali first: the Nepali title or description when the interface is Nepali and one is written. */
  const local = (english: string, nepali: string) => localText(english, nepali, language);

  return { t, language, calendar, clock, day, time, until, expected, local };
}
