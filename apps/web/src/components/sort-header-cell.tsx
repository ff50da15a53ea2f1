import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';

type Props<Field extends string> = {
  label: string;
  /** The server's sort field of the column; a column without one is not sortable. */
  field?: Field | undefined;
  sortBy: Field;
  descending: boolean;
  onSort(field: Field): void;
};

/** Bold; a heading of two words may take two lines, so that it is not what makes a narrow table overflow. */
export const HEADING = { fontWeight: 700 } as const;

/** A list table's column heading, a sort button when the server can sort by it. */
export function SortHeaderCell<Field extends string>({ label, field, sortBy, descending, onSort }: Props<Field>) {
  if (!field) return <TableCell sx={HEADING}>{label}</TableCell>;
  const active = sortBy === field;
  const direction = active && !descending ? 'asc' : 'desc';
  return (
    <TableCell sx={HEADING} sortDirection={active ? direction : false}>
      <TableSortLabel active={active} direction={active ? direction : 'asc'} onClick={() => onSort(field)}>
        {label}
      </TableSortLabel>
    </TableCell>
  );
}
