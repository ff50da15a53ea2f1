import type { OwnNewsStatus, PageQuery } from '@portal/shared';
import { and, arrayOverlaps, asc, count, eq, gt, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type FieldChange, news, newsCounts, newsVersions } from '../../db/schema.ts';
import { filterRange } from '../../lib/nepal-dates.ts';
import { searchTerms } from '../../lib/search-terms.ts';
import {
  classificationConditions,
  classificationsInUse,
  dateConditions,
  readVisiblePage,
  type VisiblePage,
  visibleToClients,
} from '../content/content-query.ts';
import { createPublishableRepository } from '../content/publishable.repository.ts';
import { deriveNewsRow } from './news-row.ts';

export type NewsRow = typeof news.$inferSelect;
export type NewNews = typeof news.$inferInsert;

/** The statuses in which an item is still its author's to change; saving one sends it back for review. */
export const EDITABLE_STATUSES = ['pending', 'changes_requested'] as const satisfies readonly OwnNewsStatus[];

/** What a client's edit of its upload sets; the summary stays the row's own. */
export type PendingEdit = { title: string; content: string; languageId: number; categoryIds: number[] };

/** The columns a review decision sets. */
export type ReviewColumns = Pick<NewNews, 'status' | 'reviewNote' | 'sourceName' | 'publishAt' | 'reviewedBy' | 'reviewedAt' | 'updatedAt'>;

/** Card columns: everything but the body, which only the detail call sends. */
const cardColumns = {
  id: news.id,
  title: news.title,
  metaDescription: news.metaDescription,
  languageId: news.languageId,
  categoryIds: news.categoryIds,
  pin: news.pin,
  breaking: news.breaking,
  publishAt: news.publishAt,
  createdAt: news.createdAt,
  updatedAt: news.updatedAt,
  revisedAt: news.revisedAt,
};
export type NewsCardRow = { [K in keyof typeof cardColumns]: NewsRow[K] };

const monthStart = (instant: Date) => new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), 1));
const nextMonthStart = (instant: Date) => new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth() + 1, 1));
const monthCeiling = (instant: Date) => (monthStart(instant).getTime() === instant.getTime() ? instant : nextMonthStart(instant));

/**
 * The total of a list without a search: the whole UTC months inside the filtered range (all before
 * the current month, so nothing in them is under embargo) are summed from `news_counts`; the rest,
 * at most a part of a month at either end, is counted row by row from the covering index, each end
 * as a range of its own so that the index bounds the scan. Every part applies the same language and
 * "any of these categories" filters, so the sum is exact. One statement, one round trip.
 */
async function countVisible(db: Database, query: PageQuery, now: Date): Promise<number> {
  const range = filterRange(query.filters, now);
  const { language_id: languageId, category_ids: categoryIds } = query.filters;
  const wholeFrom = range.from ? monthCeiling(range.from) : undefined;
  const wholeUntil = monthStart(range.until && range.until < now ? range.until : now);
  const where = and(visibleToClients(news, now), ...dateConditions(news, query, now), ...classificationConditions(news, query));
  const countWhere = (...conditions: SQL[]) =>
    sql`(${db
      .select({ total: count() })
      .from(news)
      .where(and(where, ...conditions))})`;
  if (wholeFrom && wholeFrom >= wholeUntil) return totalOf(db.select({ total: count() }).from(news).where(where));
  const inWholeMonths = and(
    wholeFrom ? gte(newsCounts.month, wholeFrom) : undefined,
    lt(newsCounts.month, wholeUntil),
    languageId ? eq(newsCounts.languageId, languageId) : undefined,
    categoryIds && categoryIds.length > 0 ? arrayOverlaps(newsCounts.categoryIds, categoryIds) : undefined,
  );
  const before = wholeFrom ? countWhere(lt(news.publishAt, wholeFrom)) : sql`0`;
  const after = countWhere(gte(news.publishAt, wholeUntil));
  return totalOf(
    db
      .select({ total: sql`coalesce(sum(${newsCounts.items}), 0) + ${before} + ${after}`.mapWith(Number) })
      .from(newsCounts)
      .where(inWholeMonths),
  );
}

const totalOf = async (select: Promise<{ total: number }[]>) => (await select)[0]?.total ?? 0;

export function createNewsRepository(db: Database) {
  return {
    ...createPublishableRepository(db, news),
    ...classificationsInUse(db, news),

    listVisible(query: PageQuery, now: Date): Promise<VisiblePage<NewsCardRow>> {
      const countTotal = searchTerms(query.query).length === 0 ? () => countVisible(db, query, now) : undefined;
      return readVisiblePage(db, news, cardColumns, query, classificationConditions(news, query), now, countTotal);
    },

    pinnedVisible(now: Date, limit: number): Promise<NewsCardRow[]> {
      return db
        .select(cardColumns)
        .from(news)
        .where(and(visibleToClients(news, now), eq(news.pin, true)))
        .orderBy(sql`${news.publishAt} desc nulls last`)
        .limit(limit);
    },

    /** The row, locked until the transaction `tx` ends. */
    async lockForUpdate(id: number, tx: Database): Promise<NewsRow | undefined> {
      const [row] = await tx.select().from(news).where(eq(news.id, id)).for('update');
      return row;
    },

    async update(id: number, values: Partial<NewNews>, via: Database = db): Promise<NewsRow | undefined> {
      const [row] = await via.update(news).set(values).where(eq(news.id, id)).returning();
      return row;
    },

    /**
     * Writes a client's edit only while the item is still its author's to change, derives the text
     * columns with the summary the row holds, and puts it back in the review queue; undefined when it
     * no longer is editable.
     */
    async updatePending(id: number, userId: number, edit: PendingEdit, now: Date, via: Database = db): Promise<NewsRow | undefined> {
      const editable = and(eq(news.id, id), eq(news.userId, userId), inArray(news.status, EDITABLE_STATUSES));
      const [before] = await via.select({ metaDescription: news.metaDescription }).from(news).where(editable).for('update');
      if (!before) return undefined;
      const [row] = await via
        .update(news)
        .set({ ...edit, ...deriveNewsRow({ ...edit, metaDescription: before.metaDescription }), status: 'pending', updatedAt: now })
        .where(editable)
        .returning();
      return row;
    },

    /** Records a decision on a pending item; undefined when it is no longer pending (decided already). */
    async decidePending(id: number, columns: ReviewColumns, via: Database = db): Promise<NewsRow | undefined> {
      const [row] = await via
        .update(news)
        .set(columns)
        .where(and(eq(news.id, id), eq(news.status, 'pending')))
        .returning();
      return row;
    },

    async insertVersion(newsId: number, editorId: number, changes: Record<string, FieldChange>, via: Database = db): Promise<void> {
      await via.insert(newsVersions).values({ newsId, editorId, changes });
    },

    /** Deletes items (their files' rows go with them); answers how many went. */
    async remove(ids: number[], via: Database = db): Promise<number> {
      const deleted = await via.delete(news).where(inArray(news.id, ids)).returning({ id: news.id });
      return deleted.length;
    },

    /** Published items whose publish time lies in (from, until], oldest first: what the live feed announces. */
    publishedBetween(from: Date, until: Date, limit: number) {
      return db
        .select({
          id: news.id,
          title: news.title,
          breaking: news.breaking,
          languageId: news.languageId,
          categoryIds: news.categoryIds,
          publishAt: news.publishAt,
        })
        .from(news)
        .where(and(eq(news.status, 'published'), gt(news.publishAt, from), lte(news.publishAt, until)))
        .orderBy(asc(news.publishAt), asc(news.id))
        .limit(limit);
    },

    /** The titles of the items with these ids, by id. */
    async titlesOf(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db.select({ id: news.id, title: news.title }).from(news).where(inArray(news.id, ids));
      return new Map(rows.map((row) => [row.id, row.title]));
    },

    /** What auto-posting sends of an item. */
    async toPost(id: number) {
      const [row] = await db
        .select({
          id: news.id,
          title: news.title,
          summary: news.metaDescription,
          status: news.status,
          publishAt: news.publishAt,
          categoryIds: news.categoryIds,
        })
        .from(news)
        .where(eq(news.id, id))
        .limit(1);
      return row;
    },
  };
}
export type NewsRepository = ReturnType<typeof createNewsRepository>;
