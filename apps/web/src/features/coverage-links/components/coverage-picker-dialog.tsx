import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CoverageLink, StaffEvent } from '@portal/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { formatDay } from '../../../lib/dates.ts';
import type { DayRange } from '../api/coverage-links-keys.ts';
import { useRangeEvents } from '../api/get-range-events.ts';
import { CoverageRow } from './coverage-row.tsx';
import { DELIVERED_BY } from './coverage-when.ts';
import { shiftRange } from './nepal-days.ts';

type Props = {
  item: CoverageLink;
  startRange: DayRange;
  pending: boolean;
  onPick: (coverageId: number) => void;
  onClose: () => void;
};

/** The coverages of the events of `events` that an item of `kind` may deliver, title matching `search`. */
export function openCoverages(events: StaffEvent[], kind: CoverageLink['kind'], search: string) {
  const words = search.trim().toLocaleLowerCase();
  const kinds = DELIVERED_BY[kind];
  return events
    .filter((event) => event.status !== 'cancelled')
    .filter((event) => !words || `${event.title} ${event.title_ne}`.toLocaleLowerCase().includes(words))
    .flatMap((event) =>
      event.coverages
        .filter((coverage) => kinds.includes(coverage.kind) && coverage.state !== 'delivered' && coverage.state !== 'cancelled')
        .map((coverage) => ({ event, coverage })),
    );
}

/** "Find another event": the agenda's events of a few weeks, moved earlier or later, searched by title, each coverage linked in one click. */
export function CoveragePickerDialog({ item, startRange, pending, onPick, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const [range, setRange] = useState(startRange);
  const [search, setSearch] = useState('');
  const events = useRangeEvents(range);
  const found = events.data ? openCoverages(events.data, item.kind, search) : [];

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" scroll="paper">
      <DialogTitle id={titleId}>{t('coverageLinks.picker.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack sx={{ gap: 2 }}>
          <TextField
            autoFocus
            type="search"
            label={t('coverageLinks.picker.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            size="small"
          />
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
            <IconButton aria-label={t('coverageLinks.picker.earlier')} onClick={() => setRange(shiftRange(range, -1))}>
              <ChevronLeft />
            </IconButton>
            <Typography variant="body2" aria-live="polite" sx={{ flex: 1, textAlign: 'center' }}>
              {t('coverageLinks.picker.range', { from: formatDay(range.from), to: formatDay(range.to) })}
            </Typography>
            <IconButton aria-label={t('coverageLinks.picker.later')} onClick={() => setRange(shiftRange(range, 1))}>
              <ChevronRight />
            </IconButton>
          </Stack>
          {events.isError ? (
            <LoadError query={events} />
          ) : !events.data ? (
            <Stack sx={{ gap: 1 }} aria-busy="true" aria-label={t('coverageLinks.loading')}>
              <Skeleton variant="rounded" height={56} />
              <Skeleton variant="rounded" height={56} />
            </Stack>
          ) : found.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {search.trim() ? t('coverageLinks.picker.noMatch') : t('coverageLinks.picker.empty')}
            </Typography>
          ) : (
            <List dense disablePadding aria-label={t('coverageLinks.picker.found')}>
              {found.map(({ event, coverage }) => (
                <CoverageRow
                  key={coverage.id}
                  eventId={event.id}
                  eventTitle={event.title}
                  kind={coverage.kind}
                  when={{ ...coverage, start_date: event.start_date, start_time: event.start_time }}
                  status={t(`agendaTerms.states.${coverage.state}`)}
                  action={
                    <Button
                      size="small"
                      variant="outlined"
                      aria-label={t('coverageLinks.markDeliveredOf', {
                        kind: t(`agendaTerms.kinds.${coverage.kind}`),
                        title: event.title,
                      })}
                      disabled={pending}
                      onClick={() => onPick(coverage.id)}
                    >
                      {t('coverageLinks.markDelivered')}
                    </Button>
                  }
                />
              ))}
            </List>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
