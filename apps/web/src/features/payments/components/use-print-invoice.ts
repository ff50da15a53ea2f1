import type { Invoice } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { showNotice } from '../../../lib/notices.ts';
import { printInvoice } from './print-invoice.ts';

/** Print receipt, saying so when the browser blocked the print window. */
export function usePrintInvoice() {
  const { t } = useTranslation();
  return (invoice: Invoice) => {
    if (!printInvoice(invoice, t)) showNotice(t('payments.invoice.popupBlocked'), { variant: 'warning' });
  };
}
