/** Read model: reads users, subscriptions, subscription_plans, payments, client_actions, news, galleries and videos for one client's page in the console; writes nothing. */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { clientActions, galleries, news, payments, subscriptionPlans, subscriptions, users, videos } from '../../db/schema.ts';

const HISTORY_ROWS = 50;
const TRANSACTION_ROWS = 20;
const ACTIVITY_ROWS = 20;

/** The reads of one client's page in the console that no other module already offers. */
export function createClientDetailRepository(db: Database) {
  const granter = alias(users, 'granter');

  return {
    async client(id: number) {
      const [row] = await db
        .select()
        .from(users)
        // A media house's own account: its members are shown on its page.
        .where(and(eq(users.id, id), eq(users.role, 'client'), isNull(users.houseId)))
        .limit(1);
      return row;
    },

    /** Newest first, each with its plan, its bill when bought, and who granted it when granted by hand. */
    async subscriptions(userId: number) {
      return db
        .select({
          subscription: subscriptions,
          planName: subscriptionPlans.name,
          planRank: subscriptionPlans.monthlyAmount,
          billNo: payments.billNo,
          grantedBy: granter.fullName,
        })
        .from(subscriptions)
        .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
        .leftJoin(payments, eq(payments.id, subscriptions.paymentId))
        .leftJoin(granter, eq(granter.id, subscriptions.grantedBy))
        .where(eq(subscriptions.userId, userId))
        .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
        .limit(HISTORY_ROWS);
    },

    async payments(userId: number) {
      return db
        .select()
        .from(payments)
        .where(eq(payments.userId, userId))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(TRANSACTION_ROWS);
    },

    /** The client's latest actions with the title of the item each was on (null once the item is gone) and the member who acted. */
    async activity(userId: number) {
      return db
        .select({
          id: clientActions.id,
          kind: clientActions.kind,
          itemId: clientActions.itemId,
          action: clientActions.action,
          createdAt: clientActions.createdAt,
          title: sql<string | null>`coalesce(${news.title}, ${galleries.title}, ${videos.title})`,
          by: sql<string>`(select ${users.fullName} from ${users} where ${users.id} = coalesce(${clientActions.memberId}, ${clientActions.userId}))`,
        })
        .from(clientActions)
        .leftJoin(news, and(eq(clientActions.kind, 'news'), eq(news.id, clientActions.itemId)))
        .leftJoin(galleries, and(eq(clientActions.kind, 'gallery'), eq(galleries.id, clientActions.itemId)))
        .leftJoin(videos, and(eq(clientActions.kind, 'video'), eq(videos.id, clientActions.itemId)))
        .where(eq(clientActions.userId, userId))
        .orderBy(desc(clientActions.createdAt), desc(clientActions.id))
        .limit(ACTIVITY_ROWS);
    },
  };
}
export type ClientDetailRepository = ReturnType<typeof createClientDetailRepository>;
