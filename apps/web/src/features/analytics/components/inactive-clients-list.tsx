import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ANALYTICS_PAGE_SIZE } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListPaging } from '../../../components/list-paging.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { TableFrame } from '../../../components/table-frame.tsx';
import { TableRows } from '../../../components/table-rows.tsx';
import { formatDay } from '../../../lib/dates.ts';
import { useInactiveClients } from '../api/get-analytics.ts';
import { ClientName } from './clients-table.tsx';

/** Clients silent for 30 days, those never active first, then the longest silent. */
export function InactiveClientsList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useInactiveClients(page);
  if (list.isError) return <LoadError query={list} />;
  const rows = list.data?.data;
  if (rows?.length === 0) return <EmptyState title={t('analytics.inactiveEmpty')} />;

  return (
    <>
      <TableFrame label={t('analytics.inactiveTable')} outlined>
        <Table size="small" aria-busy={list.isPending}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 700 }}>{t('analytics.client')}</TableCell>
              <TableCell sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{t('analytics.lastActive')}</TableCell>
            </TableRow>
          </TableHead>
          <TableRows
            rows={rows}
            skeletonRows={3}
            columns={[
              { key: 'name', render: (row) => <ClientName row={row} /> },
              { key: 'lastActive', render: (row) => (row.last_active_at ? formatDay(row.last_active_at) : t('analytics.never')) },
            ]}
          />
        </Table>
      </TableFrame>
      {list.data && (
        <ListPaging meta={list.data.meta} pageSize={ANALYTICS_PAGE_SIZE} shown={rows?.length ?? 0} page={page} onChange={setPage} />
      )}
    </>
  );
}
