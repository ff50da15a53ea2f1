import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { SUBSCRIPTION_HISTORY_PAGE_SIZE, type SubscriptionHistoryRow } from '@portal/shared';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListPaging } from '../../../components/list-paging.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { TableFrame } from '../../../components/table-frame.tsx';
import { type TableColumn, TableRows } from '../../../components/table-rows.tsx';
import { formatDay, formatDayInBoth } from '../../../lib/dates.ts';
import { localText } from '../../../lib/local-text.ts';
import { formatRupees } from '../../../lib/numbers.ts';
import { useAddressState } from '../../../lib/use-address-state.ts';
import { useSubscriptionHistory } from '../api/get-subscription-history.ts';
import { InvoiceDialog } from './invoice-dialog.tsx';

/** The history's page is kept in the address (`historyPage`), so Back and a reload show the same rows. */
const PAGE_KEY = 'historyPage';
/** Rows shown while the first page loads; they never reorder, so their number is their key. */
const SKELETON_ROWS = 3;

type Column = TableColumn<SubscriptionHistoryRow>;

/** My Account's Transactions History: 10 a page, newest first, each paid row with its invoice. */
export function TransactionsHistory() {
  const { t } = useTranslation();
  const headingId = useId();
  const [page, setPage] = useHistoryPage();
  const history = useSubscriptionHistory(page);
  const [invoiceSid, setInvoiceSid] = useState<number>();
  const columns = historyColumns(t, setInvoiceSid);
  const rows = history.data?.data;
  const meta = history.data?.meta;

  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography id={headingId} variant="h3" component="h2">
          {t('payments.history.heading')}
        </Typography>
        {history.isError ? (
          <LoadError query={history} />
        ) : rows?.length === 0 ? (
          <EmptyState title={t('payments.history.empty')} hint={t('payments.history.emptyHint')} />
        ) : (
          <Box>
            <Box sx={{ height: 4 }}>{history.isFetching && <LinearProgress aria-label={t('common.loading')} />}</Box>
            <TableFrame labelledBy={headingId} inNamedSection>
              <Table size="small" sx={{ minWidth: 760 }} aria-label={t('payments.history.heading')} aria-busy={history.isPending}>
                <TableHead>
                  <TableRow>
                    {columns.map((column) => (
                      <TableCell key={column.key} align={column.align} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                        {t(`payments.history.columns.${column.key}`)}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableRows rows={rows} columns={columns} skeletonRows={SKELETON_ROWS} />
              </Table>
            </TableFrame>
            {meta && (
              <ListPaging meta={meta} pageSize={SUBSCRIPTION_HISTORY_PAGE_SIZE} shown={rows?.length ?? 0} page={page} onChange={setPage} />
            )}
          </Box>
        )}
      </CardContent>
      {invoiceSid !== undefined && <InvoiceDialog sid={invoiceSid} onClose={() => setInvoiceSid(undefined)} />}
    </Card>
  );
}

function useHistoryPage() {
  const [search, setSearch] = useAddressState();
  const page = Number(search.get(PAGE_KEY));
  const setPage = (next: number) =>
    setSearch((current) => {
      const changed = new URLSearchParams(current);
      if (next > 1) changed.set(PAGE_KEY, String(next));
      else changed.delete(PAGE_KEY);
      return changed;
    });
  return [Number.isInteger(page) && page > 0 ? page : 1, setPage] as const;
}

/** An amount or a bill number never breaks across lines; the words round it may. */
const whole = <Box component="span" sx={{ whiteSpace: 'nowrap' }} />;

function historyColumns(t: TFunction, openInvoice: (sid: number) => void): Column[] {
  const none = t('payments.history.none');
  const day = (iso: string) => (
    <Box component="time" dateTime={iso} sx={{ whiteSpace: 'nowrap' }}>
      {formatDay(iso)}
    </Box>
  );
  // The period granted, in both calendars.
  const periodDay = (iso: string) => (
    <Box component="time" dateTime={iso}>
      {formatDayInBoth(iso)}
    </Box>
  );
  return [
    {
      key: 'subscription',
      render: (row) => (
        <>
          <Box sx={{ fontWeight: 600 }}>
            {localText(row.subscription.name, row.subscription.name_ne)}{' '}
            {row.is_trial && <Chip size="small" variant="outlined" label={t('payments.history.trial')} />}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {day(row.subscription.created_at)}
          </Typography>
        </>
      ),
    },
    { key: 'screens', align: 'right', render: (row) => row.no_of_screen },
    { key: 'months', align: 'right', render: (row) => row.no_of_month },
    { key: 'start', render: (row) => periodDay(row.start_date) },
    { key: 'expiry', render: (row) => periodDay(row.expire_date) },
    { key: 'channel', render: (row) => (row.client_transaction ? t(`payments.methods.${row.client_transaction.channel}`) : none) },
    {
      key: 'amount',
      align: 'right',
      render: ({ client_transaction: paid }) =>
        paid ? (
          <>
            <Box sx={{ whiteSpace: 'nowrap' }}>{formatRupees(paid.amount)}</Box>
            {paid.credit_amount > 0 && (
              <Typography variant="body2" color="text.secondary">
                <Trans
                  i18nKey="payments.history.credit"
                  values={{ amount: formatRupees(paid.credit_amount) }}
                  components={{ amount: whole }}
                />
              </Typography>
            )}
          </>
        ) : (
          none
        ),
    },
    { key: 'billId', render: (row) => <Box sx={{ whiteSpace: 'nowrap' }}>{row.client_transaction?.pid ?? none}</Box> },
    {
      key: 'invoice',
      render: (row) => {
        const transaction = row.client_transaction;
        return transaction ? (
          <Button size="small" variant="outlined" onClick={() => openInvoice(transaction.sid)}>
            {t('payments.history.invoice')}
          </Button>
        ) : (
          none
        );
      },
    },
  ];
}
