import type { PageQuery } from '@portal/shared';
import { and, arrayOverlaps, count, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { news, newsCounts } from '../../db/schema.ts';
import { filterRange } from '../../lib/nepal-dates.ts';
import { searchTerms } from '../../lib/search-terms.ts';
import { classificationConditions, dateConditions, readVisiblePage, visibleToClients } from '../content/content-query.ts';
import { createPublishableRepository } from '../content/publishable.repository.ts';

export type NewsRow = typeof news.$inferSelect;
export type NewNews = typeof news.$inferInsert;

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

    listVisible(query: PageQuery, now: Date): Promise<{ rows: NewsCardRow[]; total: number }> {
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
  };
}
export type NewsRepository = ReturnType<typeof createNewsRepository>;
