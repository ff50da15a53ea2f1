import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ANALYTICS_PAGE_SIZE, type FeedCallsRow, type FeedCallsSort } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListPaging } from '../../../components/list-paging.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { SortHeaderCell } from '../../../components/sort-header-cell.tsx';
import { type TableColumn, TableRows } from '../../../components/table-rows.tsx';
import { formatDay } from '../../../lib/dates.ts';
import { type AnalyticsRange, type TableParams, useFeedCalls } from '../api/get-analytics.ts';
import { ClientName } from './clients-table.tsx';
import { formatCount } from './figures.ts';
import { nextSort } from './figures-table.tsx';

type Column = TableColumn<FeedCallsRow & { id: number }> & { label: string; sort: FeedCallsSort };

/** Feed API calls per client and Nepal day over the range (issue 20), the most calls first. */
export function FeedCallsTable({ range }: { range: AnalyticsRange }) {
  const { t } = useTranslation();
  const [params, setParams] = useState<TableParams<FeedCallsSort>>({ page: 1, sortBy: 'calls', descending: true });
  const list = useFeedCalls(range, params);
  if (list.isError) return <LoadError query={list} />;
  const rows = list.data?.data.map((row, position) => ({ ...row, id: position }));
  if (rows?.length === 0) return <EmptyState title={t('feedCalls.empty')} />;

  const columns: Column[] = [
    {
      key: 'company',
      label: t('feedCalls.company'),
      sort: 'company_name',
      render: (row) => (
        <ClientName
          row={{ full_name: row.company_name || row.full_name, company_name: row.company_name ? row.full_name : '', email: row.email }}
        />
      ),
    },
    { key: 'day', label: t('feedCalls.day'), sort: 'day', render: (row) => formatDay(row.day) },
    { key: 'calls', label: t('feedCalls.calls'), sort: 'calls', align: 'right', render: (row) => formatCount(row.calls) },
  ];
  return (
    <>
      <Box sx={{ height: 4 }}>{list.isFetching && <LinearProgress aria-label={t('common.loading')} />}</Box>
      <TableContainer component={Paper} variant="outlined" role="region" aria-label={t('feedCalls.table')} tabIndex={0}>
        <Table size="small" aria-busy={list.isPending}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <SortHeaderCell
                  key={column.key}
                  label={column.label}
                  field={column.sort}
                  sortBy={params.sortBy}
                  descending={params.descending}
                  onSort={(field) => setParams(nextSort(params, field, 'company_name'))}
                />
              ))}
            </TableRow>
          </TableHead>
          <TableRows rows={rows} columns={columns} skeletonRows={5} />
        </Table>
      </TableContainer>
      {list.data && (
        <ListPaging
          meta={list.data.meta}
          pageSize={ANALYTICS_PAGE_SIZE}
          shown={rows?.length ?? 0}
          page={params.page}
          onChange={(page) => setParams({ ...params, page })}
        />
      )}
    </>
  );
}
