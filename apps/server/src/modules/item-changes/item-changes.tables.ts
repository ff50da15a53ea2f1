import { FEED_PUBSTATUSES } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

/**
 * The log machine feeds read: one row each time a news item became usable, was corrected or
 * was cancelled (unpublished, deleted, embargoed again), numbered in commit order. Only the item-change
 * dispatcher writes it, one run at a time under an advisory lock (modules/item-changes/), so a reader
 * that has seen `seq` n never later finds a smaller one committed. No foreign key: a deleted item keeps
 * its cancellation. Language and categories are the item's at the event, so filters apply to
 * cancellations too.
 */
export const feedEvents = pgTable(
  'feed_events',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    newsId: integer('news_id').notNull(),
    version: integer('version').notNull(),
    pubstatus: text('pubstatus', { enum: FEED_PUBSTATUSES }).notNull(),
    languageId: integer('language_id').notNull(),
    categoryIds: integer('category_ids').array().notNull(),
    /** md5 of what a client sees of the item (text, language, categories, files): a new version only when it differs. */
    contentHash: text('content_hash').notNull(),
    createdAt: createdAt(),
    /**
     * The item as ninjs when the event was appended, links to files as tokens signed when sent
     * (feed-documents.ts); null until made (the archive is made from the newest down, `feed_state`).
     */
    ninjs: text('ninjs'),
    /** The same for a plan without videos; null when the item has no video. */
    ninjsWithoutVideos: text('ninjs_without_videos'),
    /** The item's latest event: what feed pages list (an item comes once, as it stands). */
    latest: boolean('latest').notNull().default(true),
  },
  (table) => [
    index('feed_events_news_idx').on(table.newsId, table.seq.desc()),
    index('feed_events_latest_idx').on(table.seq).where(sql`latest`),
  ],
);

/** Items written since the dispatcher last looked; a statement trigger on `news` adds them in the writing transaction (migration 0016). */
export const feedPending = pgTable('feed_pending', {
  newsId: integer('news_id').primaryKey(),
});

/** The dispatcher's one row: up to when it has looked for embargoes that lifted on their own. */
export const feedState = pgTable('feed_state', {
  id: smallint('id').primaryKey().default(1),
  liftsSeenUntil: timestamp('lifts_seen_until', { withTimezone: true }).notNull(),
  /** What the stored ninjs were made for (PUBLIC_URL, agency name, presenter); another value makes them all again. */
  documentsFor: text('documents_for').notNull().default(''),
  /** Events below this seq have no ninjs made for `documents_for` yet: sent as made on the spot. */
  documentsBelow: bigint('documents_below', { mode: 'number' }).notNull().default(0),
});
