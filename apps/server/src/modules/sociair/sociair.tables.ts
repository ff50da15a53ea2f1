import { AUTO_POST_STATES } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.ts';
import { clientId } from '../auth/auth.tables.ts';
import { categories } from '../lookups/lookups.tables.ts';
import { news } from '../news/news.tables.ts';

/** What the social-automation service says about the linked account (SPEC.md §3 "Social-service profile"). */
export type SociairAccountDetails = {
  photo: string | null;
  username: string;
  tenant: string;
  name: string;
  email: string;
  domain: string;
  subscriptionEndAt: string | null;
};

/**
 * A client's link to its account on the social-automation service: the tenant found by username, then the
 * service's access token (sealed, lib/secret-box.ts) once the client logged in. `needs_login` is set when the
 * service stops accepting the token; the password is never stored.
 */
export const sociairLinks = pgTable(
  'sociair_links',
  {
    id: serial('id').primaryKey(),
    userId: clientId(),
    tenantId: text('tenant_id').notNull(),
    tenantName: text('tenant_name').notNull(),
    username: text('username').notNull(),
    sealedToken: text('sealed_token'),
    needsLogin: boolean('needs_login').notNull().default(false),
    autoPost: boolean('auto_post').notNull().default(false),
    account: jsonb('account').$type<SociairAccountDetails>(),
    syncedAt: timestamp('synced_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('sociair_links_user_unique').on(table.userId)],
);

/** The client's social pages on the service, as the last sync listed them (allowed types, enabled only). */
export const sociairProfiles = pgTable(
  'sociair_profiles',
  {
    id: serial('id').primaryKey(),
    userId: clientId(),
    externalId: text('external_id').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    logo: text('logo'),
    chosen: boolean('chosen').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (table) => [uniqueIndex('sociair_profiles_user_external_unique').on(table.userId, table.externalId)],
);

/** The service's categories for the client; `category_id` is the agency category with the same slug. */
export const sociairCategories = pgTable(
  'sociair_categories',
  {
    id: serial('id').primaryKey(),
    userId: clientId(),
    externalId: text('external_id').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    chosen: boolean('chosen').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    uniqueIndex('sociair_categories_user_external_unique').on(table.userId, table.externalId),
    index('sociair_categories_chosen_idx').on(table.categoryId).where(sql`chosen`),
  ],
);

/** One news item handed to the service for one client: at most one per item and client, whatever the retries. */
export const autoPosts = pgTable(
  'auto_posts',
  {
    id: serial('id').primaryKey(),
    userId: clientId(),
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    status: text('status', { enum: AUTO_POST_STATES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    externalPostId: text('external_post_id'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('auto_posts_user_news_unique').on(table.userId, table.newsId),
    index('auto_posts_user_created_idx').on(table.userId, table.createdAt.desc()),
  ],
);

/** Every call that tried to deliver an auto-post, answered or not. */
export const autoPostAttempts = pgTable(
  'auto_post_attempts',
  {
    id: serial('id').primaryKey(),
    autoPostId: integer('auto_post_id')
      .notNull()
      .references(() => autoPosts.id, { onDelete: 'cascade' }),
    outcome: text('outcome', { enum: ['delivered', 'failed', 'refused'] }).notNull(),
    httpStatus: integer('http_status'),
    message: text('message').notNull(),
    durationMs: integer('duration_ms').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('auto_post_attempts_post_idx').on(table.autoPostId, table.createdAt)],
);
