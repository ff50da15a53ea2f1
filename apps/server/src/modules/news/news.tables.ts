import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../auth/auth.tables.ts';
import { publishable } from '../content/content.tables.ts';
import { languages } from '../lookups/lookups.tables.ts';

/**
 * News items. `search_text` (title, description, body without tags, lower case) feeds whole-word search;
 * `search_head` (title and description) feeds partial and misspelt words through pg_trgm.
 */
export const news = pgTable(
  'news',
  {
    ...publishable(),
    content: text('content').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::integer[]`),
    pin: boolean('pin').notNull().default(false),
    /** Breaking news: open client portals show a prominent notice when it goes out. */
    breaking: boolean('breaking').notNull().default(false),
    /** Urgent news: clients who opted in get an SMS of the headline. */
    urgent: boolean('urgent').notNull().default(false),
    /** When the agency last corrected the item after publishing it; clients see "Updated". */
    revisedAt: timestamp('revised_at', { withTimezone: true }),
    /** The organisation credited on a client's upload the agency published ("Source: …"). */
    sourceName: text('source_name'),
    /** The review of a client's upload: the reason for a rejection or the changes asked for, who decided, when. */
    reviewNote: text('review_note'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** On a client's upload: the member of the media house who sent it; null before teams. */
    memberId: integer('member_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    // Language and categories ride along so that counting a part of a month and paging by id read the index alone.
    index('news_published_idx')
      .on(table.publishAt.desc(), table.id.desc(), table.languageId, table.categoryIds)
      .where(sql`status = 'published'`),
    index('news_language_published_idx').on(table.languageId, table.publishAt.desc()).where(sql`status = 'published'`),
    index('news_categories_idx').using('gin', table.categoryIds),
    index('news_search_vector_idx').using('gin', table.searchVector),
    index('news_search_head_trgm_idx').using('gin', sql`search_head gin_trgm_ops`),
    index('news_pinned_idx').on(table.publishAt.desc()).where(sql`pin and status = 'published'`),
    index('news_user_idx').on(table.userId, table.createdAt.desc()),
    index('news_district_published_idx')
      .on(table.districtId, table.publishAt.desc())
      .where(sql`status = 'published' and district_id is not null`),
    index('news_province_published_idx')
      .on(table.provinceId, table.publishAt.desc())
      .where(sql`status = 'published' and province_id is not null`),
  ],
);

/** A field's value before and after one edit. */
export type FieldChange = { from: unknown; to: unknown };

/** Every edit of a news item by the agency: who changed which fields, from what to what, when. */
export const newsVersions = pgTable(
  'news_versions',
  {
    id: serial('id').primaryKey(),
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    editorId: integer('editor_id').references(() => users.id, { onDelete: 'set null' }),
    changes: jsonb('changes').$type<Record<string, FieldChange>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('news_versions_news_idx').on(table.newsId, table.createdAt.desc())],
);

/**
 * How many published news items each quarter of a UTC month holds, per language and set of categories
 * (sorted), so that a list's `meta.total` over whole periods is a sum of some thousands of rows kept in
 * memory instead of a count over a million. Kept by statement triggers on `news` in the writing
 * transaction (migrations 0003, 0010, 0014); the list adds the rows of the periods it covers only in
 * part by counting them.
 */
export const newsCounts = pgTable(
  'news_counts',
  {
    /** The start of a quarter of a UTC month (the 1st, 9th, 17th or 25th): SQL news_count_period, migration 0014. */
    period: timestamp('period', { withTimezone: true }).notNull(),
    languageId: integer('language_id').notNull(),
    categoryIds: integer('category_ids').array().notNull(),
    items: integer('items').notNull(),
  },
  (table) => [primaryKey({ columns: [table.period, table.languageId, table.categoryIds] })],
);
