import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { AnalyticsKind } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { TableFrame } from '../../../components/table-frame.tsx';
import { type TableColumn, TableRows } from '../../../components/table-rows.tsx';
import { useTopItems } from '../api/get-analytics.ts';
import { FIGURES, formatCount } from './figures.ts';
import { ItemName } from './items-table.tsx';

/** The last 7 days' most used items, ranked. */
export function TopItemsList({ kind }: { kind: AnalyticsKind | undefined }) {
  const { t } = useTranslation();
  const top = useTopItems(kind);
  if (top.isError) return <LoadError query={top} />;
  const rows = top.data?.data.map((row, position) => ({ ...row, id: position + 1 }));
  if (rows?.length === 0) return <EmptyState title={t('analytics.topEmpty')} />;

  type Row = NonNullable<typeof rows>[number];
  const columns: TableColumn<Row>[] = [
    { key: 'rank', render: (row) => row.id },
    { key: 'item', render: (row) => <ItemName row={row} /> },
    ...FIGURES.map((figure) => ({ key: figure, align: 'right' as const, render: (row: Row) => formatCount(row[figure]) })),
  ];
  return (
    <TableFrame label={t('analytics.topTable')} outlined>
      <Table size="small" aria-busy={top.isPending}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 700 }}>#</TableCell>
            <TableCell sx={{ fontWeight: 700 }}>{t('analytics.item')}</TableCell>
            {FIGURES.map((figure) => (
              <TableCell key={figure} align="right" sx={{ fontWeight: 700 }}>
                {t(`analytics.figures.${figure}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableRows rows={rows} columns={columns} skeletonRows={3} />
      </Table>
    </TableFrame>
  );
}
