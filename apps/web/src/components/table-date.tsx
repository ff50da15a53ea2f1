import Box from '@mui/material/Box';
import { formatDay, formatTime } from '../lib/dates.ts';

const whole = { whiteSpace: 'nowrap' } as const;

/**
 * A date and time in a table cell, "Nov 22, 2026 3:45 PM" on one line when the column has room; a
 * narrow column breaks it between the day and the time, never inside either.
 */
export function TableDate({ iso }: { iso: string }) {
  return (
    <time dateTime={iso}>
      <Box component="span" sx={whole}>
        {formatDay(iso)}
      </Box>{' '}
      <Box component="span" sx={whole}>
        {formatTime(iso)}
      </Box>
    </time>
  );
}
