import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { useInvoice } from '../api/get-invoice.ts';
import { InvoiceDocument } from './invoice-document.tsx';
import { usePrintInvoice } from './use-print-invoice.ts';

/** A transaction's invoice over My Account, with Close and Print. */
export function InvoiceDialog({ sid, onClose }: { sid: number; onClose(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const invoice = useInvoice(sid);
  const print = usePrintInvoice();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={fullScreen} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('pages.invoice')}</DialogTitle>
      <DialogContent dividers>
        {invoice.data ? (
          <InvoiceDocument invoice={invoice.data} headingLevel="h3" />
        ) : invoice.isError ? (
          <LoadError query={invoice} />
        ) : (
          <Skeleton variant="rounded" height={360} aria-label={t('common.loading')} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
        <Button variant="contained" disabled={!invoice.data} onClick={() => invoice.data && print(invoice.data)}>
          {t('payments.invoice.printShort')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
