import type { CoverageKind } from '@portal/shared';
import { type CoverageLink, formatClock } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/dates.ts';

/** What kind of coverage each kind of item delivers (the server's rule, coverage-links.service.ts). */
export const DELIVERED_BY: Record<CoverageLink['kind'], readonly CoverageKind[]> = {
  news: ['text', 'live'],
  gallery: ['photos'],
  video: ['video', 'audio'],
};

type Expected = { expected_date: string | null; expected_time: string | null; start_date: string; start_time: string | null };

/**
 * When a coverage is expected, in the reader's calendar (BS or AD, lib/dates.ts) and Nepal time: its own day and time,
 * else its event's. "12 Mangsir 2083 3:45 PM", "२०८३ मंसिर १२ दिउँसो ३:४५".
 */
export function useExpectedWhen() {
  const { i18n } = useTranslation();
  const language = i18n.language === 'ne' ? 'ne' : 'en';
  return (coverage: Expected) => {
    const day = coverage.expected_date ?? coverage.start_date;
    const time = coverage.expected_date ? coverage.expected_time : (coverage.expected_time ?? coverage.start_time);
    if (!time) return formatDay(day);
    const [hour = 0, minute = 0] = time.split(':').map(Number);
    return `${formatDay(day)} ${formatClock(hour, minute, language)}`;
  };
}
