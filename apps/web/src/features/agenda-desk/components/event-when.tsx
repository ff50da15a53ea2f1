import Box from '@mui/material/Box';
import { formatClock, type StaffEvent } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/dates.ts';

/** A Nepal time of day (`HH:MM`) as the reader's language writes it: "3:45 PM", "दिउँसो ३:४५". */
export function useClock() {
  const { i18n } = useTranslation();
  const language = i18n.language === 'ne' ? 'ne' : 'en';
  return (time: string) => {
    const [hour = 0, minute = 0] = time.split(':').map(Number);
    return formatClock(hour, minute, language);
  };
}

type When = Pick<StaffEvent, 'start_date' | 'start_time' | 'end_date' | 'end_time' | 'all_day' | 'time_to_be_confirmed'>;

/**
 * When an event is, in the reader's calendar (BS or AD, lib/dates.ts) and Nepal time: its first day, then its time,
 * "All day" or "Time to be confirmed", then the day it ends when that is another one. Each part keeps to one line.
 */
export function EventWhen({ event }: { event: When }) {
  const { t } = useTranslation();
  const clock = useClock();
  const endsLater = event.end_date !== null && event.end_date !== event.start_date;
  const start = event.start_time ? clock(event.start_time) : '';
  const end = event.end_time ? clock(event.end_time) : '';
  const time = event.all_day
    ? t('agendaDesk.when.allDay')
    : event.time_to_be_confirmed
      ? t('agendaDesk.when.toBeConfirmed')
      : endsLater
        ? start
        : [start, end].filter(Boolean).join(' – ');
  const until = endsLater && event.end_date ? [formatDay(event.end_date), event.all_day ? '' : end].filter(Boolean).join(' ') : '';
  return (
    <time dateTime={event.start_date}>
      <Box component="span" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
        {formatDay(event.start_date)}
      </Box>{' '}
      {time && (
        <Box component="span" sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
          {time}
        </Box>
      )}
      {until && (
        <>
          {' '}
          <Box component="span" sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
            {t('agendaDesk.when.until', { end: until })}
          </Box>
        </>
      )}
    </time>
  );
}
