/** Read model: reads search_words for the Devanagari readings of words typed in Latin letters that the archive holds; writes nothing. */
import { isLatinWord, romanizedReadings } from '@portal/shared';
import { and, eq, gt, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { searchWords } from '../../db/schema.ts';
import { MIN_PREFIX_LENGTH, type NepaliReadings, normalSearchText, prefixTsQuery, searchTerms } from '../../lib/search-terms.ts';

/** Shorter Latin words ("of", "ko") are left as typed: their readings would be one or two letters, found in most of the archive. */
const MIN_LATIN_LENGTH = 3;

type Lookup = { term: string; reading: string; rank: number };

/** Each Latin word typed with its readings (normalised as the archive's words are), most likely first. */
function readingsToLookUp(terms: string[]): Lookup[] {
  return terms
    .filter((term) => term.length >= MIN_LATIN_LENGTH && isLatinWord(term))
    .flatMap((term) => {
      const readings = [...new Set(romanizedReadings(term).map(normalSearchText))];
      return readings.map((reading, rank) => ({ term, reading, rank }));
    });
}

/** The archive's words a reading stands for, as the search will match it: beginning with it, or equal to it when short. */
const wordsOf = (reading: string) =>
  [...reading].length >= MIN_PREFIX_LENGTH ? like(searchWords.word, `${reading}%`) : eq(searchWords.word, reading);

/**
 * For each word typed in Latin letters, the reading the archive holds in the most items (the likelier
 * reading among equals): "sarkar" → सरकार. Words with no reading held are left out, so a query with no
 * Nepali reading searches as before. One statement; each reading is one lookup in search_words' btree.
 */
export async function heldNepaliReadings(db: Database, terms: string[]): Promise<NepaliReadings> {
  const lookups = readingsToLookUp(terms);
  if (lookups.length === 0) return {};
  const counted = lookups.map(
    ({ term, reading, rank }) => sql`select ${term}::text as term, ${reading}::text as reading, ${rank}::int as rank,
      (select coalesce(sum(${searchWords.items}), 0)::int from ${searchWords} where ${and(wordsOf(reading), gt(searchWords.items, 0))}) as items`,
  );
  const result = (await db.execute(
    sql`select distinct on (term) term, reading from (${sql.join(counted, sql` union all `)}) as counted
      where items > 0 order by term, items desc, rank`,
  )) as unknown as { rows: { term: string; reading: string }[] };
  return Object.fromEntries(result.rows.map((row) => [row.term, row.reading]));
}

/**
 * A search box as a prefix tsquery of its words, each Latin word also matching its Devanagari reading the
 * archive holds most ("sarkar" → `(sarkar:* | सरकार:*)`); null without words. What matches items outside
 * the lists: saved-search alerts and webhook filters (read once, when saved) and the Feed API's `q`.
 */
export async function readingsTsQuery(db: Database, query: string): Promise<string | null> {
  const terms = searchTerms(query);
  return terms.length > 0 ? prefixTsQuery(terms, await heldNepaliReadings(db, terms)) : null;
}
