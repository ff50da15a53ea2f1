import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { subscriptionPlans, subscriptions } from '../../db/schema.ts';

const runningColumns = {
  subscription: {
    id: subscriptions.id,
    noOfScreen: subscriptions.noOfScreen,
    noOfMonth: subscriptions.noOfMonth,
    isTrial: subscriptions.isTrial,
    startsAt: subscriptions.startsAt,
    expiresAt: subscriptions.expiresAt,
  },
  plan: {
    id: subscriptionPlans.id,
    name: subscriptionPlans.name,
    features: subscriptionPlans.features,
    contentTypes: subscriptionPlans.contentTypes,
  },
};

export function createSubscriptionRepository(db: Database) {
  // Built once: the content policy asks on every list and detail call.
  const running = db
    .select(runningColumns)
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(and(eq(subscriptions.userId, sql.placeholder('userId')), gt(subscriptions.expiresAt, sql.placeholder('now'))))
    .orderBy(desc(subscriptions.expiresAt))
    .limit(1)
    .prepare('find_running_subscription');

  return {
    /** The subscription that runs longest among those still running, with its plan. */
    async findRunning(userId: number, now: Date) {
      const [row] = await running.execute({ userId, now });
      return row;
    },
  };
}
export type SubscriptionRepository = ReturnType<typeof createSubscriptionRepository>;
export type RunningSubscription = NonNullable<Awaited<ReturnType<SubscriptionRepository['findRunning']>>>;
