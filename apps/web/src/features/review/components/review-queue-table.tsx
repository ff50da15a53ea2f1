import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { OWN_NEWS_PAGE_SIZE, type Paged, type ReviewRow } from '@portal/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListPaging } from '../../../components/list-paging.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { SortHeaderCell } from '../../../components/sort-header-cell.tsx';
import { StatusMarker } from '../../../components/status-marker.tsx';
import { type TableColumn, TableRows } from '../../../components/table-rows.tsx';
import { formatCardDate } from '../../../lib/dates.ts';
import type { OwnNewsParams, OwnNewsSort } from '../../../lib/own-news-params.ts';
import { useLookupNames } from '../../../lib/use-lookup-names.ts';

type Column = TableColumn<ReviewRow> & { sort?: OwnNewsSort; label: string };

type Props = {
  list: UseQueryResult<Paged<ReviewRow>>;
  params: OwnNewsParams;
  filtered: boolean;
  onSort: (field: OwnNewsSort) => void;
  onPage: (page: number) => void;
  onReset: () => void;
};

/** The uploads of one tab of the queue, 25 a page; a row opens the upload to decide on it. */
export function ReviewQueueTable({ list, params, filtered, onSort, onPage, onReset }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const columns = useColumns();
  const rows = list.data?.data;

  if (list.isError) return <LoadError query={list} />;
  if (rows?.length === 0) {
    return (
      <EmptyState
        title={t('review.empty')}
        hint={filtered ? t('common.emptyFilteredHint') : t('review.emptyHint')}
        action={filtered && <Button onClick={onReset}>{t('filters.reset')}</Button>}
      />
    );
  }
  const meta = list.data?.meta;
  return (
    <>
      <Box sx={{ height: 4 }}>{list.isFetching && <LinearProgress aria-label={t('common.loading')} />}</Box>
      <TableContainer component={Paper} variant="outlined" role="region" aria-label={t('review.tableLabel')} tabIndex={0}>
        <Table size="small" sx={{ minWidth: 860 }} aria-busy={list.isPending}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <SortHeaderCell
                  key={column.key}
                  label={column.label}
                  field={column.sort}
                  sortBy={params.sortBy}
                  descending={params.descending}
                  onSort={onSort}
                />
              ))}
            </TableRow>
          </TableHead>
          <TableRows rows={rows} columns={columns} skeletonRows={6} onOpen={(row) => navigate(`/admin/review/${row.id}`)} />
        </Table>
      </TableContainer>
      {meta && <ListPaging meta={meta} pageSize={OWN_NEWS_PAGE_SIZE} shown={rows?.length ?? 0} page={params.page} onChange={onPage} />}
    </>
  );
}

function useColumns(): Column[] {
  const { t } = useTranslation();
  const { languageName, categoryName } = useLookupNames();
  return [
    {
      key: 'title',
      label: t('admin.columns.title'),
      sort: 'title',
      width: 320,
      render: (row) => (
        <Link component={RouterLink} to={`/admin/review/${row.id}`} sx={{ fontWeight: 600 }} onClick={(event) => event.stopPropagation()}>
          {row.title}
        </Link>
      ),
    },
    { key: 'organisation', label: t('review.organisation'), render: (row) => row.company_name || row.user_name },
    { key: 'language', label: t('admin.columns.language'), render: (row) => languageName(row.language_id) },
    { key: 'categories', label: t('admin.columns.categories'), render: (row) => row.categories_name.map(categoryName).join(', ') },
    { key: 'status', label: t('admin.columns.status'), sort: 'status', render: (row) => <StatusMarker status={row.status} /> },
    {
      key: 'createdAt',
      label: t('review.uploadedAt'),
      sort: 'created_at',
      render: (row) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatCardDate(row.created_at)}</Box>,
    },
  ];
}
