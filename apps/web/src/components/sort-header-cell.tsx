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

/** A list table's column heading, a sort button when the server can sort by it. */
export function SortHeaderCell<Field extends string>({ label, field, sortBy, descending, onSort }: Props<Field>) {
  if (!field) return <TableCell sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{label}</TableCell>;
  const active = sortBy === field;
  const direction = active && !descending ? 'asc' : 'desc';
  return (
    <TableCell sx={{ fontWeight: 700, whiteSpace: 'nowrap' }} sortDirection={active ? direction : false}>
      <TableSortLabel active={active} direction={active ? direction : 'asc'} onClick={() => onSort(field)}>
        {label}
      </TableSortLabel>
    </TableCell>
  );
}
