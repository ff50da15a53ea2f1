import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { TableFrame } from '../../../components/table-frame.tsx';
import { type TableColumn, TableRows } from '../../../components/table-rows.tsx';

type Props<Row extends { id: number }> = {
  rows: Row[];
  columns: (TableColumn<Row> & { label: string })[];
  empty: string;
  /** The table's name: its section's heading. */
  label: string;
};

/** A short table inside a section of the client's page, scrolling sideways on a phone; a line when it has no rows. */
export function DetailTable<Row extends { id: number }>({ rows, columns, empty, label }: Props<Row>) {
  if (rows.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <TableFrame label={label} inNamedSection>
      <Table size="small" sx={{ minWidth: 560 }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key} align={column.align} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableRows rows={rows} columns={columns} skeletonRows={0} />
      </Table>
    </TableFrame>
  );
}
