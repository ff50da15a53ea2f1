import type { PaymentOutcome } from '@portal/shared';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { invoicePath } from './go-to-payment.ts';
import { KhaltiReturn } from './khalti-return.tsx';
import { readPaymentReturn } from './payment-address.ts';
import { PaymentStatusDialog } from './payment-status-dialog.tsx';

/**
 * The plans page's address after a payment: Khalti's return is verified first; a result shows the
 * status dialog. A payment that went through goes on to its invoice.
 */
export function PaymentReturn() {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const [note, setNote] = useState<string>();
  const shown = readPaymentReturn(search);

  const showOutcome = (outcome: PaymentOutcome, gatewayNote?: string) => {
    if (outcome.status === 'success') {
      navigate(invoicePath(outcome.data.sid), { replace: true });
    } else {
      setNote(gatewayNote);
      setSearch({ status: outcome.status, sid: String(outcome.data.sid) }, { replace: true });
    }
  };
  const close = () => {
    setNote(undefined);
    // The plans page keeps nothing else in its address, so the gateway's parameters go too.
    setSearch({}, { replace: true });
  };

  if (shown?.kind === 'khalti') return <KhaltiReturn request={shown.request} onOutcome={showOutcome} onClose={close} />;
  if (shown?.kind === 'status') {
    return <PaymentStatusDialog status={shown.status} sid={shown.sid} note={note} onOutcome={showOutcome} onClose={close} />;
  }
  return null;
}
