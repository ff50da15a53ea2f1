import Skeleton from '@mui/material/Skeleton';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

export type TableColumn<Row> = {
  key: string;
  render: (row: Row) => ReactNode;
  align?: 'right';
  /** A column of fixed width (checkboxes, thumbnails, actions). */
  width?: number;
  /** The least a column of wrapping text (a title) keeps when the table is narrow; it takes what is left otherwise. */
  minWidth?: number;
};

const cellSize = (column: { width?: number | undefined; minWidth?: number | undefined }) => ({
  width: column.width,
  minWidth: column.minWidth,
});

/**
 * The body of a list table: its rows, or `skeletonRows` rows of placeholders while they load. `onOpen`
 * makes a whole row clickable (a link in the row stays the keyboard's way in); `selected` marks rows.
 */
export function TableRows<Row extends { id: number }>(props: {
  rows: Row[] | undefined;
  columns: TableColumn<Row>[];
  skeletonRows: number;
  onOpen?: (row: Row) => void;
  selected?: (row: Row) => boolean;
}) {
  const { rows, columns, onOpen, selected } = props;
  return (
    <TableBody>
      {rows
        ? rows.map((row) => (
            <TableRow
              key={row.id}
              hover
              selected={selected?.(row) ?? false}
              onClick={onOpen && (() => onOpen(row))}
              sx={onOpen && { cursor: 'pointer' }}
            >
              {columns.map((column) => (
                <TableCell key={column.key} align={column.align} sx={cellSize(column)}>
                  {column.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))
        : Array.from({ length: props.skeletonRows }, (_, slot) => (
            // Placeholders never reorder, so their position is their key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <TableRow key={slot}>
              {columns.map((column) => (
                <TableCell key={column.key} sx={cellSize(column)}>
                  <Skeleton />
                </TableCell>
              ))}
            </TableRow>
          ))}
    </TableBody>
  );
}
