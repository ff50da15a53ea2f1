import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { OWN_NEWS_PAGE_SIZE, type OwnNewsRow, type Paged } from '@portal/shared';
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

type Column = TableColumn<OwnNewsRow> & { sort?: OwnNewsSort; label: string };

type Props = {
  list: UseQueryResult<Paged<OwnNewsRow>>;
  params: OwnNewsParams;
  filtered: boolean;
  selected: number[];
  onSelect: (ids: number[]) => void;
  onSort: (field: OwnNewsSort) => void;
  onPage: (page: number) => void;
  onReset: () => void;
};

const SKELETON_ROWS = 6;

/** Every item of the agency, 25 a page: a row opens the editor, the checkboxes choose items to delete. */
export function NewsDeskTable({ list, params, filtered, selected, onSelect, onSort, onPage, onReset }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rows = list.data?.data;
  const columns = useColumns(selected, onSelect);

  if (list.isError) return <LoadError query={list} />;
  if (rows?.length === 0) {
    return (
      <EmptyState
        title={t('admin.desk.empty')}
        hint={filtered ? t('common.emptyFilteredHint') : t('admin.desk.emptyHint')}
        action={filtered && <Button onClick={onReset}>{t('filters.reset')}</Button>}
      />
    );
  }

  const pageIds = rows?.map((row) => row.id) ?? [];
  const chosenOnPage = pageIds.filter((id) => selected.includes(id)).length;
  const meta = list.data?.meta;
  return (
    <>
      <Box sx={{ height: 4 }}>{list.isFetching && <LinearProgress aria-label={t('common.loading')} />}</Box>
      <TableContainer component={Paper} variant="outlined" role="region" aria-label={t('admin.desk.tableLabel')} tabIndex={0}>
        <Table size="small" sx={{ minWidth: 980 }} aria-busy={list.isPending}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={pageIds.length > 0 && chosenOnPage === pageIds.length}
                  indeterminate={chosenOnPage > 0 && chosenOnPage < pageIds.length}
                  disabled={pageIds.length === 0}
                  onChange={(event) => onSelect(event.target.checked ? pageIds : [])}
                  slotProps={{ input: { 'aria-label': t('admin.desk.selectAll') } }}
                />
              </TableCell>
              {columns.slice(1).map((column) => (
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
          <TableRows
            rows={rows}
            columns={columns}
            skeletonRows={SKELETON_ROWS}
            onOpen={(row) => navigate(`/admin/news/${row.id}`)}
            selected={(row) => selected.includes(row.id)}
          />
        </Table>
      </TableContainer>
      {meta && <ListPaging meta={meta} pageSize={OWN_NEWS_PAGE_SIZE} shown={rows?.length ?? 0} page={params.page} onChange={onPage} />}
    </>
  );
}

function useColumns(selected: number[], onSelect: (ids: number[]) => void): Column[] {
  const { t } = useTranslation();
  const { languageName, categoryName } = useLookupNames();
  const nowrap = (text: string) => <Box sx={{ whiteSpace: 'nowrap' }}>{text}</Box>;
  const toggle = (id: number, checked: boolean) => onSelect(checked ? [...selected, id] : selected.filter((chosen) => chosen !== id));
  return [
    {
      key: 'select',
      label: '',
      render: (row) => (
        <Checkbox
          checked={selected.includes(row.id)}
          onChange={(event) => toggle(row.id, event.target.checked)}
          onClick={(event) => event.stopPropagation()}
          slotProps={{ input: { 'aria-label': t('admin.desk.selectRow', { title: row.title }) } }}
        />
      ),
    },
    {
      key: 'title',
      label: t('admin.columns.title'),
      sort: 'title',
      width: 320,
      render: (row) => (
        <Link component={RouterLink} to={`/admin/news/${row.id}`} sx={{ fontWeight: 600 }} onClick={(event) => event.stopPropagation()}>
          {row.title}
        </Link>
      ),
    },
    { key: 'language', label: t('admin.columns.language'), render: (row) => languageName(row.language_id) },
    { key: 'categories', label: t('admin.columns.categories'), render: (row) => row.categories_name.map(categoryName).join(', ') },
    {
      key: 'publishDate',
      label: t('admin.columns.publishDate'),
      sort: 'publish_at',
      render: (row) => <PublishDate iso={row.publish_at} />,
    },
    { key: 'author', label: t('admin.columns.author'), render: (row) => row.user_name },
    { key: 'status', label: t('admin.columns.status'), sort: 'status', render: (row) => <StatusMarker status={row.status} /> },
    { key: 'createdAt', label: t('admin.columns.createdAt'), sort: 'created_at', render: (row) => nowrap(formatCardDate(row.created_at)) },
  ];
}

/** When the item goes (or went) out; one still ahead is marked Scheduled. */
function PublishDate({ iso }: { iso: string | null }) {
  const { t } = useTranslation();
  if (!iso) return t('admin.desk.notPublished');
  const scheduled = new Date(iso).getTime() > Date.now();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75, whiteSpace: 'nowrap' }}>
      {formatCardDate(iso)}
      {scheduled && <Chip size="small" color="info" variant="outlined" label={t('admin.desk.scheduled')} />}
    </Box>
  );
}
