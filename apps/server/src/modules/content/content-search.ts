/** Read model: searches news, galleries or videos (the table its caller passes) and reads search_words for "Did you mean"; writes nothing. */
import { MAX_RESULT_WINDOW, type PageQuery, type TotalRelation } from '@portal/shared';
import { and, count, getTableName, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type galleries, type news, searchWords, type videos } from '../../db/schema.ts';
import type { MatchKind } from '../../lib/search-highlights.ts';
import { includedWords, isPlainWords, parseSearchQuery, queryText, replacingWords, unquotedWords } from '../../lib/search-query.ts';
import {
  matchTsQuery,
  type NepaliReadings,
  type SearchQuery,
  searchPhrase,
  type WordForms,
  type WordStems,
  wholeWordsTsQuery,
} from '../../lib/search-terms.ts';
import { heldNepaliReadings } from './nepali-readings.ts';
import { wordStems } from './search-stems.ts';
import { itemsMatching } from './search-words.ts';

type SearchableTable = typeof news | typeof galleries | typeof videos;

/** Up to this many matches are counted (and, sorted by relevance, all ranked); past it the total is the planner's estimate. */
export const EXACT_MATCHES = 1000;
/**
 * A planner estimate this far above EXACT_MATCHES is trusted without counting: even the limited count of
 * a word in a third of the archive reads ~3 000 rows (11–15 ms at 1 M items), where the estimate takes
 * under a millisecond and is a few per cent off for one word. Below it, matches are counted.
 */
const SURELY_MANY = 10 * EXACT_MATCHES;
const MIN_TRIGRAM_LENGTH = 3;
/** How close a word of the archive must be to a word typed that it replaces (pg_trgm similarity). */
const NEAR_SIMILARITY = 0.3;
/** "Almost nothing": a word in at most this many items may be a typo the archive itself holds, and is never offered as a correction. */
const ALMOST_NOTHING = 3;
/** A word typed that a few items hold is still corrected when a close neighbour (RARE_NEAR_SIMILARITY) is this many times as common. */
const RARE_NEAR_SIMILARITY = 0.5;
const RARE_RATIO = 100;

/** What a search page tells besides its rows: how it matched, which words, and whether its total is counted. */
export type SearchOutcome = {
  /** The words searched (as typed or corrected), which an item must or may hold: what highlights mark. */
  terms: string[];
  /** The query searched, read in its syntax (lib/search-query.ts), words corrected. */
  query: SearchQuery;
  /** The stems of the words searched outside quotes (search-stems.ts). */
  stems: WordStems;
  kind: MatchKind;
  totalRelation: TotalRelation;
  /** Set when "Did you mean" replaced a word: the words searched instead of the query as typed. */
  correction?: { searchedFor: string; queryAsTyped: string };
  /** Words typed in Latin letters whose Devanagari reading was searched too (romanized Nepali). */
  readings?: NepaliReadings;
  /** Set when items matched a Nepali reading: the query as read in Devanagari. */
  transliteration?: { readAs: string; queryAsTyped: string };
};

/** Search words reach SQL only as letters, marks and digits (lib/search-terms.ts), so neither LIKE nor tsquery syntax can be injected. */
const tsQuery = (text: string) => sql`to_tsquery('simple', ${text})`;

export type Correction = { term: string; known: number; near: string | null; nearItems: number; similarity: number };

/**
 * "Did you mean", against the archive's words (search_words) rather than its items: each word typed of
 * three letters or more, the items holding a word it begins, and its nearest word by trigram similarity
 * (the more common first among equals). A word in almost no items is offered only when no common word
 * is near: in a large archive those are mostly its own typos. One statement for all words, each lookup
 * served by an index; the neighbour is looked for only where the word typed is in almost no items, the
 * one case `correctedTerm` uses it (a trigram search costs 2–5 ms at 1 M items, the prefix sum 0.1).
 */
async function nearWords(db: Database, terms: string[]): Promise<Map<string, Correction>> {
  const checked = terms.filter((term) => [...term].length >= MIN_TRIGRAM_LENGTH);
  if (checked.length === 0) return new Map();
  const lookups = checked.map(
    (term) => sql`(select typed.term, typed.known,
      near.word as near, coalesce(near.items, 0) as "nearItems", coalesce(near.similarity, 0)::float8 as similarity
      from (select ${term}::text as term, ${itemsMatching(term)} as known) as typed left join lateral (
        select ${searchWords.word} as word, ${searchWords.items} as items, similarity(${searchWords.word}, ${term}) as similarity
        from ${searchWords}
        where typed.known <= ${ALMOST_NOTHING} and ${searchWords.word} % ${term} and ${searchWords.items} > 0
          and similarity(${searchWords.word}, ${term}) >= ${NEAR_SIMILARITY}
        order by ${searchWords.items} > ${ALMOST_NOTHING} desc, similarity desc, ${searchWords.items} desc limit 1
      ) as near on true)`,
  );
  const result = (await db.execute(sql.join(lookups, sql` union all `))) as unknown as { rows: Correction[] };
  return new Map(result.rows.map((row) => [row.term, row]));
}

/**
 * The word to search instead of a word typed: its nearest common neighbour when the archive holds no
 * word beginning with it, or holds such words in almost no items while a close neighbour is far more common.
 */
export function correctedTerm(lookup: Correction | undefined): string | undefined {
  if (!lookup?.near) return undefined;
  if (lookup.known === 0) return lookup.near;
  const rareTwin =
    lookup.known <= ALMOST_NOTHING && lookup.similarity >= RARE_NEAR_SIMILARITY && lookup.nearItems >= lookup.known * RARE_RATIO;
  return rareTwin ? lookup.near : undefined;
}

/**
 * The words to search: as typed, or corrected word by word unless the caller asked for the query as
 * typed. `mostItems`: about at most how many items match, from search_words (search-words.ts
 * `itemsMatching`); unknown when a word was corrected or read in Nepali.
 */
type WordsToSearch = {
  query: SearchQuery;
  correction?: SearchOutcome['correction'];
  mostItems?: number;
  readings: NepaliReadings;
  stems: WordStems;
};

/** At most how many items match a query, given how many hold each word: the fewest of its groups, a group the sum of its clauses. */
function mostItemsOf(query: SearchQuery, known: ReadonlyMap<string, number>): number | undefined {
  const clauseItems = (words: string[]) => Math.min(...words.map((word) => known.get(word) ?? Number.POSITIVE_INFINITY));
  const most = Math.min(...query.groups.map((group) => group.reduce((sum, clause) => sum + clauseItems(clause.words), 0)));
  return Number.isFinite(most) ? most : undefined;
}

/**
 * The words to search: as typed, or corrected word by word unless the caller asked for the query as
 * typed (words in quotes and exclusions are never corrected). A word typed in Latin letters that the
 * archive does not hold, but whose Nepali reading it does, is searched in both forms and never corrected;
 * a word the archive holds is searched as typed, with no reading looked up. The stems of the words are
 * looked up beside "Did you mean" (search-stems.ts).
 */
async function wordsToSearch(db: Database, query: PageQuery): Promise<WordsToSearch> {
  const typed = parseSearchQuery(query.query);
  const words = includedWords(typed);
  const stemsOfTyped = wordStems(db, unquotedWords(typed));
  if (query.exact) return { query: typed, readings: {}, stems: await stemsOfTyped };
  const [lookups, stems] = await Promise.all([nearWords(db, words), stemsOfTyped]);
  const known = new Map([...lookups].map(([term, lookup]) => [term, lookup.known]));
  const readings = await heldNepaliReadings(db, words, known);
  const searched = replacingWords(typed, (word) => (readings[word] ? word : (correctedTerm(lookups.get(word)) ?? word)));
  const searchedFor = queryText(searched);
  if (searchedFor !== queryText(typed)) {
    const corrected = unquotedWords(searched).filter((word) => !(word in stems));
    const correctedStems = { ...stems, ...(await wordStems(db, corrected)) };
    return { query: searched, readings, stems: correctedStems, correction: { searchedFor, queryAsTyped: query.query } };
  }
  const counted = Object.keys(readings).length === 0;
  const mostItems = counted ? mostItemsOf(typed, known) : undefined;
  return { query: typed, readings, stems, ...(mostItems !== undefined ? { mostItems } : {}) };
}

/**
 * Items matching `query` as `kind` says, each kind served by its own index: its words (as word prefixes,
 * readings or stems, lib/search-terms.ts `matchTsQuery`), or its words as one phrase inside title or summary.
 */
const matching = (table: SearchableTable, kind: MatchKind, query: SearchQuery, forms: WordForms): SQL =>
  kind === 'words'
    ? sql`${table.searchVector} @@ ${tsQuery(matchTsQuery(query, forms))}`
    : sql`${table.searchHead} ilike ${`%${searchPhrase(includedWords(query))}%`}`;

/**
 * Kinds of match tried in turn until one finds items. Only plain words fall back to a phrase inside a
 * word (quotes, OR and exclusions say how to match already); below three letters pg_trgm has no trigram
 * to look the phrase up by.
 */
const kindsOf = (query: SearchQuery): MatchKind[] =>
  isPlainWords(query) && [...searchPhrase(includedWords(query))].length >= MIN_TRIGRAM_LENGTH ? ['words', 'phrase'] : ['words'];

/** Counts matches up to EXACT_MATCHES + 1: a common word stops after the first thousand instead of counting them all. */
async function countUpToLimit(db: Database, table: SearchableTable, where: SQL | undefined): Promise<number> {
  const limited = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(EXACT_MATCHES + 1)
    .as('limited');
  const [row] = await db.select({ total: count() }).from(limited);
  return row?.total ?? 0;
}

type PlanRoot = { Plan: { 'Plan Rows': number } };

/** The planner's estimate of the rows `where` selects: statistics of the GIN and column, no row read. */
async function estimatedRows(db: Database, table: SearchableTable, where: SQL | undefined): Promise<number> {
  const select = db.select({ one: sql`1` }).from(table).where(where);
  const result = (await db.execute(sql`explain (format json) ${select.getSQL()}`)) as unknown as { rows: Record<string, unknown>[] };
  const plan = Object.values(result.rows[0] ?? {})[0];
  const roots = (typeof plan === 'string' ? JSON.parse(plan) : plan) as PlanRoot[];
  return Math.round(roots[0]?.Plan['Plan Rows'] ?? 0);
}

/**
 * The rank of a match: whole words count double, and ts_rank's weights put a word as written (A, 1.0)
 * ten times above a word matched by its stem (D, 0.1); rounded so that equally good matches come newest first.
 */
const rankOf = (table: SearchableTable, query: SearchQuery, forms: WordForms) =>
  sql`round((2 * ts_rank(${table.searchVector}, ${tsQuery(wholeWordsTsQuery(query, forms))}) + ts_rank(${table.searchVector}, ${tsQuery(matchTsQuery(query, forms))}))::numeric, 1)`;

/** Newest first; NULLS LAST matches the published-items index, so the planner can walk it instead of sorting. */
export const newestFirst = (table: SearchableTable): SQL[] => [sql`${table.publishAt} desc nulls last`, sql`${table.id} desc nulls last`];

/**
 * "Most relevant" ranks all matches of a counted search (≤ EXACT_MATCHES), and the newest this many of a
 * larger one, so a common word never ranks its hundred thousand matches: each match walked is read and
 * ranked (its cost grows with the window, search-facets.ts), and ten pages of 24 are what people read.
 */
export const RELEVANCE_WINDOW = 250;

/**
 * The matches a page sorted by relevance ranks, and its rank; none past the ranked pages. A counted
 * search ranks all its matches. A larger one ranks its newest matches filling whole pages within
 * RELEVANCE_WINDOW, and the pages after them come newest first: they are exactly the matches after the
 * ranked ones, so paging neither repeats nor skips one.
 */
function ranked(table: SearchableTable, query: PageQuery, where: SQL | undefined, search: SearchOutcome, db: Database) {
  if (query.sortBy !== 'relevance' || search.kind !== 'words') return { where, rank: undefined };
  const rank = rankOf(table, search.query, { readings: search.readings ?? {}, stems: search.stems });
  if (search.totalRelation === 'exact') return { where, rank };
  const rankedRows = Math.floor(RELEVANCE_WINDOW / query.rowsPerPage) * query.rowsPerPage;
  if (query.page * query.rowsPerPage > rankedRows) return { where, rank: undefined };
  const newest = db
    .select({ id: table.id })
    .from(table)
    .where(where)
    .orderBy(...newestFirst(table))
    .limit(rankedRows);
  return { where: and(where, inArray(table.id, newest)), rank };
}

/** Reads one page of `where` in `order`: the caller's page reader (content-query.ts). */
export type RankedPageReader<Row> = (where: SQL | undefined, rank: SQL | undefined) => Promise<Row[]>;

/** Keeps a value under `key` while the archive does not change (content/content-cache.ts `get`, scoped by the caller). */
export type Remember = <T>(key: string, load: () => Promise<T>) => Promise<T>;

/** What a search finds, apart from its page: the words searched, how they matched and how many items. */
type SearchMatch = SearchOutcome & { total: number };

/**
 * The words corrected by "Did you mean" when the archive does not hold them, then each kind of match
 * until one finds items; up to EXACT_MATCHES matches are counted, more are the planner's estimate.
 */
async function findMatches(db: Database, table: SearchableTable, query: PageQuery, listed: SQL[]): Promise<SearchMatch> {
  const { query: searched, correction, mostItems, readings, stems } = await wordsToSearch(db, query);
  let kind: MatchKind = 'words';
  let where: SQL | undefined;
  let matches = 0;
  let estimate = 0;
  for (const next of kindsOf(searched)) {
    kind = next;
    where = and(...listed, matching(table, kind, searched, { readings, stems }));
    // search_words already bounds a word search's matches: a rare word is counted without asking the planner.
    const fewForSure = kind === 'words' && mostItems !== undefined && mostItems < SURELY_MANY;
    estimate = fewForSure ? 0 : await estimatedRows(db, table, where);
    matches = fewForSure || estimate < SURELY_MANY ? await countUpToLimit(db, table, where) : estimate;
    if (matches > 0) break;
  }
  const exact = matches <= EXACT_MATCHES;
  const total = exact ? matches : Math.max(matches, estimate || (await estimatedRows(db, table, where)));
  const terms = includedWords(searched);
  const totalRelation = exact ? 'exact' : 'estimate';
  const found = { terms, query: searched, stems, kind, total, totalRelation, ...(correction ? { correction } : {}) } as const;
  if (kind !== 'words' || matches === 0 || Object.keys(readings).length === 0) return found;
  // A word is read in Nepali only when the archive does not hold it as typed: the items found are the reading's.
  const readAs = queryText(replacingWords(searched, (word) => readings[word] ?? word));
  return { ...found, readings, transliteration: { readAs, queryAsTyped: query.query } };
}

const searchKey = (table: SearchableTable, query: PageQuery) =>
  `search:${getTableName(table)}:${JSON.stringify([query.query, query.exact, query.filters])}`;

/**
 * The items listed and matching what the search found. A counted search's matches (at most EXACT_MATCHES)
 * are read as their ids through the search index first: left to itself the planner guesses a word missing
 * from its statistics at 0.5 % of the items, and for a page of 60 prefers walking the newest-first index,
 * testing every item's words, over that guess; a rare word then read the whole archive (46 s at 1 M items
 * under load, where its ids take milliseconds).
 */
function listedMatches(db: Database, table: SearchableTable, listed: SQL[], found: SearchMatch): SQL | undefined {
  const where = and(...listed, matching(table, found.kind, found.query, { readings: found.readings ?? {}, stems: found.stems }));
  if (found.totalRelation === 'estimate') return where;
  return sql`${table.id} = any(array(${db.select({ id: table.id }).from(table).where(where)}))`;
}

/** The WHERE of a search's matches and its total, found (and kept) as readSearchPage finds them: what search-facets.ts counts over. */
export async function searchCondition(db: Database, table: SearchableTable, query: PageQuery, listed: SQL[], remember: Remember) {
  const found = await remember(searchKey(table, query), () => findMatches(db, table, query, listed));
  return { where: listedMatches(db, table, listed, found), total: found.total, totalRelation: found.totalRelation };
}

/**
 * One page of a search over what `listed` leaves visible (docs/ARCHITECTURE.md "Search"). What the
 * search finds apart from its page (findMatches: the correction, the kind of match, the total) is the
 * same for every page and page size of the same words and filters, so `remember` keeps it: paging
 * through results, or another client searching the same words, costs only the page.
 */
export async function readSearchPage<Row>(
  db: Database,
  table: SearchableTable,
  query: PageQuery,
  listed: SQL[],
  readPage: RankedPageReader<Row>,
  remember: Remember,
): Promise<{ rows: Row[]; total: number; search: SearchOutcome }> {
  const found = await remember(searchKey(table, query), () => findMatches(db, table, query, listed));
  const { total, ...search } = found;
  if (search.totalRelation === 'exact' && total <= (query.page - 1) * query.rowsPerPage) return { rows: [], total, search };
  const { where, rank } = ranked(table, query, listedMatches(db, table, listed, found), search, db);
  return { rows: await readPage(where, rank), total, search };
}

/** The `meta` of a search page: an estimated total pages only as far as the result window. */
export function searchMeta(total: number, query: Pick<PageQuery, 'page' | 'rowsPerPage'>, search: SearchOutcome) {
  const pages = Math.max(1, Math.ceil(total / query.rowsPerPage));
  const windowPages = Math.floor(MAX_RESULT_WINDOW / query.rowsPerPage);
  return {
    total,
    current_page: query.page,
    last_page: search.totalRelation === 'estimate' ? Math.min(pages, windowPages) : pages,
    total_relation: search.totalRelation,
    ...(search.correction ? { searched_for: search.correction.searchedFor, query_as_typed: search.correction.queryAsTyped } : {}),
    ...(search.transliteration
      ? {
          transliterated: search.transliteration.readAs,
          matched_form: 'transliterated' as const,
          query_as_typed: search.transliteration.queryAsTyped,
        }
      : {}),
  };
}
