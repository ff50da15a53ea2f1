import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { clientId } from '../auth/auth.tables.ts';

/** Which of a client's feeds a subscription follows (the topic's path): all news, a category's, or a saved search's. */
export const WEBSUB_SCOPES = ['news', 'category', 'search'] as const;

/**
 * A verified WebSub subscription to one of a client's RSS or Atom feeds. The topic holds the client's feed token, so
 * it is kept sealed and found by its SHA-256; `token_hash` is the token's, so a rotated token (feed_tokens no longer
 * holds it) ends the subscription. One row per topic and callback: subscribing again renews it (lease, secret).
 */
export const websubSubscriptions = pgTable(
  'websub_subscriptions',
  {
    id: serial('id').primaryKey(),
    /** The media house whose feed address the topic is. */
    userId: clientId(),
    topicHash: text('topic_hash').notNull(),
    sealedTopic: text('sealed_topic').notNull(),
    tokenHash: text('token_hash').notNull(),
    scope: text('scope', { enum: WEBSUB_SCOPES }).notNull(),
    categoryId: integer('category_id'),
    searchId: integer('search_id'),
    callback: text('callback').notNull(),
    sealedSecret: text('sealed_secret'),
    leaseSeconds: integer('lease_seconds').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    renewedAt: timestamp('renewed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('websub_subscriptions_topic_callback_unique').on(table.topicHash, table.callback),
    index('websub_subscriptions_user_idx').on(table.userId),
    index('websub_subscriptions_expires_idx').on(table.expiresAt),
    check('websub_subscriptions_lease_positive', sql`${table.leaseSeconds} > 0`),
  ],
);
