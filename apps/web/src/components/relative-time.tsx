import { useCalendar } from '../lib/calendar-choice.ts';
import { localDateTime, relativeTime } from '../lib/relative-time.ts';
import { useShellText } from '../lib/shell-text.ts';

/** "5 minutes ago" in the UI's language; the full date and time on hover and for machines. */
export function RelativeTime({ iso }: { iso: string }) {
  const { language } = useShellText();
  const { calendar } = useCalendar();
  return (
    <time dateTime={iso} title={localDateTime(iso, language, calendar)}>
      {relativeTime(iso, language)}
    </time>
  );
}

/** A date and time in full, in the UI's language. */
export function LocalDateTime({ iso }: { iso: string }) {
  const { language } = useShellText();
  const { calendar } = useCalendar();
  return <time dateTime={iso}>{localDateTime(iso, language, calendar)}</time>;
}
