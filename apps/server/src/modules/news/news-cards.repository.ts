/** Read model: news cards as clients see them, built as JSON by PostgreSQL from news, their media and categories (and news_counts for totals); writes nothing. */
import type { NewsCard, PageQuery } from '@portal/shared';
import { and, arrayOverlaps, count, eq, gte, inArray, lt, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { categories, media, news, newsCounts, type StoredRendition } from '../../db/schema.ts';
import { filterRange } from '../../lib/nepal-dates.ts';
import { searchTerms } from '../../lib/search-terms.ts';
import {
  classificationConditions,
  dateConditions,
  listedItems,
  listOrder,
  type PageReader,
  pageIds,
  readVisiblePage,
  visibleToClients,
} from '../content/content-query.ts';
import type { SearchOutcome } from '../content/content-search.ts';

/** A card as PostgreSQL builds it: the `newsCard` answer, except that the thumbnail and its renditions are stored paths, which the service signs. */
export type UnsignedNewsCard = Omit<NewsCard, 'thumbnail_renditions'> & { thumbnail_renditions: StoredRendition[] };

/** `Date.prototype.toISOString` in SQL (both truncate to milliseconds). */
const isoTime = (column: PgColumn) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** lib/nepal-dates.ts `formatNepalTime` in SQL: "Nov 22, 2026, 3:45 PM". */
const nepalTime = (column: PgColumn) => sql`to_char(${column} at time zone 'Asia/Kathmandu', 'Mon FMDD, YYYY, FMHH12:MI AM')`;

/** The categories of the card's item as `{id, name}` in the order stored; ids of removed categories drop out. */
const namedCategories = sql`coalesce((
  select json_agg(json_build_object('id', ${categories.id}, 'name', ${categories.name}) order by picked.position)
  from unnest(${news.categoryIds}) with ordinality as picked (id, position)
  join ${categories} on ${categories.id} = picked.id
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
  'auto_post', false,
  'revised_at', ${isoTime(news.revisedAt)},
  'publish_at', ${isoTime(news.publishAt)},
  'parsed_publish_at', ${isoTime(news.publishAt)},
  'format_parsed_publish_at', ${nepalTime(news.publishAt)},
  'format_parsed_created_at', ${nepalTime(news.createdAt)},
  'created_at', ${isoTime(news.createdAt)},
  'updated_at', ${isoTime(news.updatedAt)}
)`;

/** The cards of the items `ids` selects, as one JSON array in `order`. */
const cardsOf = (ids: SQLWrapper, order: SQL[]) =>
  sql`(select coalesce(json_agg(${card} order by ${sql.join(order, sql`, `)}), '[]'::json)
    from ${news} left join ${cover} on true
    where ${news.id} in (${ids}))`;

const monthStart = (instant: Date) => new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), 1));
const nextMonthStart = (instant: Date) => new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth() + 1, 1));
const monthCeiling = (instant: Date) => (monthStart(instant).getTime() === instant.getTime() ? instant : nextMonthStart(instant));

type WholeMonths = { from?: Date; until: Date; languageId?: number; categoryIds?: number[] };

/**
 * How the total of a list without a search is counted: the whole UTC months inside the filtered range
 * (all before the current month, so nothing in them is under embargo) are summed from `news_counts`;
 * the rest, at most a part of a month at either end (`edges`), is counted row by row from the covering
 * index, each end as a range of its own so that the index bounds the scan. Every part applies the same
 * language and "any of these categories" filters, so the sum is exact.
 */
function totalParts(db: Database, query: PageQuery, now: Date): { months?: WholeMonths; edges: SQL } {
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
  if (wholeFrom && wholeFrom >= wholeUntil) return { edges: countWhere() };
  const before = wholeFrom ? countWhere(lt(news.publishAt, wholeFrom)) : sql`0`;
  const after = countWhere(gte(news.publishAt, wholeUntil));
  const months = {
    ...(wholeFrom ? { from: wholeFrom } : {}),
    until: wholeUntil,
    ...(languageId ? { languageId } : {}),
    ...(categoryIds && categoryIds.length > 0 ? { categoryIds } : {}),
  };
  return { months, edges: sql`${before} + ${after}` };
}

/** The published items of whole months, from `news_counts`. */
async function monthsTotal(db: Database, months: WholeMonths): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${newsCounts.items}), 0)::int` })
    .from(newsCounts)
    .where(
      and(
        months.from ? gte(newsCounts.month, months.from) : undefined,
        lt(newsCounts.month, months.until),
        months.languageId ? eq(newsCounts.languageId, months.languageId) : undefined,
        months.categoryIds ? arrayOverlaps(newsCounts.categoryIds, months.categoryIds) : undefined,
      ),
    );
  return Number(row?.total ?? 0);
}

/** The one row a statement answers (both drivers hand `execute` results back as `{ rows }`). */
async function oneRow<Row>(db: Database, statement: SQL): Promise<Row> {
  const { rows } = (await db.execute(statement)) as unknown as { rows: Row[] };
  return rows[0] as Row;
}

/**
 * News cards in one statement per page: PostgreSQL picks the page's ids from the published index,
 * builds each card (cover, category names, dates as the API writes them) and the page's JSON array,
 * and for a list without a search counts the partial months of the total in the same round trip; the
 * whole months, the same for every page and most filters, come from the content cache. Node then only signs the
 * thumbnails; the answer goes out without being checked card by card again (news-cards.test.ts holds
 * the SQL to the `newsCard` schema).
 */
/** Keeps a sum of whole months while nothing changes (content/content-cache.ts: cleared by every write and embargo lift). */
type MonthsCache = (key: string, load: () => Promise<number>) => Promise<number>;

export function createNewsCardsRepository(db: Database, cachedMonths: MonthsCache) {
  const searchPage: PageReader<UnsignedNewsCard> = async (where, order, query) =>
    (await oneRow<{ cards: UnsignedNewsCard[] }>(db, sql`select ${cardsOf(pageIds(db, news, where, order, query), order)} as cards`)).cards;

  return {
    /** A page of a list (content-query.ts `readVisiblePage` for a search) and its total. */
    async listPage(query: PageQuery, now: Date): Promise<{ cards: UnsignedNewsCard[]; total: number; search?: SearchOutcome }> {
      if (searchTerms(query.query).length > 0) {
        const { rows, ...page } = await readVisiblePage(db, news, searchPage, query, classificationConditions(news, query), now);
        return { cards: rows, ...page };
      }
      const where = listedItems(news, query, now, classificationConditions(news, query));
      const order = listOrder(news, query, undefined);
      const { months, edges } = totalParts(db, query, now);
      const [inMonths, page] = await Promise.all([
        months ? cachedMonths(`news-months:${JSON.stringify(months)}`, () => monthsTotal(db, months)) : 0,
        oneRow<{ cards: UnsignedNewsCard[]; edges: string | number }>(
          db,
          sql`select ${cardsOf(pageIds(db, news, where, order, query), order)} as cards, (${edges})::int as edges`,
        ),
      ]);
      return { cards: page.cards, total: inMonths + Number(page.edges) };
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
      return (await oneRow<{ cards: UnsignedNewsCard[] }>(db, sql`select ${cardsOf(ids, order)} as cards`)).cards;
    },

    /** Cards of the items with these ids that clients may still see, newest first. */
    async visible(ids: number[], now: Date): Promise<UnsignedNewsCard[]> {
      if (ids.length === 0) return [];
      const order = [sql`${news.publishAt} desc`, sql`${news.id} desc`];
      const visibleIds = db
        .select({ id: news.id })
        .from(news)
        .where(and(inArray(news.id, ids), visibleToClients(news, now)));
      return (await oneRow<{ cards: UnsignedNewsCard[] }>(db, sql`select ${cardsOf(visibleIds, order)} as cards`)).cards;
    },
  };
}
export type NewsCardsRepository = ReturnType<typeof createNewsCardsRepository>;
