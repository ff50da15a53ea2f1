import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type CheckoutQuote, checkoutForm, messages, PAYMENT_METHODS, type SubscriptionPlan } from '@portal/shared';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DialogFormActions } from '../../../components/dialog-form-actions.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { formatDayInBoth } from '../../../lib/dates.ts';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { localText } from '../../../lib/local-text.ts';
import { formatRupees } from '../../../lib/numbers.ts';
import { useCheckoutQuote } from '../api/get-checkout-quote.ts';
import { type Choice, ChoiceCards } from './choice-cards.tsx';
import { PriceSummary } from './price-summary.tsx';
import { usePaymentText } from './use-payment-text.ts';
import { useStartPayment } from './use-start-payment.ts';

type CheckoutInput = z.input<typeof checkoutForm>;
type CheckoutValues = z.output<typeof checkoutForm>;
const FIELDS = ['screen', 'month', 'method'] as const;

/** A paid plan's checkout: screens, months and the gateway, with live totals; Pay leaves for the gateway. */
export function CheckoutDialog({ plan, onClose }: { plan: SubscriptionPlan; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const say = usePaymentText();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const payment = useStartPayment();
  const [failure, setFailure] = useState<string>();
  const { control, handleSubmit, setError } = useForm<CheckoutInput, unknown, CheckoutValues>({
    resolver: zodResolver(checkoutForm),
    defaultValues: {
      screen: String(firstChoice(plan.screen_setup.screen, 'screen')),
      month: String(firstChoice(plan.monthly_setup.monthly, 'month')),
    },
  });
  const [screen, month] = useWatch({ control, name: ['screen', 'month'] });
  const quote = useCheckoutQuote(plan.id, Number(screen), Number(month));
  const refusal = quote.error instanceof ApiError ? Object.values(quote.error.errors).flat()[0] : undefined;

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await payment.start({ id: plan.id, ...values });
    } catch (error) {
      showServerErrors(error, setError, FIELDS);
      setFailure(error instanceof Error ? error.message : messages.somethingWrong);
    }
  });

  return (
    <Dialog
      open
      onClose={payment.busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      scroll="paper"
    >
      {/* The choices scroll between the title and the actions, so Pay stays in view on a short screen. */}
      <Stack component="form" noValidate onSubmit={submit} sx={{ minHeight: 0, flex: '1 1 auto' }}>
        <DialogTitle id={titleId}>{t('payments.checkout.title', { plan: localText(plan.name, plan.name_ne, i18n.language) })}</DialogTitle>
        <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          {failure && (
            <Alert severity="error">
              <AlertTitle>{say(messages.paymentProcessFailed)}</AlertTitle>
              {say(failure)}
            </Alert>
          )}
          <ChoiceCards control={control} name="screen" legend={t('payments.checkout.screens')} choices={screenChoices(plan)} />
          <ChoiceCards control={control} name="month" legend={t('payments.checkout.months')} choices={monthChoices(plan, t)} />
          <PriceSummary plan={plan} screen={Number(screen)} month={Number(month)} credit={quote.data?.credit ?? null} />
          {refusal ? <Alert severity="warning">{say(refusal)}</Alert> : quote.data && <QuoteStart quote={quote.data} />}
          <ChoiceCards control={control} name="method" legend={t('payments.checkout.method')} choices={methodChoices(t)} />
        </DialogContent>
        <DialogFormActions busy={payment.busy} submitLabel={t('payments.checkout.pay')} onCancel={onClose} />
      </Stack>
    </Dialog>
  );
}

/** The smallest choice on offer, so the dialog opens priced (1 screen, 1 month) and Pay never first shows errors. */
function firstChoice<K extends string>(options: Record<K, number>[], key: K): number | '' {
  return options.length === 0 ? '' : Math.min(...options.map((option) => option[key]));
}

/** When the period bought starts and ends: now (an upgrade, ending the current plan today) or after the current plan. */
function QuoteStart({ quote }: { quote: CheckoutQuote }) {
  const { t, i18n } = useTranslation();
  const end = formatDayInBoth(quote.expire_date);
  if (quote.starts === 'queued') {
    return <Alert severity="info">{t('payments.checkout.queued', { start: formatDayInBoth(quote.start_date), end })}</Alert>;
  }
  const credited = quote.credit ? localText(quote.credit.plan_name, quote.credit.plan_name_ne, i18n.language) : undefined;
  return (
    <Alert severity="info">
      {t('payments.checkout.startsNow', { end })}
      {credited ? ` ${t('payments.checkout.startsNowCredit', { plan: credited })}` : ''}
    </Alert>
  );
}

const screenChoices = (plan: SubscriptionPlan): Choice[] =>
  plan.screen_setup.screen.map((option) => ({ value: String(option.screen), label: option.label, detail: formatRupees(option.amount) }));

const monthChoices = (plan: SubscriptionPlan, t: TFunction): Choice[] =>
  plan.monthly_setup.monthly.map((option) => ({
    value: String(option.month),
    label: t('payments.checkout.monthCount', { count: option.month }),
    detail: formatRupees(option.amount),
  }));

const methodChoices = (t: TFunction): Choice[] =>
  PAYMENT_METHODS.map((method) => ({
    value: method,
    label: t(`payments.methods.${method}`),
    detail: t(`payments.checkout.methodHints.${method}`),
  }));
