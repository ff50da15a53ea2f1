import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Paged } from '@portal/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state.tsx';
import { ListPaging } from './list-paging.tsx';
import { LoadError } from './load-error.tsx';
import { TableFrame } from './table-frame.tsx';
import { type TableColumn, TableRows } from './table-rows.tsx';

export type LabelledColumn<Row> = TableColumn<Row> & { label: string };

type Props<Row extends { id: number }> = {
  list: UseQueryResult<Paged<Row>>;
  /** The table's accessible name. */
  label: string;
  columns: LabelledColumn<Row>[];
  /** Below this width the table scrolls sideways in its frame (a phone). */
  minWidth: number;
  pageSize: number;
  page: number;
  onPage(page: number): void;
  /** What an empty list says; with filters on, the hint says so and Reset clears them. */
  empty: { title: string; hint: string };
  filtered: boolean;
  onReset(): void;
  onOpen?: (row: Row) => void;
  skeletonRows?: number;
};

/**
 * A console list as a table: the load error, or the empty state (Reset when filtered), or a progress line while a
 * page loads, the table in its frame, and the paging under it.
 */
export function PagedTable<Row extends { id: number }>(props: Props<Row>) {
  const { t } = useTranslation();
  const { list, columns } = props;
  const rows = list.data?.data;
  const meta = list.data?.meta;
  if (list.isError) return <LoadError query={list} />;
  if (rows?.length === 0) {
    return (
      <EmptyState
        title={props.empty.title}
        hint={props.filtered ? t('common.emptyFilteredHint') : props.empty.hint}
        action={props.filtered && <Button onClick={props.onReset}>{t('filters.reset')}</Button>}
      />
    );
  }
  return (
    <>
      <Box sx={{ height: 4 }}>{list.isFetching && <LinearProgress aria-label={t('common.loading')} />}</Box>
      <TableFrame label={props.label} outlined>
        <Table size="small" sx={{ minWidth: props.minWidth }} aria-busy={list.isPending}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.key} align={column.align} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableRows rows={rows} columns={columns} skeletonRows={props.skeletonRows ?? 8} onOpen={props.onOpen} />
        </Table>
      </TableFrame>
      {meta && <ListPaging meta={meta} pageSize={props.pageSize} shown={rows?.length ?? 0} page={props.page} onChange={props.onPage} />}
    </>
  );
}
