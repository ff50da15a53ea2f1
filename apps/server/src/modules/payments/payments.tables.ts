import type { PaymentChannel } from '@portal/shared';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.ts';
import { clientId } from '../auth/auth.tables.ts';
import { subscriptionPlans } from '../subscription/subscription-plans.tables.ts';

export const PAYMENT_STATES = ['initiated', 'pending', 'ambiguous', 'completed', 'failed', 'refunded', 'disputed'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * One checkout: the price fixed by the server when the plan was saved (integer paisa), the gateway's
 * references, and where verification stands. `disputed`: the gateway confirmed a different amount;
 * staff settle it by hand.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    userId: clientId(),
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    planName: text('plan_name').notNull(),
    planNameNe: text('plan_name_ne'),
    channel: text('channel').$type<PaymentChannel>().notNull(),
    status: text('status', { enum: PAYMENT_STATES }).notNull().default('initiated'),
    /** eSewa transaction_uuid and Khalti purchase_order_id. */
    orderId: text('order_id').notNull(),
    /** Khalti pidx. */
    gatewayToken: text('gateway_token'),
    /** eSewa ref_id, Khalti transaction_id: unique per gateway, so a gateway transaction pays once. */
    gatewayTransactionId: text('gateway_transaction_id'),
    gatewayStatus: text('gateway_status'),
    noOfScreen: integer('no_of_screen').notNull(),
    noOfMonth: integer('no_of_month').notNull(),
    durationUnit: text('duration_unit', { enum: ['month', 'day'] }).notNull(),
    duration: integer('duration').notNull(),
    isTrial: boolean('is_trial').notNull().default(false),
    screenAmount: integer('screen_amount').notNull(),
    monthAmount: integer('month_amount').notNull(),
    /** The unused value of the plan this one replaces, taken off before VAT, and the subscription it came from. */
    creditAmount: integer('credit_amount').notNull().default(0),
    creditSubscriptionId: integer('credit_subscription_id'),
    vatAmount: integer('vat_amount').notNull(),
    totalAmount: integer('total_amount').notNull(),
    billNo: text('bill_no'),
    checks: integer('checks').notNull().default(0),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('payments_order_unique').on(table.orderId),
    uniqueIndex('payments_gateway_token_unique').on(table.channel, table.gatewayToken),
    uniqueIndex('payments_gateway_transaction_unique').on(table.channel, table.gatewayTransactionId),
    uniqueIndex('payments_bill_no_unique').on(table.billNo),
    index('payments_user_idx').on(table.userId, table.createdAt.desc()),
    index('payments_next_check_idx').on(table.nextCheckAt),
  ],
);

/** The last bill number issued in each Nepali fiscal year (bills run 1, 2, 3… from every Shrawan 1). */
export const billSequences = pgTable('bill_sequences', {
  fiscalYear: text('fiscal_year').primaryKey(),
  lastNo: integer('last_no').notNull(),
});
