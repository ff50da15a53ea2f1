import type { SubscriptionSummary } from '@portal/shared';
import type { SubscriptionRepository } from './subscription.repository.ts';

const DAY_MS = 86_400_000;

export type SubscriptionState = {
  has_subscription: boolean;
  left_subscription_days: number;
  is_trial: boolean;
  subscription: SubscriptionSummary | null;
};

/** Whole days left, rounded up: a subscription running out later today still has 1 day. 0 only once expired. */
export function daysLeft(expiresAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / DAY_MS));
}

export function createSubscriptionService(deps: { repository: SubscriptionRepository }) {
  return {
    async stateOf(userId: number, now = new Date()): Promise<SubscriptionState> {
      const running = await deps.repository.findRunning(userId, now);
      if (!running) return { has_subscription: false, left_subscription_days: 0, is_trial: false, subscription: null };
      const { subscription, plan } = running;
      return {
        has_subscription: true,
        left_subscription_days: daysLeft(subscription.expiresAt, now),
        is_trial: subscription.isTrial,
        subscription: {
          id: subscription.id,
          plan_id: plan.id,
          name: plan.name,
          no_of_screen: subscription.noOfScreen,
          no_of_month: subscription.noOfMonth,
          start_date: subscription.startsAt.toISOString(),
          expire_date: subscription.expiresAt.toISOString(),
          is_trial: subscription.isTrial,
          features: plan.features,
          content_types: plan.contentTypes,
        },
      };
    },
  };
}
export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
