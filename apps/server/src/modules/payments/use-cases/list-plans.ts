import type { SubscriptionPlanList, SubscriptionPlanQuery } from '@portal/shared';
import type { Authenticated } from '../../auth/auth.service.ts';
import { pageMeta } from '../../content/content-query.ts';
import type { CheckoutPricing } from '../checkout-pricing.ts';
import { presentPlan } from '../payments.presenters.ts';
import type { PaymentsDeps } from '../payments-deps.ts';

/** The plans on sale, and whether the client's house may still take the trial. */
export function listPlans(deps: Pick<PaymentsDeps, 'plans'> & { pricing: Pick<CheckoutPricing, 'trialAvailable'> }) {
  return async (caller: Authenticated, query: SubscriptionPlanQuery): Promise<SubscriptionPlanList> => {
    const [{ rows, total }, trial] = await Promise.all([deps.plans.activePlans(query), deps.pricing.trialAvailable(caller.user.houseId)]);
    return { data: rows.map(presentPlan), meta: pageMeta(total, query), trial_available: trial };
  };
}
