import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PAYMENTS_PAGE_SIZE, type PaymentRow, type PaymentsPage } from '@portal/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListPaging } from '../../../components/list-paging.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { TableFrame } from '../../../components/table-frame.tsx';
import { type TableColumn, TableRows } from '../../../components/table-rows.tsx';
import { formatDay } from '../../../lib/dates.ts';
import { formatRupees } from '../../../lib/numbers.ts';
import { PaymentStatusChip } from './payment-status-chip.tsx';

type Column = TableColumn<PaymentRow> & { label: string; numeric?: boolean };

type Props = {
  list: UseQueryResult<PaymentsPage>;
  page: number;
  filtered: boolean;
  onPage: (page: number) => void;
  onReset: () => void;
};

const SKELETON_ROWS = 8;

/** Every client's payments, 25 a page; a row opens the payment and its bill. */
export function PaymentsTable({ list, page, filtered, onPage, onReset }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The payment's page leads back to the list as filtered now.
  const state = { listSearch: useLocation().search };
  const columns = useColumns(state);
  const rows = list.data?.data;
  const meta = list.data?.meta;

  if (list.isError) return <LoadError query={list} />;
  if (rows?.length === 0) {
    return (
      <EmptyState
        title={t('paymentsAdmin.list.empty')}
        hint={filtered ? t('common.emptyFilteredHint') : t('paymentsAdmin.list.emptyHint')}
        action={filtered && <Button onClick={onReset}>{t('filters.reset')}</Button>}
      />
    );
  }
  return (
    <>
      <Box sx={{ height: 4 }}>{list.isFetching && <LinearProgress aria-label={t('common.loading')} />}</Box>
      <TableFrame label={t('paymentsAdmin.list.tableLabel')} outlined>
        <Table size="small" sx={{ minWidth: 860 }} aria-busy={list.isPending}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.key} align={column.numeric ? 'right' : 'left'} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableRows
            rows={rows}
            columns={columns}
            skeletonRows={SKELETON_ROWS}
            onOpen={(row) => navigate(`/admin/payments/${row.id}`, { state })}
          />
        </Table>
      </TableFrame>
      {meta && <ListPaging meta={meta} pageSize={PAYMENTS_PAGE_SIZE} shown={rows?.length ?? 0} page={page} onChange={onPage} />}
    </>
  );
}

function useColumns(state: { listSearch: string }): Column[] {
  const { t, i18n } = useTranslation();
  const nowrap = (text: string) => <Box sx={{ whiteSpace: 'nowrap' }}>{text}</Box>;
  const amount = (paisa: number) => (
    <Box sx={{ whiteSpace: 'nowrap', textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>{formatRupees(paisa)}</Box>
  );
  return [
    {
      key: 'client',
      label: t('paymentsAdmin.columns.client'),
      render: (row) => (
        <>
          <Link
            component={RouterLink}
            to={`/admin/payments/${row.id}`}
            state={state}
            sx={{ fontWeight: 600 }}
            onClick={(event) => event.stopPropagation()}
          >
            {row.client.full_name}
          </Link>
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {row.client.email}
          </Typography>
        </>
      ),
    },
    {
      key: 'plan',
      label: t('paymentsAdmin.columns.planGateway'),
      render: (row) => (
        <>
          {nowrap(i18n.language === 'ne' && row.plan_name_ne ? row.plan_name_ne : row.plan_name)}
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {t(`paymentsAdmin.gateways.${row.gateway}`)}
          </Typography>
        </>
      ),
    },
    { key: 'status', label: t('paymentsAdmin.columns.status'), render: (row) => <PaymentStatusChip status={row.status} /> },
    { key: 'bill', label: t('paymentsAdmin.columns.bill'), render: (row) => nowrap(row.bill_no ?? '—') },
    { key: 'created', label: t('paymentsAdmin.columns.created'), render: (row) => nowrap(formatDay(row.created_at)) },
    { key: 'amount', label: t('paymentsAdmin.columns.amount'), numeric: true, render: (row) => amount(row.amount) },
    { key: 'vat', label: t('paymentsAdmin.columns.vat'), numeric: true, render: (row) => amount(row.vat_amount) },
    { key: 'total', label: t('paymentsAdmin.columns.total'), numeric: true, render: (row) => amount(row.total_amount) },
  ];
}
