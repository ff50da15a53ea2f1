import { and, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { subscriptionPlans, subscriptions } from '../../db/schema.ts';

export function createSubscriptionRepository(db: Database) {
  return {
    /** The subscription that runs longest among those still running, with its plan. */
    async findRunning(userId: number, now: Date) {
      const [row] = await db
        .select({ subscription: subscriptions, plan: subscriptionPlans })
        .from(subscriptions)
        .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
        .where(and(eq(subscriptions.userId, userId), gt(subscriptions.expiresAt, now)))
        .orderBy(desc(subscriptions.expiresAt))
        .limit(1);
      return row;
    },
  };
}
export type SubscriptionRepository = ReturnType<typeof createSubscriptionRepository>;
