import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { clientId } from '../auth/auth.tables.ts';

/** A client's keys to the Feed API: the SHA-256 of the key only; `prefix` (its first characters) names it on screen. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    userId: clientId(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('api_keys_hash_unique').on(table.keyHash), index('api_keys_user_idx').on(table.userId, table.createdAt)],
);

/** Feed calls per client and day (Nepal day), for the agency's analytics. */
export const feedUsage = pgTable(
  'feed_usage',
  {
    userId: clientId(),
    day: text('day').notNull(),
    calls: integer('calls').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

/** The secret in a client's RSS and Atom addresses: its SHA-256 to find the client by, sealed to show it again; rotating replaces it. */
export const feedTokens = pgTable(
  'feed_tokens',
  {
    userId: clientId().primaryKey(),
    tokenHash: text('token_hash').notNull(),
    sealedToken: text('sealed_token').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('feed_tokens_hash_unique').on(table.tokenHash)],
);
