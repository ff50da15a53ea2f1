/** Read model: news cards as clients see them, built as JSON by PostgreSQL from news, their media and categories (and news_counts for totals); writes nothing. */
import type { NewsCard, PageQuery } from '@portal/shared';
import { and, count, eq, gt, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { categories, media, news, newsCounts, type StoredRendition } from '../../db/schema.ts';
import { filterRange } from '../../lib/nepal-dates.ts';
import { searchTerms } from '../../lib/search-terms.ts';
import {
  classificationConditions,
  listedItems,
  listOrder,
  type PageReader,
  pageIds,
  readVisiblePage,
  visibleToClients,
} from '../content/content-query.ts';
import type { Remember, SearchOutcome } from '../content/content-search.ts';
import { type FacetsSearch, readSearchFacets } from '../content/search-facets.ts';
import { hasPlaceFilter } from '../places/place-filter.ts';
import { nextPeriodStart, type PeriodCount, type PeriodTotals, periodStart, periodTotals, sumPeriods } from './period-counts.ts';

/** A card as PostgreSQL builds it: the `newsCard` answer, except that the thumbnail and its renditions are stored paths, which the service signs. */
export type UnsignedNewsCard = Omit<NewsCard, 'thumbnail_renditions'> & { thumbnail_renditions: StoredRendition[] };

/** `Date.prototype.toISOString` in SQL (both truncate to milliseconds). */
const isoTime = (column: PgColumn) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** lib/nepal-dates.ts `formatNepalTime` in SQL: "Nov 22, 2026, 3:45 PM". */
const nepalTime = (column: PgColumn) => sql`to_char(${column} at time zone 'Asia/Kathmandu', 'Mon FMDD, YYYY, FMHH12:MI AM')`;

/** The categories of the card's item as `{id, name}` in the order stored, each once; ids of removed categories drop out. */
const namedCategories = sql`coalesce((
  select json_agg(json_build_object('id', ${categories.id}, 'name', ${categories.name}) order by array_position(${news.categoryIds}, ${categories.id}))
  from ${categories} where ${categories.id} = any(${news.categoryIds})
), '[]'::json)`;

const firstImage = sql`order by ${media.role} = 'poster' desc, ${media.position}, ${media.id}) filter (where ${media.kind} = 'image')`;

/** How many images the item has (a video's poster not counted) and the thumbnail of its first one, the poster first. */
const cover = sql`lateral (
  select (count(*) filter (where ${media.kind} = 'image' and ${media.role} <> 'poster'))::int as images_count,
         (array_agg(coalesce(${media.thumbnailPath}, ${media.path}) ${firstImage})[1] as thumbnail,
         (array_agg(${media.renditions} ${firstImage})[1] as renditions
  from ${media} where ${media.newsId} = ${news.id}
) as cover`;

const card = sql`json_build_object(
  'id', ${news.id},
  'title', ${news.title},
  'meta_description', ${news.metaDescription},
  'images_count', coalesce(cover.images_count, 0),
  'thumbnail', cover.thumbnail,
  'thumbnail_renditions', coalesce(cover.renditions, '[]'::jsonb),
  'categories', ${namedCategories},
  'language_id', ${news.languageId},
  'pin', ${news.pin},
  'breaking', ${news.breaking},
  'urgent', ${news.urgent},
  'auto_post', false,
  'revised_at', ${isoTime(news.revisedAt)},
  'publish_at', ${isoTime(news.publishAt)},
  'parsed_publish_at', ${isoTime(news.publishAt)},
  'format_parsed_publish_at', ${nepalTime(news.publishAt)},
  'format_parsed_created_at', ${nepalTime(news.createdAt)},
  'created_at', ${isoTime(news.createdAt)},
  'updated_at', ${isoTime(news.updatedAt)}
)`;

const withCover = sql`${news} left join ${cover} on true`;

/** The cards of the items `selected` picks, as one JSON array in `order`. */
const cardsOf = (selected: SQL | undefined, order: SQL[]) =>
  sql`(select coalesce(json_agg(${card} order by ${sql.join(order, sql`, `)}), '[]'::json)
    from ${withCover}
    where ${selected})`;

const periodCeiling = (instant: Date) => (periodStart(instant).getTime() === instant.getTime() ? instant : nextPeriodStart(instant));

/** Where a list's visible items end: the day after `date_to` (exclusive) or now (inclusive), whichever comes first. */
type UpperBound = { at: Date; inclusive: boolean };

/**
 * The total of a list without a search, as a SQL expression. The whole periods (quarters of UTC
 * months) inside the filtered range are summed from `counts` (news_counts, kept in memory). A period
 * the range covers in part (at most one at either end) is counted row by row from the covering index,
 * each part bounded by the index: the part itself when it is at most half the period, otherwise the
 * period's sum less the rows outside the part. So a part never costs more than half a period (four
 * days) of rows, and the current period, where only embargoed items lie beyond now, costs almost none.
 * Every part applies the same language and "any of these categories" filters, so the sum is exact.
 */
function listTotal(db: Database, query: PageQuery, now: Date, counts: PeriodTotals): SQL {
  const range = filterRange(query.filters, now);
  const { language_id: languageId, category_ids: categoryIds } = query.filters;
  const classification = {
    ...(languageId ? { languageId } : {}),
    ...(categoryIds && categoryIds.length > 0 ? { categoryIds } : {}),
  };
  const upper: UpperBound = range.until && range.until <= now ? { at: range.until, inclusive: false } : { at: now, inclusive: true };
  const classified = [eq(news.status, 'published'), ...classificationConditions(news, query, undefined)];
  const countWhere = (...conditions: SQL[]) =>
    sql`(${db
      .select({ total: count() })
      .from(news)
      .where(and(...classified, ...conditions))})`;
  const below = (bound: UpperBound) => (bound.inclusive ? lte(news.publishAt, bound.at) : lt(news.publishAt, bound.at));
  const beyond = (bound: UpperBound) => (bound.inclusive ? gt(news.publishAt, bound.at) : gte(news.publishAt, bound.at));

  /** The items from `from` to `to` of the period starting at `period`. */
  const partOfPeriod = (period: Date, from: Date, to: UpperBound): SQL => {
    const periodEnd = nextPeriodStart(period);
    if (2 * (to.at.getTime() - from.getTime()) <= periodEnd.getTime() - period.getTime()) {
      return countWhere(gte(news.publishAt, from), below(to));
    }
    const periodItems = sumPeriods(counts, { from: period, until: periodEnd, ...classification });
    const before = from > period ? countWhere(gte(news.publishAt, period), lt(news.publishAt, from)) : sql`0`;
    return sql`${periodItems}::int - ${before} - ${countWhere(beyond(to), lt(news.publishAt, periodEnd))}`;
  };

  if (range.from && range.from > upper.at) return sql`0`;
  const lastPeriod = periodStart(upper.at);
  if (range.from && periodStart(range.from).getTime() === lastPeriod.getTime()) return partOfPeriod(lastPeriod, range.from, upper);
  const wholeFrom = range.from ? periodCeiling(range.from) : undefined;
  const wholePeriods = sumPeriods(counts, { ...(wholeFrom ? { from: wholeFrom } : {}), until: lastPeriod, ...classification });
  const first =
    range.from && wholeFrom && range.from < wholeFrom
      ? partOfPeriod(periodStart(range.from), range.from, { at: wholeFrom, inclusive: false })
      : sql`0`;
  const last = upper.inclusive || upper.at > lastPeriod ? partOfPeriod(lastPeriod, lastPeriod, upper) : sql`0`;
  return sql`${wholePeriods}::int + ${first} + ${last}`;
}

/**
 * news_counts, sorted by period, as one JSON array: tens of thousands of rows at a million items, which
 * Node reads in a few tens of ms this way and in some hundreds as rows of dates and arrays.
 */
async function readPeriodCounts(db: Database): Promise<PeriodCount[]> {
  const { counts } = await oneRow<{ counts: [number, number, number[], number][] }>(
    db,
    sql`select coalesce(json_agg(json_build_array(
      (extract(epoch from ${newsCounts.period}) * 1000)::bigint, ${newsCounts.languageId}, ${newsCounts.categoryIds}, ${newsCounts.items}
    ) order by ${newsCounts.period}), '[]'::json) as counts from ${newsCounts}`,
  );
  return counts.map(([period, languageId, categoryIds, items]) => ({ period, languageId, categoryIds, items }));
}

/** The one row a statement answers (both drivers hand `execute` results back as `{ rows }`). */
async function oneRow<Row>(db: Database, statement: SQL): Promise<Row> {
  const { rows } = (await db.execute(statement)) as unknown as { rows: Row[] };
  return rows[0] as Row;
}

/**
 * A list page is two cheap parts: one statement picks the page's ids from the published index and,
 * for a list without a search, counts the partial periods of the total (the whole periods are summed
 * from news_counts, which the content cache keeps); the cards of those ids, which most pages share
 * with the pages before them, come from the content cache or `cards`. `cards` has PostgreSQL
 * build each card as the API writes it (cover, category names, dates) in one statement; Node then
 * only signs the thumbnails, and the answer goes out without being checked card by card again
 * (news-cards.test.ts holds the SQL to the `newsCard` schema).
 */
export function createNewsCardsRepository(db: Database, remember: Remember) {
  const readCards = async (selected: SQL | undefined, order: SQL[]) =>
    (await oneRow<{ cards: UnsignedNewsCard[] }>(db, sql`select ${cardsOf(selected, order)} as cards`)).cards;
  const searchPage: PageReader<{ id: number }> = (where, order, query) => pageIds(db, news, where, order, query);
  // The statement of most uncached pages, prepared once: PostgreSQL plans it once per connection, not per page.
  const cardsByIds = db
    .select({ card })
    .from(withCover)
    .where(sql`${news.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('news_cards_by_ids');

  return {
    /** The ids of a page of a list, in its order (content-query.ts `readVisiblePage` for a search), and its total. */
    async listPage(
      query: PageQuery,
      topicCodes: string[] | undefined,
      now: Date,
    ): Promise<{ ids: number[]; total: number; search?: SearchOutcome }> {
      const classified = classificationConditions(news, query, topicCodes);
      if (searchTerms(query.query).length > 0) {
        const { rows, ...page } = await readVisiblePage(db, news, searchPage, query, classified, now, remember);
        return { ids: rows.map((row) => row.id), ...page };
      }
      const where = listedItems(news, query, now, classified);
      const order = listOrder(news, query, undefined);
      // news_counts keeps no places or topics: such a total is counted row by row (a place from its partial index).
      const total =
        hasPlaceFilter(query.filters) || topicCodes
          ? sql`(${db.select({ total: count() }).from(news).where(where)})`
          : listTotal(db, query, now, await remember('news-counts', async () => periodTotals(await readPeriodCounts(db))));
      const page = await oneRow<{ ids: number[]; total: number }>(
        db,
        sql`select array(${pageIds(db, news, where, order, query)}) as ids, (${total})::int as total`,
      );
      return { ids: page.ids, total: page.total };
    },

    /** Counts of a search's matches per category, language, province and date band (content/search-facets.ts). */
    searchFacets: (search: FacetsSearch) => readSearchFacets(db, news, search, remember),

    /** The cards of the items with these ids, whatever their state; an id no item has is left out. */
    async cards(ids: number[]): Promise<UnsignedNewsCard[]> {
      if (ids.length === 0) return [];
      const rows = (await cardsByIds.execute({ ids })) as { card: UnsignedNewsCard }[];
      return rows.map((row) => row.card);
    },

    /** Pinned items clients may see, newest first. */
    async pinned(now: Date, limit: number): Promise<UnsignedNewsCard[]> {
      const order = [sql`${news.publishAt} desc nulls last`, sql`${news.id} desc`];
      const ids = db
        .select({ id: news.id })
        .from(news)
        .where(and(visibleToClients(news, now), eq(news.pin, true)))
        .orderBy(...order)
        .limit(limit);
      return readCards(inArray(news.id, ids), order);
    },

    /** Cards of the items with these ids that clients may still see, newest first. */
    async visible(ids: number[], now: Date): Promise<UnsignedNewsCard[]> {
      if (ids.length === 0) return [];
      const order = [sql`${news.publishAt} desc`, sql`${news.id} desc`];
      const selected = and(inArray(news.id, ids), visibleToClients(news, now));
      return readCards(selected, order);
    },
  };
}
export type NewsCardsRepository = ReturnType<typeof createNewsCardsRepository>;
