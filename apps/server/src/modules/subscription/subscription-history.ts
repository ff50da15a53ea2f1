import type { Paged, SubscriptionHistoryRow } from '@portal/shared';
import type { Database } from '../../db/client.ts';
import { pageMeta } from '../content/content-query.ts';
import { subscriptionHistoryPage } from './subscription-history.repository.ts';

/** One page of a client's subscriptions as Transactions History shows them (SPEC.md §3 Subscription history row). */
export async function subscriptionHistory(
  db: Database,
  userId: number,
  page: { page: number; rowsPerPage: number },
): Promise<Paged<SubscriptionHistoryRow>> {
  const { rows, total } = await subscriptionHistoryPage(db, userId, page);
  const data = rows.map((row) => ({
    id: row.id,
    subscription: {
      name: row.payment?.planName ?? row.planName,
      name_ne: row.payment?.planNameNe ?? row.planNameNe,
      created_at: row.createdAt.toISOString(),
    },
    is_trial: row.isTrial,
    no_of_screen: row.noOfScreen,
    no_of_month: row.noOfMonth,
    start_date: row.startsAt.toISOString(),
    expire_date: row.expiresAt.toISOString(),
    client_transaction:
      row.payment?.billNo && row.payment.completedAt
        ? {
            sid: row.payment.id,
            channel: row.payment.channel,
            amount: row.payment.totalAmount,
            credit_amount: row.payment.creditAmount,
            created_at: row.payment.completedAt.toISOString(),
            pid: row.payment.billNo,
          }
        : null,
  }));
  return { data, meta: pageMeta(total, page) };
}
