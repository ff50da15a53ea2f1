import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Paged } from '@portal/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPaging } from './list-paging.tsx';
import { LoadError } from './load-error.tsx';
import { HEADING, SortHeaderCell } from './sort-header-cell.tsx';
import { TableFrame } from './table-frame.tsx';
import { type TableColumn, TableRows } from './table-rows.tsx';

/** The least a title column keeps, so a headline reads as a few lines rather than a word a line. */
export const TITLE_MIN_WIDTH = 168;

/** The least a column of names (an author, a media house) keeps. */
export const NAME_MIN_WIDTH = 96;

export type DataColumn<Row, Sort extends string = string> = TableColumn<Row> & { label: string; sort?: Sort };

/** Checkboxes that choose rows of the page shown (to delete them). */
export type RowSelection<Row> = {
  selected: number[];
  onSelect(ids: number[]): void;
  allLabel: string;
  rowLabel(row: Row): string;
};

type Props<Row extends { id: number }, Sort extends string> = {
  label: string;
  list: UseQueryResult<Paged<Row>>;
  columns: DataColumn<Row, Sort>[];
  /** What shows when the page has no rows (an empty state with its hint and action). */
  empty: ReactNode;
  page: number;
  pageSize: number;
  onPage(page: number): void;
  /** Makes a whole row open its item; without it, a link in the row does. */
  onOpen?(row: Row): void;
  sort?: { by: Sort; descending: boolean; onSort(field: Sort): void };
  selection?: RowSelection<Row>;
  minWidth: number;
};

/**
 * A console list: a page of rows from the server with a loading bar, skeleton rows, its error with
 * Retry, sortable headings, optional row checkboxes, and the paging under it. A row may open its item.
 * Columns wrap their text between words, never inside one, so the table fits its page down to `minWidth`
 * (or the widest words); narrower, it scrolls sideways inside its TableFrame.
 */
export function DataTable<Row extends { id: number }, Sort extends string = string>(props: Props<Row, Sort>) {
  const { t } = useTranslation();
  const { list, selection, sort } = props;
  const rows = list.data?.data;
  if (list.isError) return <LoadError query={list} />;
  if (rows?.length === 0) return props.empty;

  const columns: TableColumn<Row>[] = selection ? [selectColumn(selection), ...props.columns] : props.columns;
  return (
    <>
      <Box sx={{ height: 4 }}>{list.isFetching && <LinearProgress aria-label={t('common.loading')} />}</Box>
      <TableFrame label={props.label} outlined>
        <Table size="small" sx={{ minWidth: props.minWidth }} aria-busy={list.isPending}>
          <TableHead>
            <TableRow>
              {selection && <SelectAllCell selection={selection} pageIds={rows?.map((row) => row.id) ?? []} />}
              {props.columns.map((column) =>
                sort ? (
                  <SortHeaderCell
                    key={column.key}
                    label={column.label}
                    field={column.sort}
                    sortBy={sort.by}
                    descending={sort.descending}
                    onSort={sort.onSort}
                  />
                ) : (
                  <TableCell key={column.key} align={column.align} sx={HEADING}>
                    {column.label}
                  </TableCell>
                ),
              )}
            </TableRow>
          </TableHead>
          <TableRows<Row>
            rows={rows}
            columns={columns}
            skeletonRows={6}
            onOpen={props.onOpen}
            selected={selection && ((row) => selection.selected.includes(row.id))}
          />
        </Table>
      </TableFrame>
      {list.data && (
        <ListPaging meta={list.data.meta} pageSize={props.pageSize} shown={rows?.length ?? 0} page={props.page} onChange={props.onPage} />
      )}
    </>
  );
}

function SelectAllCell<Row>({ selection, pageIds }: { selection: RowSelection<Row>; pageIds: number[] }) {
  const chosenOnPage = pageIds.filter((id) => selection.selected.includes(id)).length;
  return (
    <TableCell padding="checkbox">
      <Checkbox
        size="small"
        checked={pageIds.length > 0 && chosenOnPage === pageIds.length}
        indeterminate={chosenOnPage > 0 && chosenOnPage < pageIds.length}
        disabled={pageIds.length === 0}
        onChange={(event) => selection.onSelect(event.target.checked ? pageIds : [])}
        slotProps={{ input: { 'aria-label': selection.allLabel } }}
      />
    </TableCell>
  );
}

function selectColumn<Row extends { id: number }>(selection: RowSelection<Row>): TableColumn<Row> {
  const { selected, onSelect } = selection;
  const toggle = (id: number, checked: boolean) => onSelect(checked ? [...selected, id] : selected.filter((chosen) => chosen !== id));
  return {
    key: 'select',
    width: 40,
    render: (row) => (
      <Checkbox
        size="small"
        checked={selected.includes(row.id)}
        onChange={(event) => toggle(row.id, event.target.checked)}
        onClick={(event) => event.stopPropagation()}
        slotProps={{ input: { 'aria-label': selection.rowLabel(row) } }}
      />
    ),
  };
}
