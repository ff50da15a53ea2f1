import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { DeskMediaRow, Paged } from '@portal/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { formatCardDate } from '../../../lib/dates.ts';
import { usePlaceLine } from '../../../lib/places.ts';
import type { DeskKind } from '../api/media-desk-keys.ts';

export const DESK_PAGE_SIZE = 25;

type Column = DataColumn<DeskMediaRow>;

type Props = {
  kind: DeskKind;
  list: UseQueryResult<Paged<DeskMediaRow>>;
  page: number;
  selected: number[];
  onSelect(ids: number[]): void;
  onPage(page: number): void;
};

/** One page of galleries or videos: a row opens the editor, the checkboxes choose items to delete. */
export function MediaDeskTable({ kind, list, page, selected, onSelect, onPage }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <DataTable
      label={t(`mediaDesk.${kind}.title`)}
      list={list}
      columns={useColumns(kind)}
      empty={<EmptyState title={t('mediaDesk.list.empty')} />}
      page={page}
      pageSize={DESK_PAGE_SIZE}
      onPage={onPage}
      onOpen={(row) => navigate(`/admin/${kind}/${row.id}`)}
      selection={{
        selected,
        onSelect,
        allLabel: t('mediaDesk.list.selectAll'),
        rowLabel: (row) => t('mediaDesk.list.selectRow', { title: row.title }),
      }}
      minWidth={640}
    />
  );
}

function useColumns(kind: DeskKind): Column[] {
  const { t } = useTranslation();
  const placeLineOf = usePlaceLine();
  const columns: Column[] = [
    {
      key: 'thumbnail',
      label: t('mediaDesk.list.thumbnail'),
      width: 88,
      render: (row) => (
        <Box
          component={row.thumbnail ? 'img' : 'span'}
          src={row.thumbnail ?? undefined}
          alt=""
          sx={{ display: 'block', width: 72, height: 48, objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover' }}
        />
      ),
    },
    {
      key: 'title',
      label: t('mediaDesk.list.title'),
      render: (row) => (
        <Link component={RouterLink} to={`/admin/${kind}/${row.id}`} sx={{ fontWeight: 600 }} onClick={(event) => event.stopPropagation()}>
          {row.title}
        </Link>
      ),
    },
    {
      key: 'status',
      label: t('mediaDesk.list.status'),
      render: (row) => (
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', whiteSpace: 'nowrap' }}>
          {t(`newsStatus.${row.status}`)}
          {row.status === 'published' && new Date(row.publish_at) > new Date() && (
            <Chip size="small" color="warning" label={t('mediaDesk.list.scheduled')} />
          )}
        </Stack>
      ),
    },
    {
      key: 'publishAt',
      label: t('mediaDesk.list.publishAt'),
      render: (row) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatCardDate(row.publish_at)}</Box>,
    },
    { key: 'place', label: t('places.column'), render: (row) => placeLineOf(row.place) },
  ];
  if (kind === 'galleries')
    columns.push({ key: 'images', label: t('mediaDesk.list.images'), align: 'right', render: (row) => row.images_count });
  return columns;
}
