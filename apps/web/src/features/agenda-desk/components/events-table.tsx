import ContentCopy from '@mui/icons-material/ContentCopy';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import { type Paged, placeLine, type StaffEvent } from '@portal/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { type DataColumn, DataTable, TITLE_MIN_WIDTH } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { showNotice } from '../../../lib/notices.ts';
import { usePlaceLanguage, usePlaces } from '../../../lib/places.ts';
import { useDuplicateEvent } from '../api/duplicate-event.ts';
import { EVENTS_PAGE_SIZE } from '../api/get-events.ts';
import { CoverageSummary } from './coverage-summary.tsx';
import { EventStatusChip } from './event-status-chip.tsx';
import { EventWhen } from './event-when.tsx';

type Props = {
  list: UseQueryResult<Paged<StaffEvent>>;
  page: number;
  /** A status is chosen: the empty list says so. */
  filtered: boolean;
  onPage(page: number): void;
};

export const eventPath = (id: number) => `/admin/agenda/${id}`;

/** The events of the range, earliest first, 25 a page: a row opens the form; Edit and Duplicate at its end. */
export function EventsTable({ list, page, filtered, onPage }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <DataTable
      label={t('agendaDesk.list.tableLabel')}
      list={list}
      columns={useColumns()}
      empty={
        <EmptyState
          title={t('agendaDesk.list.empty')}
          hint={filtered ? t('agendaDesk.list.emptyFilteredHint') : t('agendaDesk.list.emptyHint')}
        />
      }
      page={page}
      pageSize={EVENTS_PAGE_SIZE}
      onPage={onPage}
      onOpen={(row) => navigate(eventPath(row.id))}
      minWidth={720}
    />
  );
}

function useColumns(): DataColumn<StaffEvent>[] {
  const { t, i18n } = useTranslation();
  const places = usePlaces();
  const language = usePlaceLanguage();
  const placeLineOf = (row: StaffEvent) =>
    places
      ? placeLine(places.placeOf({ provinceId: row.province_id, districtId: row.district_id, localLevelId: row.local_level_id }), language)
      : '';
  const nepali = i18n.language === 'ne';
  return [
    { key: 'when', label: t('agendaDesk.list.when'), render: (row) => <EventWhen event={row} /> },
    {
      key: 'title',
      label: t('agendaDesk.list.event'),
      minWidth: TITLE_MIN_WIDTH,
      breaksLongWords: true,
      render: (row) => {
        const title = nepali && row.title_ne ? row.title_ne : row.title;
        return (
          <>
            <Link component={RouterLink} to={eventPath(row.id)} sx={{ fontWeight: 600 }} onClick={(event) => event.stopPropagation()}>
              {title}
            </Link>
            {row.venue && (
              <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8125rem' }}>
                {row.venue}
              </Box>
            )}
          </>
        );
      },
    },
    { key: 'place', label: t('agendaDesk.list.place'), render: placeLineOf },
    { key: 'status', label: t('agendaDesk.list.status'), render: (row) => <EventStatusChip status={row.status} /> },
    { key: 'coverage', label: t('agendaDesk.list.coverage'), render: (row) => <CoverageSummary coverages={row.coverages} /> },
    { key: 'actions', label: t('agendaDesk.list.actions'), width: 96, render: (row) => <RowActions event={row} /> },
  ];
}

/** Edit opens the form; Duplicate copies the event (planned again, nothing delivered) and opens the copy. */
function RowActions({ event }: { event: StaffEvent }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const duplicate = useDuplicateEvent();
  const editLabel = t('agendaDesk.list.edit', { title: event.title });
  const duplicateLabel = t('agendaDesk.list.duplicate', { title: event.title });
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }} onClick={(click) => click.stopPropagation()}>
      <Tooltip title={editLabel}>
        <IconButton size="small" component={RouterLink} to={eventPath(event.id)} aria-label={editLabel}>
          <Edit fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={duplicateLabel}>
        <span>
          <IconButton
            size="small"
            aria-label={duplicateLabel}
            loading={duplicate.isPending}
            onClick={() =>
              duplicate.mutate(event.id, {
                onSuccess: (answer) => {
                  showNotice(answer.message, { variant: 'success' });
                  navigate(eventPath(answer.data.id));
                },
              })
            }
          >
            <ContentCopy fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
}
