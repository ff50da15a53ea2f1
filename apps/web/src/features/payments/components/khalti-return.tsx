import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { messages, type PaymentOutcome, type VerifyKhaltiRequest } from '@portal/shared';
import { useCallback, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useVerifyKhalti } from '../api/verify-payment.ts';
import { usePaymentText } from './use-payment-text.ts';

/** Khalti's `status` for a payment the user closed without paying. */
const USER_CANCELED = 'User canceled';

type Props = {
  request: VerifyKhaltiRequest;
  onOutcome(outcome: PaymentOutcome, note: string | undefined): void;
  onClose(): void;
};

/** Back from Khalti: "Confirming your payment…" while the server verifies it, once; then the page shows the outcome. */
export function KhaltiReturn({ request, onOutcome, onClose }: Props) {
  const say = usePaymentText();
  const { mutate, error } = useVerifyKhalti();
  const asked = useRef(false);

  const ask = useCallback(
    () => mutate(request, { onSuccess: (outcome) => onOutcome(outcome, khaltiNote(outcome, say)) }),
    [mutate, request, onOutcome, say],
  );
  useEffect(() => {
    // Strict mode runs effects twice; a payment is verified once per return.
    if (asked.current) return;
    asked.current = true;
    ask();
  }, [ask]);

  return error ? <VerifyFailed message={say(error.message)} onRetry={ask} onClose={onClose} /> : <Confirming />;
}

/** Khalti's own word on a payment that did not go through (SPEC.md §8 "Khalti verify failure"). */
function khaltiNote(outcome: PaymentOutcome, say: (text: string) => string): string | undefined {
  if (!outcome.detail || outcome.status === 'success' || outcome.status === '00pending00') return undefined;
  if (outcome.detail === USER_CANCELED) return say(messages.khaltiClosed);
  return `${say(messages.khaltiVerifyFailed)} (${outcome.detail})`;
}

function Confirming() {
  const { t } = useTranslation();
  const titleId = useId();
  const hintId = useId();
  return (
    <Dialog open aria-labelledby={titleId} aria-describedby={hintId} aria-busy="true" maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('payments.status.confirming')}</DialogTitle>
      <DialogContent>
        <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }}>
          <CircularProgress size={32} aria-hidden />
          <DialogContentText id={hintId}>{t('payments.status.confirmingHint')}</DialogContentText>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}

function VerifyFailed({ message, onRetry, onClose }: { message: string; onRetry(): void; onClose(): void }) {
  const { t } = useTranslation();
  const say = usePaymentText();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{say(messages.khaltiVerifyFailed)}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
        <Button variant="contained" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
