import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PAYMENTS_PAGE_SIZE, type PaymentRow, type PaymentsPage } from '@portal/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { type LabelledColumn, PagedTable } from '../../../components/paged-table.tsx';
import { formatDay } from '../../../lib/dates.ts';
import { formatRupees } from '../../../lib/numbers.ts';
import { PaymentStatusChip } from './payment-status-chip.tsx';

type Column = LabelledColumn<PaymentRow>;

type Props = {
  list: UseQueryResult<PaymentsPage>;
  page: number;
  filtered: boolean;
  onPage: (page: number) => void;
  onReset: () => void;
};

/** Every client's payments, 25 a page; a row opens the payment and its bill. */
export function PaymentsTable({ list, page, filtered, onPage, onReset }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The payment's page leads back to the list as filtered now.
  const state = { listSearch: useLocation().search };
  return (
    <PagedTable
      list={list}
      label={t('paymentsAdmin.list.tableLabel')}
      columns={useColumns(state)}
      minWidth={860}
      pageSize={PAYMENTS_PAGE_SIZE}
      page={page}
      onPage={onPage}
      empty={{ title: t('paymentsAdmin.list.empty'), hint: t('paymentsAdmin.list.emptyHint') }}
      filtered={filtered}
      onReset={onReset}
      onOpen={(row) => navigate(`/admin/payments/${row.id}`, { state })}
    />
  );
}

function useColumns(state: { listSearch: string }): Column[] {
  const { t, i18n } = useTranslation();
  const nowrap = (text: string) => <Box sx={{ whiteSpace: 'nowrap' }}>{text}</Box>;
  const amount = (paisa: number) => <Box sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{formatRupees(paisa)}</Box>;
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
    { key: 'amount', label: t('paymentsAdmin.columns.amount'), align: 'right', render: (row) => amount(row.amount) },
    { key: 'vat', label: t('paymentsAdmin.columns.vat'), align: 'right', render: (row) => amount(row.vat_amount) },
    { key: 'total', label: t('paymentsAdmin.columns.total'), align: 'right', render: (row) => amount(row.total_amount) },
  ];
}
