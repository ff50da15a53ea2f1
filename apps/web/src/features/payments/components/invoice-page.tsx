import Print from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useInvoice } from '../api/get-invoice.ts';
import { paymentKeys } from '../api/payment-keys.ts';
import { InvoiceDocument } from './invoice-document.tsx';
import { readSid } from './payment-address.ts';
import { usePrintInvoice } from './use-print-invoice.ts';

/** /payment/bill?status=success&sid=N (PaymentSuccess): the paid transaction's invoice; any other status goes to News. */
export function InvoicePage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const paid = search.get('status') === 'success';
  const sid = paid ? readSid(search) : undefined;
  const invoice = useInvoice(sid);
  const print = usePrintInvoice();
  useRefreshAfterPurchase(invoice.data?.sid);

  if (!paid) return <Navigate to="/news" replace />;
  const missing = sid === undefined || (invoice.error instanceof ApiError && invoice.error.status === 404);
  return (
    <>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between' }}>
        <PageTitle>{t('pages.invoice')}</PageTitle>
        {invoice.data && (
          <Button variant="contained" startIcon={<Print />} onClick={() => invoice.data && print(invoice.data)} sx={{ mb: 2 }}>
            {t('payments.invoice.print')}
          </Button>
        )}
      </Stack>
      {invoice.data ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <InvoiceDocument invoice={invoice.data} headingLevel="h2" />
        </Paper>
      ) : missing ? (
        <EmptyState
          title={t('payments.invoice.notFound')}
          hint={t('payments.invoice.notFoundHint')}
          action={
            <Button component={RouterLink} to="/subscription-plans" variant="contained">
              {t('payments.invoice.toPlans')}
            </Button>
          }
        />
      ) : invoice.isError ? (
        <LoadError query={invoice} />
      ) : (
        <Skeleton variant="rounded" height={480} aria-label={t('common.loading')} />
      )}
    </>
  );
}

/**
 * A purchase changes what other screens show (the top bar's badge, My Account, the content gate):
 * once the invoice is there, every cached answer but the invoices is read again.
 */
function useRefreshAfterPurchase(sid: number | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (sid === undefined) return;
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== paymentKeys.invoices[0] });
  }, [sid, queryClient]);
}
