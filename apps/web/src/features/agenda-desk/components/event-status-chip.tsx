import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { EventStatus } from '@portal/shared';
import { useTranslation } from 'react-i18next';

const DOT: Record<EventStatus, string> = {
  planned: 'text.disabled',
  confirmed: 'success.main',
  postponed: 'warning.main',
  cancelled: 'error.main',
};

/** An event's status: a coloured dot with its name in the text's own colour, legible in either scheme. */
export function EventStatusChip({ status }: { status: EventStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      data-status={status}
      icon={<Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: DOT[status], flexShrink: 0 }} />}
      label={t(`agendaTerms.statuses.${status}`)}
      sx={{ fontWeight: 600, '& .MuiChip-icon': { ml: 1 } }}
    />
  );
}
