import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CoverageKindIcon } from '../../../components/coverage-kind-icon.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { formatDay } from '../../../lib/dates.ts';
import { useAddressState } from '../../../lib/use-address-state.ts';
import { useRangeEvents } from '../api/get-range-events.ts';
import { nepalNow } from './agenda-days.ts';
import { AgendaTabs } from './agenda-tabs.tsx';
import { type BoardPeriod, type BoardRow, boardRange, groupCoverage, periodDays } from './coverage-board.ts';
import { DeliveredItemLine } from './delivered-item.tsx';
import { useClock } from './event-when.tsx';
import { eventPath } from './events-table.tsx';

const GROUPS = ['due', 'late', 'delivered'] as const;

/**
 * /admin/agenda/coverage: the coverage of today or this week (Nepal days) in three columns, Due, Late and
 * Delivered; a card opens its event. Read from the events list over the period and the fortnight before it.
 */
export function CoverageBoardPage() {
  const { t } = useTranslation();
  const [search, change] = useAddressState();
  const period: BoardPeriod = search.get('period') === 'week' ? 'week' : 'today';
  const now = nepalNow();
  const events = useRangeEvents(boardRange(period, now.day));
  const days = periodDays(period, now.day);
  const board = events.data ? groupCoverage(events.data, period, now) : undefined;

  return (
    <>
      <PageTitle>{t('agendaDesk.board.title')}</PageTitle>
      <AgendaTabs />
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={period}
          aria-label={t('agendaDesk.board.period')}
          sx={{ '& .MuiToggleButton-root': { textTransform: 'none', fontWeight: 600, px: 1.5 } }}
          onChange={(_, chosen: BoardPeriod | null) =>
            chosen &&
            change((current) => {
              if (chosen === 'week') current.set('period', 'week');
              else current.delete('period');
              return current;
            })
          }
        >
          <ToggleButton value="today">{t('agendaDesk.board.today')}</ToggleButton>
          <ToggleButton value="week">{t('agendaDesk.board.thisWeek')}</ToggleButton>
        </ToggleButtonGroup>
        <Typography color="text.secondary">
          {days.from === days.to
            ? formatDay(days.from)
            : t('agendaDesk.board.days', { from: formatDay(days.from), to: formatDay(days.to) })}
        </Typography>
      </Stack>
      <Box sx={{ height: 4, mb: 1 }}>{events.isFetching && <LinearProgress aria-label={t('common.loading')} />}</Box>
      {events.isError ? (
        <LoadError query={events} />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'start',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {GROUPS.map((group) => (
            <BoardColumn key={group} group={group} rows={board?.[group]} />
          ))}
        </Box>
      )}
    </>
  );
}

function BoardColumn({ group, rows }: { group: (typeof GROUPS)[number]; rows: BoardRow[] | undefined }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 1.5, minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Typography id={headingId} component="h2" variant="h3">
          {t(`agendaDesk.board.${group}`)}
        </Typography>
        {rows && (
          <Chip
            size="small"
            label={t('agendaDesk.board.count', { count: rows.length })}
            color={group === 'late' && rows.length > 0 ? 'error' : 'default'}
            variant={group === 'late' && rows.length > 0 ? 'filled' : 'outlined'}
          />
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t(`agendaDesk.board.${group}Help`)}
      </Typography>
      {!rows ? (
        <Stack sx={{ gap: 1 }} aria-busy="true">
          <Skeleton variant="rounded" height={64} />
          <Skeleton variant="rounded" height={64} />
        </Stack>
      ) : rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('agendaDesk.board.emptyGroup')}
        </Typography>
      ) : (
        <Stack component="ul" sx={{ gap: 1, m: 0, p: 0, listStyle: 'none' }}>
          {rows.map((row) => (
            <CoverageCard key={row.id} row={row} late={group === 'late'} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** A coverage on the board: its event (the link that opens it), kind, when it is expected, its state and the item that delivered it. */
function CoverageCard({ row, late }: { row: BoardRow; late: boolean }) {
  const { t, i18n } = useTranslation();
  const clock = useClock();
  const title = i18n.language === 'ne' && row.event.title_ne ? row.event.title_ne : row.event.title;
  const expected = `${formatDay(row.day)} ${row.time ? clock(row.time) : t('agendaDesk.board.notTimed')}`;
  return (
    <Box
      component="li"
      data-coverage={row.id}
      sx={{
        p: 1.25,
        borderRadius: 1,
        border: 1,
        borderColor: late ? 'error.main' : 'divider',
        borderLeftWidth: 4,
        bgcolor: 'background.paper',
        overflowWrap: 'anywhere',
      }}
    >
      <Link component={RouterLink} to={eventPath(row.event.id)} sx={{ fontWeight: 600 }} aria-label={t('agendaDesk.board.open', { title })}>
        {title}
      </Link>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5, mt: 0.5, fontSize: '0.875rem' }}>
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <CoverageKindIcon kind={row.coverage.kind} />
          <span>
            <Box component="span" sx={visuallyHidden}>
              {t('agendaDesk.board.kind')}:{' '}
            </Box>
            {t(`agendaTerms.kinds.${row.coverage.kind}`)}
          </span>
        </Box>
        <Box component="span" sx={{ color: late ? 'error.main' : 'text.secondary' }}>
          <Box component="span" sx={visuallyHidden}>
            {t('agendaDesk.board.expected')}:{' '}
          </Box>
          <time dateTime={row.time ? `${row.day}T${row.time}` : row.day}>{expected}</time>
        </Box>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          <Box component="span" sx={visuallyHidden}>
            {t('agendaDesk.board.state')}:{' '}
          </Box>
          {t(`agendaTerms.states.${row.coverage.state}`)}
        </Box>
      </Box>
      {row.coverage.delivered_item && (
        <Box sx={{ mt: 0.5 }}>
          <DeliveredItemLine item={row.coverage.delivered_item} />
        </Box>
      )}
    </Box>
  );
}

/** Read by screen readers, not drawn (sizes in px: MUI reads a bare 1 as 100 %). */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
