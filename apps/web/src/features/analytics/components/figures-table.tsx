import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { AnalyticsFigures, Paged } from '@portal/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListPaging } from '../../../components/list-paging.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { SortHeaderCell } from '../../../components/sort-header-cell.tsx';
import { TableFrame } from '../../../components/table-frame.tsx';
import { type TableColumn, TableRows } from '../../../components/table-rows.tsx';
import type { TableParams } from '../api/get-analytics.ts';
import { FIGURES, formatCount } from './figures.ts';

export type FigureColumn<Row, Sort extends string> = TableColumn<Row & { id: number }> & { label: string; sort?: Sort };

type Props<Row extends AnalyticsFigures, Sort extends string> = {
  label: string;
  list: UseQueryResult<Paged<Row>>;
  /** The columns before the figures, which follow in FIGURES order. */
  leading: FigureColumn<Row, Sort>[];
  params: TableParams<Sort>;
  pageSize: number;
  onChange(params: TableParams<Sort>): void;
};

/** Sorting by a figure starts with the highest, by a name with A. */
export function nextSort<Sort extends string>(params: TableParams<Sort>, field: Sort, byName: Sort): TableParams<Sort> {
  const descending = field === params.sortBy ? !params.descending : field !== byName;
  return { page: 1, sortBy: field, descending };
}

/** One page of rows with their four figures, each column sortable by the server. */
export function FiguresTable<Row extends AnalyticsFigures, Sort extends string>(props: Props<Row, Sort> & { byName: Sort }) {
  const { t } = useTranslation();
  const columns: FigureColumn<Row, Sort>[] = [
    ...props.leading,
    ...FIGURES.map((figure) => ({
      key: figure,
      label: t(`analytics.figures.${figure}`),
      sort: figure as Sort,
      align: 'right' as const,
      render: (row: Row) => formatCount(row[figure]),
    })),
  ];
  return <SortedPagedTable {...props} columns={columns} emptyTitle={t('analytics.empty')} />;
}

/** A page of server-sorted rows: a loading bar, sortable column heads, the rows, paging; an empty state when there are none. */
export function SortedPagedTable<Row extends object, Sort extends string>(props: {
  label: string;
  emptyTitle: string;
  list: UseQueryResult<Paged<Row>>;
  columns: FigureColumn<Row, Sort>[];
  params: TableParams<Sort>;
  pageSize: number;
  byName: Sort;
  onChange(params: TableParams<Sort>): void;
}) {
  const { t } = useTranslation();
  const { list, params, columns } = props;
  if (list.isError) return <LoadError query={list} />;
  const rows = list.data?.data.map((row, position) => ({ ...row, id: position }));
  if (rows?.length === 0) return <EmptyState title={props.emptyTitle} />;
  return (
    <>
      <Box sx={{ height: 4 }}>{list.isFetching && <LinearProgress aria-label={t('common.loading')} />}</Box>
      <TableFrame label={props.label} outlined>
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
                  onSort={(field) => props.onChange(nextSort(params, field, props.byName))}
                />
              ))}
            </TableRow>
          </TableHead>
          <TableRows rows={rows} columns={columns} skeletonRows={5} />
        </Table>
      </TableFrame>
      {list.data && (
        <ListPaging
          meta={list.data.meta}
          pageSize={props.pageSize}
          shown={rows?.length ?? 0}
          page={params.page}
          onChange={(page) => props.onChange({ ...params, page })}
        />
      )}
    </>
  );
}
