import Skeleton from '@mui/material/Skeleton';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

export type TableColumn<Row> = { key: string; render: (row: Row) => ReactNode; align?: 'right'; width?: number };

/** The body of a list table: its rows, or `skeletonRows` rows of placeholders while they load. */
export function TableRows<Row extends { id: number }>(props: {
  rows: Row[] | undefined;
  columns: TableColumn<Row>[];
  skeletonRows: number;
}) {
  const { rows, columns } = props;
  return (
    <TableBody>
      {rows
        ? rows.map((row) => (
            <TableRow key={row.id} hover>
              {columns.map((column) => (
                <TableCell key={column.key} align={column.align} sx={{ width: column.width }}>
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
                <TableCell key={column.key}>
                  <Skeleton />
                </TableCell>
              ))}
            </TableRow>
          ))}
    </TableBody>
  );
}
