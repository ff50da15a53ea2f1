/** Read model: reads subscriptions, subscription_plans and payments for a client's Transactions History; writes nothing. */
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payments, subscriptionPlans, subscriptions } from '../../db/schema.ts';

/** Transactions History (SPEC.md §3 Subscription history row): newest first, with the payment when there is one. */
export async function subscriptionHistoryPage(db: Database, userId: number, page: { page: number; rowsPerPage: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: subscriptions.id,
        planName: subscriptionPlans.name,
        planNameNe: subscriptionPlans.nameNe,
        createdAt: subscriptions.createdAt,
        isTrial: subscriptions.isTrial,
        noOfScreen: subscriptions.noOfScreen,
        noOfMonth: subscriptions.noOfMonth,
        startsAt: subscriptions.startsAt,
        expiresAt: subscriptions.expiresAt,
        payment: {
          id: payments.id,
          planName: payments.planName,
          planNameNe: payments.planNameNe,
          channel: payments.channel,
          totalAmount: payments.totalAmount,
          creditAmount: payments.creditAmount,
          completedAt: payments.completedAt,
          billNo: payments.billNo,
        },
      })
      .from(subscriptions)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
      .leftJoin(payments, eq(payments.id, subscriptions.paymentId))
      .where(eq(subscriptions.userId, userId))
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
      .limit(page.rowsPerPage)
      .offset((page.page - 1) * page.rowsPerPage),
    db.select({ n: count() }).from(subscriptions).where(eq(subscriptions.userId, userId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}
