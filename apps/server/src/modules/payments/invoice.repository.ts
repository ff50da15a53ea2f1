/** Read model: reads payments, subscriptions and users for a client's invoice; writes nothing. */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payments, subscriptions, users } from '../../db/schema.ts';

export function createInvoiceRepository(db: Database) {
  return {
    /** A completed payment of this client with the subscription it bought and the client's billing details. */
    async ownInvoice(userId: number, id: number) {
      const [row] = await db
        .select({
          payment: payments,
          startsAt: subscriptions.startsAt,
          expiresAt: subscriptions.expiresAt,
          customer: { fullName: users.fullName, email: users.email, mobileNo: users.mobileNo, link: users.link },
        })
        .from(payments)
        .innerJoin(subscriptions, eq(subscriptions.paymentId, payments.id))
        .innerJoin(users, eq(users.id, payments.userId))
        .where(and(eq(payments.id, id), eq(payments.userId, userId), eq(payments.status, 'completed')));
      return row;
    },
  };
}
export type InvoiceRepository = ReturnType<typeof createInvoiceRepository>;
