import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, tsvector, updatedAt } from '../../db/columns.ts';
import { users } from '../auth/auth.tables.ts';
import { districts, localLevels, provinces } from '../places/places.tables.ts';

/** `changes_requested`: staff sent a client's upload back; the client may edit it and it is pending again. */
export const CONTENT_STATUSES = ['pending', 'changes_requested', 'published', 'unpublished', 'rejected'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const CONTENT_KINDS = ['news', 'gallery', 'video'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/**
 * Columns every publishable item has. `search_text` is kept by the service; `search_vector` follows it:
 * every word as written (`simple`, weight A) and its stem (`portal_stem`, weight D: Nepali and English
 * Snowball, migration search-stems), so a stem matches every form while `word:A` and ts_rank's weights
 * tell the form as written.
 */
export const publishable = () => ({
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  status: text('status', { enum: CONTENT_STATUSES }).notNull().default('pending'),
  publishAt: timestamp('publish_at', { withTimezone: true }).notNull().defaultNow(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  searchText: text('search_text').notNull().default(''),
  searchHead: text('search_head').notNull().default(''),
  searchVector: tsvector('search_vector').generatedAlwaysAs(
    sql`setweight(to_tsvector('simple'::regconfig, search_text), 'A') || setweight(to_tsvector('portal_stem'::regconfig, search_text), 'D')`,
  ),
  /** Where the item is about: a local level implies its district, a district its province. */
  provinceId: smallint('province_id').references((): AnyPgColumn => provinces.id),
  districtId: smallint('district_id').references((): AnyPgColumn => districts.id),
  localLevelId: smallint('local_level_id').references((): AnyPgColumn => localLevels.id),
  /** What a receiving newsroom may do with the item ("Not for broadcast before 18:00"); '' takes the category's default. */
  usageTerms: text('usage_terms').notNull().default(''),
  /** The agency's note to the receiving newsroom, shown prominently, never printed as part of the story. */
  editorNote: text('editor_note').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The archive's distinct words (the lexemes of `search_vector`, English and Nepali alike) and how many
 * published news items, galleries and videos hold each: what "Did you mean" corrects a search against
 * (pg_trgm on this small table, never a scan of the archive). Kept by statement triggers on the three
 * tables in the writing transaction (migration search-normal-and-words); a word no item holds any more stays with 0.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    items: integer('items').notNull(),
  },
  () => [
    index('search_words_trgm_idx').using('gin', sql`word gin_trgm_ops`),
    index('search_words_prefix_idx').using('btree', sql`word text_pattern_ops`),
  ],
);
