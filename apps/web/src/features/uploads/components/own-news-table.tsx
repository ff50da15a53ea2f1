import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { OWN_NEWS_PAGE_SIZE, type OwnNewsRow, type Paged } from '@portal/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListPaging } from '../../../components/list-paging.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { SortHeaderCell } from '../../../components/sort-header-cell.tsx';
import { StatusMarker } from '../../../components/status-marker.tsx';
import { type TableColumn, TableRows } from '../../../components/table-rows.tsx';
import { formatCardDate } from '../../../lib/dates.ts';
import type { OwnNewsParams, OwnNewsSort } from '../../../lib/own-news-params.ts';
import { useLookupNames } from '../../../lib/use-lookup-names.ts';

type Column = TableColumn<OwnNewsRow> & { sort?: OwnNewsSort };

type Props = {
  list: UseQueryResult<Paged<OwnNewsRow>>;
  params: OwnNewsParams;
  filtered: boolean;
  onSort: (field: OwnNewsSort) => void;
  onPage: (page: number) => void;
  onReset: () => void;
};

/** Rows shown while the first page loads; they never reorder, so their number is their key. */
const SKELETON_ROWS = 6;

/** The "Post" table (SPEC.md §2 List of own news): 25 rows a page, sorted and paged on the server. */
export function OwnNewsTable({ list, params, filtered, onSort, onPage, onReset }: Props) {
  const { t } = useTranslation();
  const columns = useColumns();

  if (list.isError) {
    return <LoadError query={list} />;
  }
  const rows = list.data?.data;
  if (rows?.length === 0) {
    return (
      <EmptyState
        title={t('uploads.list.empty')}
        hint={filtered ? t('common.emptyFilteredHint') : t('uploads.list.emptyHint')}
        action={
          filtered ? (
            <Button onClick={onReset}>{t('uploads.list.reset')}</Button>
          ) : (
            <Button component={RouterLink} to="/add-news" variant="contained">
              {t('pages.addNews')}
            </Button>
          )
        }
      />
    );
  }

  const meta = list.data?.meta;
  return (
    <>
      <Box sx={{ height: 4 }}>{list.isFetching && <LinearProgress aria-label={t('common.loading')} />}</Box>
      <TableContainer
        component={Paper}
        variant="outlined"
        role="region"
        aria-label={t('uploads.list.tableLabel')}
        // The table scrolls sideways on a phone; the region takes the focus so the keyboard can scroll it too.
        tabIndex={0}
      >
        <Table size="small" sx={{ minWidth: 980 }} aria-busy={list.isPending}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <SortHeaderCell
                  key={column.key}
                  label={t(`uploads.columns.${column.key}`)}
                  field={column.sort}
                  sortBy={params.sortBy}
                  descending={params.descending}
                  onSort={onSort}
                />
              ))}
            </TableRow>
          </TableHead>
          <TableRows rows={rows} columns={columns} skeletonRows={SKELETON_ROWS} />
        </Table>
      </TableContainer>
      {meta && <ListPaging meta={meta} pageSize={OWN_NEWS_PAGE_SIZE} shown={rows?.length ?? 0} page={params.page} onChange={onPage} />}
    </>
  );
}

function useColumns(): Column[] {
  const { t } = useTranslation();
  const { languageName, categoryName } = useLookupNames();
  const date = (iso: string | null) => (iso ? formatCardDate(iso) : t('uploads.list.notPublished'));
  const nowrap = (text: string) => <Box sx={{ whiteSpace: 'nowrap' }}>{text}</Box>;
  return [
    {
      key: 'title',
      sort: 'title',
      width: 320,
      render: (row) => (
        <Link component={RouterLink} to={`/show-news/${row.id}`} sx={{ fontWeight: 600 }}>
          {row.title}
        </Link>
      ),
    },
    { key: 'language', render: (row) => languageName(row.language_id) },
    { key: 'categories', render: (row) => row.categories_name.map(categoryName).join(', ') },
    { key: 'publishDate', sort: 'publish_at', render: (row) => nowrap(date(row.publish_at)) },
    { key: 'label', render: (row) => row.label },
    { key: 'userName', render: (row) => row.user_name },
    { key: 'status', sort: 'status', render: (row) => <StatusMarker status={row.status} /> },
    { key: 'createdAt', sort: 'created_at', render: (row) => nowrap(date(row.created_at)) },
  ];
}
