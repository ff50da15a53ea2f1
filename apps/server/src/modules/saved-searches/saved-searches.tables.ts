import { ALERT_SETTINGS } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.ts';
import { clientId } from '../auth/auth.tables.ts';
import { news } from '../news/news.tables.ts';

/**
 * A client's saved news search: the list's search words and filters as the list had them (`filters`,
 * to open it again) and what alerts match an item by (`match_query`, a prefix tsquery of the words, null
 * without words; language; any of the categories; `topic_codes`, the Media Topic of the filters with its
 * narrower topics, one of which a category of the item maps to). `daily_at`: minutes after midnight, Nepal time.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: clientId(),
    name: text('name').notNull(),
    query: text('query').notNull().default(''),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull().default({}),
    matchQuery: text('match_query'),
    languageId: integer('language_id'),
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::integer[]`),
    topicCodes: text('topic_codes').array().notNull().default(sql`'{}'::text[]`),
    alert: text('alert', { enum: ALERT_SETTINGS }).notNull().default('off'),
    dailyAt: smallint('daily_at'),
    /** Until when the digest of this search has gone out (hourly and daily). */
    digestUntil: timestamp('digest_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('saved_searches_user_name_unique').on(table.userId, sql`lower(${table.name})`),
    index('saved_searches_user_idx').on(table.userId, table.createdAt),
  ],
);

/**
 * An item that matched at least one of a client's saved searches: the bell lists them, the mails send
 * them. One row per client and item, however many searches match, so an item is mailed once.
 * `delivery` is the quickest alert among the searches that matched; `mailed_at` is set once it went out.
 */
export const alertMatches = pgTable(
  'alert_matches',
  {
    id: serial('id').primaryKey(),
    userId: clientId(),
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    savedSearchId: integer('saved_search_id').references(() => savedSearches.id, { onDelete: 'set null' }),
    delivery: text('delivery', { enum: ALERT_SETTINGS }).notNull(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('alert_matches_user_news_unique').on(table.userId, table.newsId),
    index('alert_matches_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('alert_matches_unmailed_idx').on(table.savedSearchId).where(sql`mailed_at is null and delivery in ('hourly', 'daily')`),
  ],
);
