import { SITE_PUSH_ACTIONS } from '@portal/shared';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.ts';
import { clientId } from '../auth/auth.tables.ts';
import { categories } from '../lookups/lookups.tables.ts';

/** Client API of My Account: the client's own site, where "Post to my site" sends articles. The token is sealed (lib/secret-box.ts). */
export const clientSites = pgTable(
  'client_sites',
  {
    id: serial('id').primaryKey(),
    userId: clientId(),
    categoryUrl: text('category_url').notNull(),
    storeUrl: text('store_url').notNull(),
    sealedToken: text('sealed_token').notNull(),
    /** The secret pushes are signed with (docs/SITE-PUSH.md); null until first needed, for sites saved before pushes were signed. */
    sealedSecret: text('sealed_secret'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('client_sites_user_unique').on(table.userId)],
);

/** Auto-push of My Account: every item the agency publishes in `categoryId` goes to the client's site under its category. */
export const siteAutoPush = pgTable(
  'site_auto_push',
  {
    userId: clientId(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    siteCategoryExternalId: integer('site_category_external_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.categoryId] }), index('site_auto_push_category_idx').on(table.categoryId)],
);

/**
 * One item on one client's site: made by a manual post or by auto-push, once per item and site, and kept
 * after the item is deleted (no foreign key), so its take-down still goes out. `deliveredVersion` is the
 * item version the site last took; corrections and take-downs go to the sites that have one.
 */
export const sitePosts = pgTable(
  'site_posts',
  {
    id: serial('id').primaryKey(),
    userId: clientId(),
    newsId: integer('news_id').notNull(),
    siteCategoryExternalId: integer('site_category_external_id').notNull(),
    siteCategoryName: text('site_category_name').notNull(),
    automatic: boolean('automatic').notNull(),
    /** The item's title when last pushed: what the delivery log shows once the item is gone. */
    title: text('title').notNull(),
    deliveredVersion: integer('delivered_version'),
    takenDown: boolean('taken_down').notNull().default(false),
    /** Set while one push of the post is on its way (any instance): a second waits for it, so none is sent twice. */
    pushLeaseUntil: timestamp('push_lease_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('site_posts_user_news_unique').on(table.userId, table.newsId), index('site_posts_news_idx').on(table.newsId)],
);

/** The categories of a client's site, as its category endpoint last listed them. */
export const clientCategories = pgTable(
  'client_categories',
  {
    id: serial('id').primaryKey(),
    userId: clientId(),
    /** The id the client's site knows the category by; it goes back to the site in each post. */
    externalId: integer('external_id').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (table) => [uniqueIndex('client_categories_user_external_unique').on(table.userId, table.externalId)],
);

/** Every attempt to post an item to a client's site, delivered or not. */
export const siteDeliveries = pgTable(
  'site_deliveries',
  {
    id: serial('id').primaryKey(),
    userId: clientId(),
    /** No foreign key: the log of an item's take-down outlives the item. */
    newsId: integer('news_id').notNull(),
    sitePostId: integer('site_post_id').references(() => sitePosts.id, { onDelete: 'set null' }),
    categoryExternalId: integer('category_external_id').notNull(),
    categoryName: text('category_name').notNull(),
    action: text('action', { enum: SITE_PUSH_ACTIONS }).notNull().default('publish'),
    version: integer('version'),
    automatic: boolean('automatic').notNull().default(false),
    attempt: integer('attempt').notNull().default(1),
    status: text('status', { enum: ['delivered', 'failed'] }).notNull(),
    httpStatus: integer('http_status'),
    message: text('message').notNull(),
    durationMs: integer('duration_ms').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('site_deliveries_user_news_idx').on(table.userId, table.newsId, table.createdAt.desc()),
    index('site_deliveries_user_idx').on(table.userId, table.id.desc()),
  ],
);

/** Link API of My Account: addresses the agency's tools read the client's categories and posts from. Token sealed. */
export const linkApis = pgTable(
  'link_apis',
  {
    id: serial('id').primaryKey(),
    userId: clientId(),
    categoryUrl: text('category_url').notNull(),
    postUrl: text('post_url').notNull(),
    sealedToken: text('sealed_token').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('link_apis_user_unique').on(table.userId)],
);

export const RADIO_STATUSES = ['not_verified', 'verified'] as const;

/** Connect Radio of My Account; the agency verifies the stream, after which the client can no longer change it. */
export const radioStations = pgTable(
  'radio_stations',
  {
    id: serial('id').primaryKey(),
    userId: clientId(),
    name: text('name').notNull(),
    streamUrl: text('stream_url').notNull(),
    webUrl: text('web_url').notNull(),
    address: text('address').notNull(),
    status: text('status', { enum: RADIO_STATUSES }).notNull().default('not_verified'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('radio_stations_user_unique').on(table.userId)],
);
