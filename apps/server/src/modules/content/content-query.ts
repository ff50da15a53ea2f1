import type { PageQuery } from '@portal/shared';
import { and, arrayOverlaps, asc, count, desc, eq, gte, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import type { galleries, news, videos } from '../../db/schema.ts';
import { filterRange } from '../../lib/nepal-dates.ts';
import { prefixTsQuery, searchPhrase, searchTerms, wholeTsQuery } from '../../lib/search-terms.ts';

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

export function classificationConditions(table: ClassifiedTable, query: PageQuery): SQL[] {
  const { language_id: languageId, category_ids: categoryIds } = query.filters;
  return [
    languageId ? eq(table.languageId, languageId) : undefined,
    categoryIds && categoryIds.length > 0 ? arrayOverlaps(table.categoryIds, categoryIds) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
}

export const excluding = (table: PublishableTable, id: number | undefined): SQL[] => (id ? [ne(table.id, id)] : []);

const MIN_TRIGRAM_LENGTH = 3;

/** Search words reach SQL only as letters, marks and digits (lib/search-terms.ts), so neither LIKE nor tsquery syntax can be injected. */
const tsQuery = (text: string) => sql`to_tsquery('simple', ${text})`;

/**
 * The search box (DESIGN.md "search"): whole words and word prefixes through full text over title,
 * description and body; partial words inside a word and misspellings through pg_trgm over title and
 * description. Every branch is served by a GIN index.
 */
export function searchCondition(table: PublishableTable, query: PageQuery): { where: SQL[]; rank: SQL | undefined } {
  const terms = searchTerms(query.query);
  if (terms.length === 0) return { where: [], rank: undefined };
  const prefix = tsQuery(prefixTsQuery(terms));
  const phrase = searchPhrase(terms);
  const branches = [sql`${table.searchVector} @@ ${prefix}`];
  // Below three letters pg_trgm has no trigram to look up, and the index could not serve it.
  if ([...phrase].length >= MIN_TRIGRAM_LENGTH) {
    branches.push(sql`${table.searchHead} ilike ${`%${phrase}%`}`, sql`${phrase} <% ${table.searchHead}`);
  }
  // Whole words count double; ranks are rounded so that equally good matches come newest first.
  const rank = sql`round((2 * ts_rank(${table.searchVector}, ${tsQuery(wholeTsQuery(terms))})
    + ts_rank(${table.searchVector}, ${prefix})
    + word_similarity(${phrase}, ${table.searchHead}))::numeric, 1)`;
  return { where: [sql`(${sql.join(branches, sql` or `)})`], rank };
}

/** ORDER BY of a list; a search ranks first unless the caller chose another column. */
export function listOrder(table: PublishableTable, query: PageQuery, rank: SQL | undefined): SQL[] {
  const direction = query.descending ? desc : asc;
  // NULLS LAST matches the published-items index, so the planner can walk it instead of sorting.
  const newest = query.descending
    ? [sql`${table.publishAt} desc nulls last`, sql`${table.id} desc nulls last`]
    : [sql`${table.publishAt} asc`, sql`${table.id} asc`];
  switch (query.sortBy) {
    case 'title':
      return [direction(table.title), ...newest];
    case 'created_at':
      return [direction(table.createdAt), direction(table.id)];
    case 'publish_at':
      return rank && query.descending ? [sql`${rank} desc`, ...newest] : newest;
  }
}

export const offsetOf = (query: Pick<PageQuery, 'page' | 'rowsPerPage'>) => (query.page - 1) * query.rowsPerPage;

/** The `meta` of a paged answer (DESIGN.md §3). A page past the last is an empty page, not an error. */
export function pageMeta(total: number, query: Pick<PageQuery, 'page' | 'rowsPerPage'>) {
  return { total, current_page: query.page, last_page: Math.max(1, Math.ceil(total / query.rowsPerPage)) };
}

/**
 * One page of a list of what clients may see, and the total it comes from, read side by side:
 * `conditions` narrow the visible items; a search in `query` ranks them unless another order is asked for.
 */
export async function readVisiblePage<Row>(
  db: Database,
  table: PublishableTable,
  columns: SelectedFields,
  query: PageQuery,
  conditions: (SQL | undefined)[],
  now: Date,
): Promise<{ rows: Row[]; total: number }> {
  const search = searchCondition(table, query);
  const where = and(visibleToClients(table, now), ...dateConditions(table, query, now), ...conditions, ...search.where);
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(table)
      .where(where)
      .orderBy(...listOrder(table, query, search.rank))
      .limit(query.rowsPerPage)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(table).where(where),
  ]);
  return { rows: rows as Row[], total: counted?.total ?? 0 };
}
