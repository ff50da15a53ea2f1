import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { messages, type PaymentOutcome, type PaymentResult } from '@portal/shared';
import { type ComponentType, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useRecheckPayment } from '../api/verify-payment.ts';
import { invoicePath } from './go-to-payment.ts';
import { usePaymentText } from './use-payment-text.ts';

type Look = { title: string; hint?: string; Icon: ComponentType<SvgIconProps>; color: SvgIconProps['color'] };

/** The texts of SPEC.md §8 for each return status; pending is ours, with its own hint. */
const LOOKS: Record<PaymentResult, Look> = {
  success: { title: messages.paymentSucceeded, Icon: CheckCircleOutline, color: 'success' },
  '00failure00': { title: messages.paymentFailed, hint: messages.paymentFailedHint, Icon: ErrorOutline, color: 'error' },
  '00ambiguous00': { title: messages.paymentAmbiguous, hint: messages.paymentAmbiguousHint, Icon: WarningAmber, color: 'warning' },
  '00payment_issue00': { title: messages.paymentIssue, hint: messages.paymentIssueHint, Icon: WarningAmber, color: 'warning' },
  '00pending00': { title: messages.paymentPending, hint: messages.paymentPendingHint, Icon: HourglassEmpty, color: 'info' },
};

type Props = {
  status: PaymentResult;
  /** The transaction, when the address named one: View invoice and Check again need it. */
  sid: number | undefined;
  /** What the gateway itself said (Khalti: the user closed it, or its detail). */
  note?: string | undefined;
  /** A Check again that brought news: the payment went through, or failed after all. */
  onOutcome(outcome: PaymentOutcome): void;
  onClose(): void;
};

/** The result of a payment, as the return address or the verify call told it. */
export function PaymentStatusDialog({ status, sid, note, onOutcome, onClose }: Props) {
  const { t } = useTranslation();
  const say = usePaymentText();
  const titleId = useId();
  const hintId = useId();
  const { title, hint, Icon, color } = LOOKS[status];
  const checkAgain = useCheckAgain(onOutcome);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} aria-describedby={hint ? hintId : undefined} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Icon color={color} aria-hidden />
        {say(title)}
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {hint && <DialogContentText id={hintId}>{say(hint)}</DialogContentText>}
        {note && <Alert severity="warning">{note}</Alert>}
        {checkAgain.notice && (
          <Alert severity={checkAgain.failed ? 'error' : 'info'} role="status">
            {checkAgain.notice}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
        {status === 'success' && sid !== undefined && (
          <Button component={RouterLink} to={invoicePath(sid)} replace variant="contained">
            {t('payments.status.viewInvoice')}
          </Button>
        )}
        {status === '00pending00' && sid !== undefined && (
          <Button variant="contained" loading={checkAgain.busy} onClick={() => checkAgain.check(sid)}>
            {t('payments.status.checkAgain')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** Asks the gateway again: a payment still pending is said in the dialog, any other answer goes to the page. */
function useCheckAgain(onOutcome: (outcome: PaymentOutcome) => void) {
  const { t } = useTranslation();
  const say = usePaymentText();
  const recheck = useRecheckPayment();
  const [stillPending, setStillPending] = useState(false);
  const check = (sid: number) => {
    setStillPending(false);
    recheck.mutate(sid, {
      onSuccess: (outcome) => (outcome.status === '00pending00' ? setStillPending(true) : onOutcome(outcome)),
    });
  };
  const notice = recheck.error ? say(recheck.error.message) : stillPending ? t('payments.status.stillPending') : undefined;
  return { check, busy: recheck.isPending, notice, failed: recheck.isError };
}
