import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { billSequences, type PaymentState, payments } from '../../db/schema.ts';
import { billNumber, fiscalYearOf } from '../../lib/fiscal-year.ts';
import { placeSubscription } from '../subscription/subscription.repository.ts';

export type Payment = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

export function createPaymentsRepository(db: Database) {
  return {
    async create(values: NewPayment) {
      const [row] = await db.insert(payments).values(values).returning();
      if (!row) throw new Error('payment not inserted');
      return row;
    },

    async attachGatewayToken(id: number, token: string) {
      await db.update(payments).set({ gatewayToken: token, updatedAt: sql`now()` }).where(eq(payments.id, id));
    },

    async byOrder(orderId: string) {
      const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId));
      return row;
    },

    async byId(id: number) {
      const [row] = await db.select().from(payments).where(eq(payments.id, id));
      return row;
    },

    async ownById(userId: number, id: number) {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.id, id), eq(payments.userId, userId)));
      return row;
    },

    async ownByGatewayToken(userId: number, channel: 'KHALTI', token: string) {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.channel, channel), eq(payments.gatewayToken, token), eq(payments.userId, userId)));
      return row;
    },

    /** Which of these plans a payment was ever made for. */
    async plansInUse(ids: number[]): Promise<number[]> {
      const rows = await db.selectDistinct({ id: payments.planId }).from(payments).where(inArray(payments.planId, ids));
      return rows.flatMap((row) => (row.id === null ? [] : [row.id]));
    },

    /** Held payments whose next check is due, oldest first. */
    due: (now: Date, limit: number) =>
      db
        .select()
        .from(payments)
        .where(
          and(
            isNotNull(payments.nextCheckAt),
            lte(payments.nextCheckAt, now),
            inArray(payments.status, ['initiated', 'pending', 'ambiguous']),
          ),
        )
        .orderBy(asc(payments.nextCheckAt))
        .limit(limit),

    /** Records an answer that settled nothing (or a failure); a completed payment is never moved back. */
    async record(id: number, change: { state: PaymentState | null; gatewayStatus: string | null; nextCheckAt: Date | null }) {
      const [row] = await db
        .update(payments)
        .set({
          ...(change.state ? { status: change.state } : {}),
          ...(change.gatewayStatus ? { gatewayStatus: change.gatewayStatus } : {}),
          nextCheckAt: change.nextCheckAt,
          checks: sql`${payments.checks} + 1`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(payments.id, id), inArray(payments.status, ['initiated', 'pending', 'ambiguous'])))
        .returning();
      return row;
    },

    /** A failed order is asked about again: the gateway has since said it was paid after all. */
    async reopen(id: number, nextCheckAt: Date) {
      const [row] = await db
        .update(payments)
        .set({ status: 'initiated', nextCheckAt, updatedAt: sql`now()` })
        .where(and(eq(payments.id, id), eq(payments.status, 'failed')))
        .returning();
      return row;
    },

    /**
     * Completes a payment and grants its subscription in one transaction, once: the payment row is
     * locked, a completed one is returned as it is, and the unique keys (payment per subscription,
     * gateway transaction per channel, bill number) hold even against another process.
     */
    grant(id: number, settlement: Settlement, now: Date) {
      return db.transaction(async (tx) => {
        const [payment] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
        if (!payment) throw new Error(`payment ${id} is gone`);
        if (payment.status === 'completed') return { payment, granted: false };
        return { payment: await complete(tx, payment, settlement, now), granted: true };
      });
    },

    /**
     * Stores a payment that needs no gateway (a free plan, the trial) and grants it in one transaction,
     * so a grant the unique keys refuse (a second trial) leaves no payment behind.
     */
    createGranted(values: NewPayment, now: Date) {
      return db.transaction(async (tx) => {
        const [payment] = await tx.insert(payments).values(values).returning();
        if (!payment) throw new Error('payment not inserted');
        return complete(tx, payment, { transactionId: null, gatewayStatus: null }, now);
      });
    },
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;

/** What the gateway said when it confirmed a payment; nothing for a plan that needs no gateway. */
export type Settlement = { transactionId: string | null; gatewayStatus: string | null };

/** Starts the payment's subscription, bills it and marks it completed, inside the caller's transaction. */
async function complete(tx: Database, payment: Payment, settlement: Settlement, now: Date) {
  await placeSubscription(
    tx,
    {
      userId: payment.userId,
      planId: payment.planId,
      noOfScreen: payment.noOfScreen,
      noOfMonth: payment.noOfMonth,
      isTrial: payment.isTrial,
      duration: { unit: payment.durationUnit, count: payment.duration },
      value: payment.isTrial ? 0 : payment.screenAmount + payment.monthAmount,
      paymentId: payment.id,
      credit: { amount: payment.creditAmount, fromId: payment.creditSubscriptionId },
    },
    now,
  );
  const billNo = await nextBillNumber(tx, now);
  const [completed] = await tx
    .update(payments)
    .set({
      status: 'completed',
      billNo,
      gatewayTransactionId: settlement.transactionId,
      gatewayStatus: settlement.gatewayStatus,
      completedAt: now,
      nextCheckAt: null,
      checks: sql`${payments.checks} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(payments.id, payment.id))
    .returning();
  if (!completed) throw new Error(`payment ${payment.id} not completed`);
  return completed;
}

/** Bills run 1, 2, 3… within each fiscal year; the counter row is locked until the bill's transaction ends. */
export async function nextBillNumber(tx: Database, now: Date) {
  const fiscalYear = fiscalYearOf(now);
  const [row] = await tx
    .insert(billSequences)
    .values({ fiscalYear, lastNo: 1 })
    .onConflictDoUpdate({ target: billSequences.fiscalYear, set: { lastNo: sql`${billSequences.lastNo} + 1` } })
    .returning({ lastNo: billSequences.lastNo });
  if (!row) throw new Error('no bill number');
  return billNumber(fiscalYear, row.lastNo);
}
