import { messages, type PlanPrice, priceOf } from '@portal/shared';
import { ValidationError } from '../../lib/errors.ts';
import type { Term } from '../subscription/calendar-months.ts';
import { placePeriod, upgradeCredit } from '../subscription/subscription-timeline.ts';
import { type PlanRow, presentPlan } from './payments.presenters.ts';
import type { PaymentsDeps } from './payments-deps.ts';

/** What a plan bought for `month` months lasts: the trial its days, any other plan the months. */
export const termOf = (plan: Pick<PlanRow, 'isTrial' | 'trialDays'>, month: number): Term =>
  plan.isTrial ? { unit: 'day', count: plan.trialDays ?? 1 } : { unit: 'month', count: month };

function priceFor(plan: PlanRow, screen: number, month: number, credit = 0): PlanPrice {
  const price = priceOf(presentPlan(plan), screen, month, credit);
  if (price && price.subtotal <= credit && credit > 0) throw ValidationError.field('month', messages.creditCoversOrder);
  if (price) return price;
  const offered = {
    screen: plan.screenOptions.some((option) => option.screen === screen),
    month: plan.monthOptions.some((option) => option.month === month),
  };
  throw new ValidationError({
    ...(offered.screen ? {} : { screen: [messages.screenRequired] }),
    ...(offered.month ? {} : { month: [messages.monthRequired] }),
  });
}

/** What the plans list, the quote and the checkout must agree on: the price of a plan now, and who may take the trial. */
export function checkoutPricing(deps: Pick<PaymentsDeps, 'plans'>) {
  return {
    /**
     * What buying `screen` × `month` of a paid plan costs the client's house now, by the timeline rule: a higher plan
     * than the one in force starts now with the unused value of the replaced one taken off before VAT; any other
     * queues after the timeline's end at the full price.
     */
    async priced(userId: number, plan: PlanRow, screen: number, month: number, now: Date) {
      const periods = await deps.plans.timelineOf(userId, now);
      const credit = plan.isTrial ? { amount: 0, fromId: null } : upgradeCredit(periods, plan.monthlyAmount, now);
      const price = priceFor(plan, screen, month, credit.amount);
      const term = termOf(plan, month);
      const placed = placePeriod(periods, { rank: plan.monthlyAmount, kind: 'bought', value: price.subtotal, term, credit }, now);
      const creditedPeriod = periods.find((period) => period.id === credit.fromId && credit.amount > 0);
      return { price, credit, term, placed, creditedPeriod };
    },

    /** The free trial is for a first subscription only. */
    trialAvailable: async (userId: number) => !(await deps.plans.everSubscribed(userId)),
  };
}
export type CheckoutPricing = ReturnType<typeof checkoutPricing>;
