/** Read model: reads news, galleries or videos (the table its caller, the owner's repository, passes) for the client lists and their search; writes nothing. */
import type { PageQuery } from '@portal/shared';
import { and, arrayOverlaps, asc, count, desc, eq, gte, inArray, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import type { galleries, news, videos } from '../../db/schema.ts';
import { filterRange } from '../../lib/nepal-dates.ts';
import { searchTerms } from '../../lib/search-terms.ts';
import { placeConditions } from '../places/place-filter.ts';
import { newestFirst, type Remember, readSearchPage, type SearchOutcome } from './content-search.ts';

type PublishableTable = typeof news | typeof galleries | typeof videos;
type ClassifiedTable = typeof news | typeof videos;

/** What clients may see: published, and no longer under embargo. */
export const visibleToClients = (table: PublishableTable, now: Date): SQL =>
  and(eq(table.status, 'published'), lte(table.publishAt, now)) as SQL;

export function dateConditions(table: PublishableTable, query: PageQuery, now: Date): SQL[] {
  const range = filterRange(query.filters, now);
  return [range.from ? gte(table.publishAt, range.from) : undefined, range.until ? lt(table.publishAt, range.until) : undefined].filter(
    (condition): condition is SQL => condition !== undefined,
  );
}

/**
 * The language, categories and Media Topic a list is filtered by. `topicCodes`: the `media_topic` filter's topic
 * with its narrower ones (ContentDeps `topicCodes`); an item matches when one of its categories maps to one of them.
 */
export function classificationConditions(table: ClassifiedTable, query: PageQuery, topicCodes: string[] | undefined): SQL[] {
  const { language_id: languageId, category_ids: categoryIds } = query.filters;
  return [
    languageId ? eq(table.languageId, languageId) : undefined,
    categoryIds && categoryIds.length > 0 ? arrayOverlaps(table.categoryIds, categoryIds) : undefined,
    topicCodes ? ofMediaTopics(table.categoryIds, topicCodes) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
}

/** Items of a category mapped to one of these Media Topic codes. */
const ofMediaTopics = (categoryIds: ClassifiedTable['categoryIds'], codes: string[]) =>
  sql`exists (select 1 from category_media_topics t where t.category_id = any(${categoryIds}) and t.code = any(${sql.param(codes)}::text[]))`;

export const excluding = (table: PublishableTable, id: number | undefined): SQL[] => (id ? [ne(table.id, id)] : []);

/** ORDER BY of a list; `rank` (a search sorted by relevance, on its ranked pages) comes first, newest first among equals. */
export function listOrder(table: PublishableTable, query: PageQuery, rank: SQL | undefined): SQL[] {
  const direction = query.descending ? desc : asc;
  const newest = query.descending ? newestFirst(table) : [sql`${table.publishAt} asc`, sql`${table.id} asc`];
  switch (query.sortBy) {
    case 'title':
      return [direction(table.title), ...newest];
    case 'created_at':
      return [direction(table.createdAt), direction(table.id)];
    case 'publish_at':
      return newest;
    case 'relevance':
      return rank ? [sql`${rank} desc`, ...newestFirst(table)] : newestFirst(table);
  }
}

export const offsetOf = (query: Pick<PageQuery, 'page' | 'rowsPerPage'>) => (query.page - 1) * query.rowsPerPage;

/** The `meta` of a paged answer (DESIGN.md §3). A page past the last is an empty page, not an error. */
export function pageMeta(total: number, query: Pick<PageQuery, 'page' | 'rowsPerPage'>) {
  return {
    total,
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / query.rowsPerPage)),
    total_relation: 'exact' as const,
  };
}

const countWhere = (db: Database, table: PublishableTable, where: SQL | undefined) =>
  db
    .select({ total: count() })
    .from(table)
    .where(where)
    .then(([counted]) => counted?.total ?? 0);

/** The columns a list is sorted by, in ORDER BY's order (listOrder), ending with the id that makes the order total. */
const sortColumns = (table: PublishableTable, query: PageQuery) =>
  sql.join(
    query.sortBy === 'title'
      ? [table.title, table.publishAt, table.id]
      : [query.sortBy === 'created_at' ? table.createdAt : table.publishAt, table.id],
    sql`, `,
  );

/**
 * Keyset paging: the items that come after item `after` in the list's order. The item is looked up
 * by id whatever its state, so an item unpublished since the previous page still marks the place;
 * items published in between come before it and so never push one of the next page out or in twice.
 */
function afterItem(table: PublishableTable, query: PageQuery): SQL | undefined {
  if (query.after === undefined) return undefined;
  const columns = sortColumns(table, query);
  return sql`(${columns}) ${sql.raw(query.descending ? '<' : '>')} (select ${columns} from ${table} where ${table.id} = ${query.after})`;
}

/** The ids of one page: skipping a deep OFFSET then walks index entries, not table rows. */
export function pageIds(db: Database, table: PublishableTable, where: SQL | undefined, order: SQL[], query: PageQuery) {
  return db
    .select({ id: table.id })
    .from(table)
    .where(and(where, afterItem(table, query)))
    .orderBy(...order)
    .limit(query.rowsPerPage)
    .offset(offsetOf(query));
}

/** Reads the rows of one page of a list, given the list's WHERE and ORDER BY. */
export type PageReader<Row> = (where: SQL | undefined, order: SQL[], query: PageQuery) => Promise<Row[]>;

/** A PageReader selecting `columns`: the page's ids first, then their rows. */
export const columnsPage =
  <Row>(db: Database, table: PublishableTable, columns: SelectedFields): PageReader<Row> =>
  (where, order, query) =>
    db
      .select(columns)
      .from(table)
      .where(inArray(table.id, pageIds(db, table, where, order, query)))
      .orderBy(...order) as Promise<Row[]>;

/** The WHERE of a list of what clients may see: `conditions` narrow the visible items. */
export const listedItems = (table: PublishableTable, query: PageQuery, now: Date, conditions: (SQL | undefined)[]): SQL =>
  and(visibleToClients(table, now), ...dateConditions(table, query, now), ...placeConditions(table, query.filters), ...conditions) as SQL;

/** A page of a content list; a search page also tells how it searched. */
export type VisiblePage<Row> = { rows: Row[]; total: number; search?: SearchOutcome };

/**
 * One page of a list of what clients may see, and the total it comes from: `conditions` narrow the
 * visible items. A search goes through content-search.ts, which answers how it matched beside the
 * rows and keeps what it found for the other pages through `remember`, scoped by the caller to
 * everything besides the query that narrows the list.
 */
export async function readVisiblePage<Row>(
  db: Database,
  table: PublishableTable,
  readPage: PageReader<Row>,
  query: PageQuery,
  conditions: (SQL | undefined)[],
  now: Date,
  remember: Remember,
): Promise<VisiblePage<Row>> {
  const listed = listedItems(table, query, now, conditions);
  if (searchTerms(query.query).length > 0) {
    const readRanked = (where: SQL | undefined, rank: SQL | undefined) => readPage(where, listOrder(table, query, rank), query);
    return readSearchPage<Row>(db, table, query, [listed], readRanked, remember);
  }
  const [rows, total] = await Promise.all([readPage(listed, listOrder(table, query, undefined), query), countWhere(db, table, listed)]);
  return { rows, total };
}

/** Which of these categories and languages items of `table` use: a lookup in use cannot be removed. */
export function classificationsInUse(db: Database, table: ClassifiedTable) {
  return {
    async categoriesInUse(ids: number[]): Promise<number[]> {
      const rows = await db
        .selectDistinct({ id: sql<number>`unnest(${table.categoryIds})` })
        .from(table as typeof news)
        .where(arrayOverlaps(table.categoryIds, ids));
      return rows.map((row) => row.id).filter((id) => ids.includes(id));
    },
    async languagesInUse(ids: number[]): Promise<number[]> {
      const rows = await db
        .selectDistinct({ id: table.languageId })
        .from(table as typeof news)
        .where(inArray(table.languageId, ids));
      return rows.map((row) => row.id);
    },
  };
}
