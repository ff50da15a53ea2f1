import { messages, type SubscriptionPlan } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { showNotice } from '../../../lib/notices.ts';
import { usePaymentText } from './use-payment-text.ts';
import { useStartPayment } from './use-start-payment.ts';

/** The free trial asks first, then starts with one screen and the plan's first month option (SPEC.md §4 Payment). */
export function TrialDialog({ plan, onClose }: { plan: SubscriptionPlan; onClose(): void }) {
  const { t } = useTranslation();
  const say = usePaymentText();
  const payment = useStartPayment();

  const start = () =>
    payment.start({ id: plan.id, screen: 1, month: plan.monthly_setup.monthly[0]?.month }).catch((error: unknown) => {
      // The API client has announced a network failure or a server error already.
      const announced = error instanceof ApiError && (error.status === 0 || error.status >= 500);
      if (!announced) {
        const reason = error instanceof Error ? say(error.message) : '';
        showNotice(`${say(messages.paymentProcessFailed)}: ${reason}`, { variant: 'error' });
      }
      onClose();
    });

  return (
    <ConfirmDialog
      open
      title={t('payments.plans.trialTitle')}
      text={t('payments.plans.trialConfirm', { count: plan.trial_days ?? 0 })}
      confirmLabel={t('payments.plans.startTrial')}
      busy={payment.busy}
      onConfirm={start}
      onClose={onClose}
    />
  );
}
