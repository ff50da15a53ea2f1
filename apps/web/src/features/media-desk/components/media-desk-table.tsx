import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { DeskMediaRow, Paged } from '@portal/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListPaging } from '../../../components/list-paging.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { type TableColumn, TableRows } from '../../../components/table-rows.tsx';
import { formatCardDate } from '../../../lib/dates.ts';
import type { DeskKind } from '../api/media-desk-keys.ts';

export const DESK_PAGE_SIZE = 25;

type Column = TableColumn<DeskMediaRow> & { label: string };

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
  const rows = list.data?.data;
  const columns = useColumns(kind, selected, onSelect);

  if (list.isError) return <LoadError query={list} />;
  if (rows?.length === 0) return <EmptyState title={t('mediaDesk.list.empty')} />;

  const pageIds = rows?.map((row) => row.id) ?? [];
  const chosenOnPage = pageIds.filter((id) => selected.includes(id)).length;
  return (
    <>
      <Box sx={{ height: 4 }}>{list.isFetching && <LinearProgress aria-label={t('common.loading')} />}</Box>
      <TableContainer component={Paper} variant="outlined" role="region" aria-label={t(`mediaDesk.${kind}.title`)} tabIndex={0}>
        <Table size="small" sx={{ minWidth: 640 }} aria-busy={list.isPending}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={pageIds.length > 0 && chosenOnPage === pageIds.length}
                  indeterminate={chosenOnPage > 0 && chosenOnPage < pageIds.length}
                  disabled={pageIds.length === 0}
                  onChange={(event) => onSelect(event.target.checked ? pageIds : [])}
                  slotProps={{ input: { 'aria-label': t('mediaDesk.list.selectAll') } }}
                />
              </TableCell>
              {columns.slice(1).map((column) => (
                <TableCell key={column.key} align={column.align}>
                  {column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableRows
            rows={rows}
            columns={columns}
            skeletonRows={5}
            onOpen={(row) => navigate(`/admin/${kind}/${row.id}`)}
            selected={(row) => selected.includes(row.id)}
          />
        </Table>
      </TableContainer>
      {list.data && <ListPaging meta={list.data.meta} pageSize={DESK_PAGE_SIZE} shown={rows?.length ?? 0} page={page} onChange={onPage} />}
    </>
  );
}

function useColumns(kind: DeskKind, selected: number[], onSelect: (ids: number[]) => void): Column[] {
  const { t } = useTranslation();
  const toggle = (id: number, checked: boolean) => onSelect(checked ? [...selected, id] : selected.filter((chosen) => chosen !== id));
  const columns: Column[] = [
    {
      key: 'select',
      label: '',
      width: 48,
      render: (row) => (
        <Checkbox
          checked={selected.includes(row.id)}
          onChange={(event) => toggle(row.id, event.target.checked)}
          onClick={(event) => event.stopPropagation()}
          slotProps={{ input: { 'aria-label': t('mediaDesk.list.selectRow', { title: row.title }) } }}
        />
      ),
    },
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
  ];
  if (kind === 'galleries')
    columns.push({ key: 'images', label: t('mediaDesk.list.images'), align: 'right', render: (row) => row.images_count });
  return columns;
}
