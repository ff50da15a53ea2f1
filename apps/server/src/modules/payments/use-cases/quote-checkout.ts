import { type CheckoutQuote, type CheckoutQuoteQuery, messages } from '@portal/shared';
import { ValidationError } from '../../../lib/errors.ts';
import type { Authenticated } from '../../auth/auth.service.ts';
import { unusedDays } from '../../subscription/subscription-timeline.ts';
import type { CheckoutPricing } from '../checkout-pricing.ts';
import type { PaymentsDeps } from '../payments-deps.ts';

/** GET client/subscription/quote: the checkout's price and the period it would grant, before the client pays. */
export function quoteCheckout(deps: Pick<PaymentsDeps, 'plans' | 'now'> & { pricing: Pick<CheckoutPricing, 'priced'> }) {
  return async (caller: Authenticated, query: CheckoutQuoteQuery): Promise<CheckoutQuote> => {
    const plan = await deps.plans.activePlan(Number(query.id));
    if (!plan || plan.isTrial) throw ValidationError.field('id', messages.planUnavailable);
    const now = deps.now();
    const { price, placed, creditedPeriod } = await deps.pricing.priced(
      caller.user.houseId,
      plan,
      Number(query.screen),
      Number(query.month),
      now,
    );
    return {
      starts: placed.startsAt > now ? 'queued' : 'now',
      start_date: placed.startsAt.toISOString(),
      expire_date: placed.expiresAt.toISOString(),
      credit: creditedPeriod
        ? {
            plan_name: creditedPeriod.row.plan.name,
            plan_name_ne: creditedPeriod.row.plan.nameNe,
            days: unusedDays(creditedPeriod, now),
            amount: price.credit_amount,
          }
        : null,
      subtotal: price.subtotal,
      vat_amount: price.vat_amount,
      total_amount: price.total_amount,
    };
  };
}
