import ArrowBack from '@mui/icons-material/ArrowBack';
import Print from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Invoice, PaymentDetail } from '@portal/shared';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { type Field, FieldList } from '../../../components/field-list.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { formatCardDate } from '../../../lib/dates.ts';
import { showNotice } from '../../../lib/notices.ts';
import { formatNumber, formatRupees } from '../../../lib/numbers.ts';
import { useStaffPayment } from '../api/get-payments.ts';
import { PaymentStatusChip } from './payment-status-chip.tsx';

/**
 * How the bill is shown and printed: the payments feature's invoice, handed in by the router (features do not
 * import each other), so the staff see the very bill the client prints.
 */
export type InvoiceView = {
  renderInvoice: (invoice: Invoice) => ReactNode;
  print: (invoice: Invoice, t: TFunction) => boolean;
};

/** /admin/payments/:id: one payment, where it stands with its gateway, and its bill. */
export function PaymentDetailPage({ renderInvoice, print }: InvoiceView) {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const payment = useStaffPayment(valid ? id : 0);
  // Back to the list as it was filtered when the row was opened.
  const listSearch = (useLocation().state as { listSearch?: string } | null)?.listSearch ?? '';
  const back = (
    <Button component={RouterLink} to={`/admin/payments${listSearch}`} startIcon={<ArrowBack />} sx={{ mb: 1 }}>
      {t('paymentsAdmin.detail.back')}
    </Button>
  );
  if (payment.isSuccess) {
    return (
      <>
        {back}
        <LoadedPayment payment={payment.data} renderInvoice={renderInvoice} print={print} />
      </>
    );
  }
  if (!valid || (payment.error instanceof ApiError && payment.error.status === 404)) {
    return (
      <>
        {back}
        <Alert severity="warning">{t('paymentsAdmin.detail.notFound')}</Alert>
      </>
    );
  }
  return (
    <>
      {back}
      {payment.isError ? <LoadError query={payment} /> : <Skeleton variant="rounded" height={480} aria-label={t('common.loading')} />}
    </>
  );
}

function LoadedPayment({ payment, renderInvoice, print }: { payment: PaymentDetail } & InvoiceView) {
  const { t } = useTranslation();
  const dash = (text: string | null) => text ?? '—';
  const fields: Field[] = [
    {
      label: t('paymentsAdmin.columns.client'),
      value: (
        <>
          <div>{payment.client.full_name}</div>
          <Typography variant="body2" color="text.secondary">
            {payment.client.email}
          </Typography>
        </>
      ),
    },
    { label: t('paymentsAdmin.columns.status'), value: <PaymentStatusChip status={payment.status} /> },
    { label: t('paymentsAdmin.columns.gateway'), value: t(`paymentsAdmin.gateways.${payment.gateway}`) },
    { label: t('paymentsAdmin.detail.gatewayStatus'), value: dash(payment.gateway_status) },
    { label: t('paymentsAdmin.detail.orderId'), value: payment.order_id },
    { label: t('paymentsAdmin.detail.reference'), value: dash(payment.gateway_reference) },
    { label: t('paymentsAdmin.columns.plan'), value: payment.plan_name },
    {
      label: t('paymentsAdmin.detail.screensMonths'),
      value: t('paymentsAdmin.detail.screensMonthsValue', {
        screens: formatNumber(payment.no_of_screen),
        months: formatNumber(payment.no_of_month),
      }),
    },
    { label: t('paymentsAdmin.columns.created'), value: formatCardDate(payment.created_at) },
    { label: t('paymentsAdmin.detail.paidAt'), value: payment.paid_at ? formatCardDate(payment.paid_at) : '—' },
    { label: t('paymentsAdmin.detail.checks'), value: formatNumber(payment.checks) },
    { label: t('paymentsAdmin.columns.bill'), value: dash(payment.bill_no) },
    ...(payment.credit_amount > 0 ? [{ label: t('paymentsAdmin.detail.credit'), value: formatRupees(payment.credit_amount) }] : []),
    { label: t('paymentsAdmin.columns.amount'), value: formatRupees(payment.amount) },
    { label: t('paymentsAdmin.columns.vat'), value: formatRupees(payment.vat_amount) },
    { label: t('paymentsAdmin.columns.total'), value: <strong>{formatRupees(payment.total_amount)}</strong> },
  ];
  const invoice = payment.invoice;
  return (
    <>
      <PageTitle>{t('paymentsAdmin.detail.title', { id: formatNumber(payment.id, { useGrouping: false }) })}</PageTitle>
      <Paper variant="outlined" component="section" aria-label={t('paymentsAdmin.detail.summary')} sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <FieldList fields={fields} columnWidth={160} />
      </Paper>
      <Stack component="section" aria-labelledby="payment-invoice" sx={{ gap: 1.5 }}>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id="payment-invoice" component="h2" variant="h6">
            {t('paymentsAdmin.detail.invoice')}
          </Typography>
          {invoice && (
            <Button
              variant="contained"
              startIcon={<Print />}
              onClick={() => {
                if (!print(invoice, t)) showNotice(t('payments.invoice.popupBlocked'), { variant: 'warning' });
              }}
            >
              {t('payments.invoice.print')}
            </Button>
          )}
        </Stack>
        {invoice ? (
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            {renderInvoice(invoice)}
          </Paper>
        ) : (
          <Alert severity="info">{t('paymentsAdmin.detail.noInvoice')}</Alert>
        )}
      </Stack>
    </>
  );
}
