import Skeleton from '@mui/material/Skeleton';
import type { SxProps, Theme } from '@mui/material/styles';
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
  /**
   * Free text with words of any length (a headline, a person's or a house's name): a word wider than the
   * column breaks inside, so one long word cannot push the table past its page. Give it a `minWidth`, which
   * words that fit keep whole.
   */
  breaksLongWords?: boolean;
};

const cellSize = (column: Pick<TableColumn<unknown>, 'width' | 'minWidth' | 'breaksLongWords'>): SxProps<Theme> => ({
  width: column.width,
  minWidth: column.minWidth,
  overflowWrap: column.breaksLongWords ? 'anywhere' : undefined,
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
