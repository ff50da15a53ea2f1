import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import type { SubscriptionPlan } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { usePlans } from '../api/get-plans.ts';
import { CheckoutDialog } from './checkout-dialog.tsx';
import { PaymentReturn } from './payment-return.tsx';
import { PlanCard } from './plan-card.tsx';
import { TrialDialog } from './trial-dialog.tsx';

const CELL = { xs: 12, sm: 6, md: 4, lg: 3 } as const;
/** Cards shown while the plans load; they never reorder, so their number is their key. */
const SKELETON_CARDS = [1, 2, 3, 4];

/** /subscription-plans: a card per plan; Choose opens the checkout (or the trial's question). */
export function SubscriptionPlansPage() {
  const { t } = useTranslation();
  const plans = usePlans();
  const [chosen, setChosen] = useState<SubscriptionPlan>();
  const close = () => setChosen(undefined);

  return (
    <>
      <PageTitle>{t('pages.subscriptionPlans')}</PageTitle>
      {plans.isError ? (
        <LoadError query={plans} />
      ) : plans.data?.length === 0 ? (
        <EmptyState title={t('payments.plans.empty')} hint={t('payments.plans.emptyHint')} />
      ) : (
        <Grid container spacing={2} aria-busy={plans.isPending} aria-label={plans.isPending ? t('common.loading') : undefined}>
          {plans.data
            ? plans.data.map((plan) => (
                <Grid key={plan.id} size={CELL}>
                  <PlanCard plan={plan} onChoose={setChosen} />
                </Grid>
              ))
            : SKELETON_CARDS.map((slot) => (
                <Grid key={slot} size={CELL}>
                  <Skeleton variant="rounded" height={320} />
                </Grid>
              ))}
        </Grid>
      )}
      {chosen && (chosen.is_trial ? <TrialDialog plan={chosen} onClose={close} /> : <CheckoutDialog plan={chosen} onClose={close} />)}
      <PaymentReturn />
    </>
  );
}
