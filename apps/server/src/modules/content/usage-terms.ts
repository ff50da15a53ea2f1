/** Read model: reads news, galleries, videos and categories for the usage terms and editor's note clients see of an item; writes nothing. */
import type { UsageNotice } from '@portal/shared';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { categories, galleries, news, videos } from '../../db/schema.ts';

/**
 * The one rule for an item's usage terms, as SQL: its own when set, else the first default among its
 * categories (in the item's order), else ''. Every output (detail, copies, downloads, feeds, pushes,
 * alert mails) reads the terms through this expression.
 */
export const effectiveUsageTerms = (own: PgColumn | SQL, categoryIds: PgColumn | SQL | null): SQL =>
  categoryIds === null
    ? sql`${own}`
    : sql`coalesce(nullif(${own}, ''), (
        select ${categories.defaultUsageTerms} from ${categories}
        where ${categories.id} = any(${categoryIds}) and ${categories.defaultUsageTerms} <> ''
        order by array_position(${categoryIds}, ${categories.id}) limit 1
      ), '')`;

/** The terms and note of a news item as SQL expressions, for read models that build their rows in SQL. */
export const newsUsageNotice = {
  usageTerms: effectiveUsageTerms(news.usageTerms, news.categoryIds),
  editorNote: news.editorNote,
};

export type UsageNoticeKind = 'news' | 'gallery' | 'video';

const tables = {
  news: { table: news, terms: newsUsageNotice.usageTerms },
  gallery: { table: galleries, terms: effectiveUsageTerms(galleries.usageTerms, null) },
  video: { table: videos, terms: effectiveUsageTerms(videos.usageTerms, videos.categoryIds) },
} as const;

/** The usage notice of items of one kind, by id (items not found are left out). */
export async function usageNoticesOf(db: Database, kind: UsageNoticeKind, ids: number[]): Promise<Map<number, UsageNotice>> {
  if (ids.length === 0) return new Map();
  const { table, terms } = tables[kind];
  const rows = await db
    .select({ id: table.id, usageTerms: sql<string>`${terms}`, editorNote: table.editorNote })
    .from(table)
    .where(inArray(table.id, ids));
  return new Map(rows.map((row) => [row.id, { usage_terms: row.usageTerms, editor_note: row.editorNote }]));
}

/** One item's usage notice; none ('' and '') when it is gone. */
export async function usageNoticeOf(db: Database, kind: UsageNoticeKind, id: number): Promise<UsageNotice> {
  return (await usageNoticesOf(db, kind, [id])).get(id) ?? { usage_terms: '', editor_note: '' };
}
