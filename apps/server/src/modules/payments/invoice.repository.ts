/** Read model: reads payments, subscriptions and users for a client's invoice; writes nothing. */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payments, subscriptions, users } from '../../db/schema.ts';

export function createInvoiceRepository(db: Database) {
  const invoiceRows = () =>
    db
      .select({
        payment: payments,
        startsAt: subscriptions.startsAt,
        expiresAt: subscriptions.expiresAt,
        customer: { fullName: users.fullName, email: users.email, mobileNo: users.mobileNo, link: users.link },
      })
      .from(payments)
      .innerJoin(subscriptions, eq(subscriptions.paymentId, payments.id))
      .innerJoin(users, eq(users.id, payments.userId));

  return {
    /** A completed payment of this client with the subscription it bought and the client's billing details. */
    async ownInvoice(userId: number, id: number) {
      const [row] = await invoiceRows().where(and(eq(payments.id, id), eq(payments.userId, userId), eq(payments.status, 'completed')));
      return row;
    },

    /** The bill of any client's payment, as the finance staff see it: whatever the payment became since (refunded, disputed). */
    async anyInvoice(id: number) {
      const [row] = await invoiceRows().where(eq(payments.id, id));
      return row;
    },
  };
}
export type InvoiceRepository = ReturnType<typeof createInvoiceRepository>;
export type InvoiceRow = NonNullable<Awaited<ReturnType<InvoiceRepository['anyInvoice']>>>;
