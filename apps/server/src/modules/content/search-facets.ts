/** Read model: counts a search's matches per category, language, province and date band (docs/ARCHITECTURE.md "Search", Facets); writes nothing. */
import { FACET_DATE_BANDS, type FacetCount, type FacetDateBandCount, type PageQuery, type SearchFacets } from '@portal/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { news, videos } from '../../db/schema.ts';
import { filterRange, nepalDay } from '../../lib/nepal-dates.ts';
import { classificationConditions, listedItems, listOrder } from './content-query.ts';
import { EXACT_MATCHES, type Remember, searchCondition } from './content-search.ts';

type ClassifiedTable = typeof news | typeof videos;

/** The search whose facets are asked: the list's query, the Media Topic codes of its filter (ContentDeps `topicCodes`), and the time. */
export type FacetsSearch = { query: PageQuery; topicCodes: string[] | undefined; now: Date };

/**
 * A search of up to EXACT_MATCHES matches (its total is then exact) is counted over all of them; a larger
 * one over its newest FACET_SAMPLE, scaled to its estimated total. Walking to a common word's newest
 * matches tests each candidate row's search_vector (~3.3 rows a match for a word in a third of the items),
 * so the walk grows with the sample: 250 matches took 12 ms on the loaded 2-core machine, 1 000 took 44,
 * while the vectors were still read from TOAST. An "about" figure needs no more: a share of a half is
 * ± 3 points at 250.
 */
export const FACET_SAMPLE = 250;

const BANDS_FROM_NOW = FACET_DATE_BANDS.filter((band) => band !== 'older');

/** What the one statement answers: the matches read, the oldest one's time (ms), [id, count] pairs, and the matches in each band from now. */
type Counted = {
  matched: number;
  oldest: number | null;
  categories: [number, number][];
  languages: [number, number][];
  provinces: [number, number][];
  fromNow: number[];
};

/** Where each band from now starts: the first instant of its preset (Nepal days, as the date filter reads them). */
const bandStarts = (now: Date) => BANDS_FROM_NOW.map((band) => filterRange({ date_preset: band }, now).from as Date);

/** [id, count] pairs of the rows of `from` per `id`, most first, as one JSON array. */
const groups = (from: SQL, id: SQL, where: SQL = sql`true`) =>
  sql`(select coalesce(json_agg(json_build_array(id, n) order by n desc, id), '[]'::json)
    from (select ${id} as id, count(*)::int as n from ${from} where ${where} group by 1) as counted)`;

/**
 * One statement: the matches (all of them, or with `newestFirst` the newest FACET_SAMPLE, walking the
 * list's index) are read once into `m`, then grouped four ways.
 */
async function countMatches(db: Database, table: ClassifiedTable, where: SQL | undefined, newestFirst: SQL | undefined, starts: Date[]) {
  const order = newestFirst ? sql`order by ${newestFirst}` : sql``;
  const limit = newestFirst ? FACET_SAMPLE : EXACT_MATCHES;
  const bands = starts.map((start) => sql`count(*) filter (where publish_at >= ${start.toISOString()}::timestamptz)::int`);
  const statement = sql`with m as materialized (
      select ${table.languageId} as language_id, ${table.categoryIds} as category_ids, ${table.provinceId} as province_id,
        ${table.publishAt} as publish_at
      from ${table} where ${where} ${order} limit ${limit}
    )
    select count(*)::int as matched, (extract(epoch from min(publish_at)) * 1000)::float8 as oldest,
      ${groups(sql`m, unnest(m.category_ids) as category(id)`, sql`category.id`)} as categories,
      ${groups(sql`m`, sql`language_id`)} as languages,
      ${groups(sql`m`, sql`province_id`, sql`province_id is not null`)} as provinces,
      json_build_array(${sql.join(bands, sql`, `)}) as "fromNow"
    from m`;
  const { rows } = (await db.execute(statement)) as unknown as { rows: Counted[] };
  return rows[0] as Counted;
}

/**
 * The bands from now and `older`. Counted, a band is its matches; sampled, a band the newest matches
 * reach past is still counted, and a longer one is their pace over the span they cover times the
 * band's span (news comes at a steady pace), never more than the total; `older` is what the past
 * month leaves of the total.
 */
function dateBands(counted: Counted, starts: Date[], now: Date, scale: { total: number; sampled: boolean }): FacetDateBandCount[] {
  const span = counted.oldest === null ? 0 : now.getTime() - counted.oldest;
  const covered = (start: Date) => !scale.sampled || (counted.oldest !== null && counted.oldest < start.getTime());
  const atPace = (start: Date) => (span > 0 ? Math.round((counted.matched * (now.getTime() - start.getTime())) / span) : scale.total);
  const fromNow = BANDS_FROM_NOW.map((band, index) => {
    const start = starts[index] as Date;
    const count = covered(start) ? (counted.fromNow[index] ?? 0) : Math.min(scale.total, atPace(start));
    return { band, count, filters: { date_preset: band } };
  });
  const pastMonth = fromNow.at(-1)?.count ?? 0;
  const lastOlderDay = nepalDay(new Date((starts.at(-1) as Date).getTime() - 1));
  const older = { band: 'older' as const, count: Math.max(0, scale.total - pastMonth), filters: { date_to: lastOlderDay } };
  return [...fromNow, older].filter((band) => band.count > 0);
}

const scaled = (pairs: [number, number][], factor: number): FacetCount[] =>
  pairs.map(([id, count]) => ({ id, count: Math.max(1, Math.round(count * factor)) }));

/**
 * The facets of a search over what the list of `query` leaves visible (the list's own conditions, so
 * no count tells of an item the client may not see; `topicCodes` as ContentDeps gives them). Up to
 * EXACT_MATCHES matches (the search's total is then exact) are counted over all of them; a larger search
 * counts its newest FACET_SAMPLE, as the list pages them, and scales the counts to its estimated total.
 */
export async function readSearchFacets(
  db: Database,
  table: ClassifiedTable,
  search: FacetsSearch,
  remember: Remember,
): Promise<SearchFacets> {
  const { query, now } = search;
  const listed = listedItems(table, query, now, classificationConditions(table, query, search.topicCodes));
  const { where, total, totalRelation } = await searchCondition(db, table, query, [listed], remember);
  const large = totalRelation === 'estimate';
  const newest = large ? sql.join(listOrder(table, { ...query, sortBy: 'publish_at', descending: true }, undefined), sql`, `) : undefined;
  const starts = bandStarts(now);
  const counted = await countMatches(db, table, where, newest, starts);
  // Fewer matches than the sample holds are all of them, whatever the planner estimated.
  const sampled = large && counted.matched >= FACET_SAMPLE;
  const wholeTotal = sampled ? total : counted.matched;
  const factor = sampled ? total / counted.matched : 1;
  return {
    relation: sampled ? 'estimate' : 'exact',
    categories: scaled(counted.categories, factor),
    languages: scaled(counted.languages, factor),
    provinces: scaled(counted.provinces, factor),
    dates: dateBands(counted, starts, now, { total: wholeTotal, sampled }),
  };
}
