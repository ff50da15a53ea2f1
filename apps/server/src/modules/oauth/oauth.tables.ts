import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { clientId } from '../auth/auth.tables.ts';

/**
 * A media house's OAuth 2.0 clients of the Feed API (client credentials, RFC 6749 §4.4): the public `client_id`,
 * the SHA-256 of the secret only (256 random bits), the scopes it may ask for. `secret_version` goes up with each
 * new secret; an access token carries the version it was issued under, so a rotated secret's tokens are refused.
 */
export const oauthClients = pgTable(
  'oauth_clients',
  {
    id: serial('id').primaryKey(),
    userId: clientId(),
    clientId: text('client_id').notNull(),
    name: text('name').notNull(),
    scopes: text('scopes').array().notNull(),
    secretHash: text('secret_hash').notNull(),
    secretVersion: integer('secret_version').notNull().default(1),
    secretCreatedAt: timestamp('secret_created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('oauth_clients_client_id_unique').on(table.clientId),
    index('oauth_clients_user_idx').on(table.userId, table.createdAt),
  ],
);
