import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { clientId, users } from '../auth/auth.tables.ts';
import { payments } from '../payments/payments.tables.ts';
import { subscriptionPlans } from './subscription-plans.tables.ts';

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: clientId(),
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    noOfScreen: integer('no_of_screen').notNull().default(1),
    noOfMonth: integer('no_of_month').notNull().default(1),
    isTrial: boolean('is_trial').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** What it was sold for before VAT and before any credit (paisa): the base of the credit when a higher plan replaces it. 0 for a trial or a grant. */
    valueAmount: integer('value_amount').notNull().default(0),
    /** The payment that bought it; unique, so one payment grants at most one subscription. Null when granted by hand. */
    paymentId: integer('payment_id').references(() => payments.id),
    /** A subscription staff granted or extended by hand: why, and who. */
    note: text('note'),
    grantedBy: integer('granted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('subscriptions_user_expiry_idx').on(table.userId, table.expiresAt),
    uniqueIndex('subscriptions_payment_unique').on(table.paymentId),
    uniqueIndex('subscriptions_one_trial_unique').on(table.userId).where(sql`${table.isTrial}`),
  ],
);
