import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns.ts';

/** Every mail and SMS the portal sends, kept so a developer (or a support person) can read them. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: ['mail', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    status: text('status', { enum: ['logged', 'sent', 'failed'] }).notNull(),
    error: text('error'),
    createdAt: createdAt(),
  },
  (table) => [index('outbox_created_idx').on(table.createdAt)],
);

/**
 * The login and password-reset limiters' windows, shared by every instance of the portal
 * (lib/attempt-limiter.ts): one row per limiter and key, counted up atomically. Unlogged (migration
 * 0015): a crash forgets the counts, which only gives back a few guesses.
 */
export const attemptCounters = pgTable('attempt_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
