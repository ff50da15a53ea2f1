/** Read model: reads search_words for the Devanagari readings of words typed in Latin letters that the archive holds; writes nothing. */
import { isLatinWord, romanizedReadings } from '@portal/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { includedWords, parseSearchQuery, unquotedWords } from '../../lib/search-query.ts';
import { matchTsQuery, type NepaliReadings, normalSearchText } from '../../lib/search-terms.ts';
import { wordStems } from './search-stems.ts';
import { itemsHolding, itemsMatching } from './search-words.ts';

/** Shorter Latin words ("of", "ko") are left as typed: their readings would be one or two letters, found in most of the archive. */
const MIN_LATIN_LENGTH = 3;

type Lookup = { term: string; reading: string; rank: number };

/** Words that may be romanized Nepali: Latin letters, long enough to read. */
const mayBeRomanized = (term: string) => term.length >= MIN_LATIN_LENGTH && isLatinWord(term);

/** Each word with its readings (normalised as the archive's words are), most likely first. */
function readingsToLookUp(terms: string[]): Lookup[] {
  return terms.flatMap((term) => {
    const readings = [...new Set(romanizedReadings(term).map(normalSearchText))];
    return readings.map((reading, rank) => ({ term, reading, rank }));
  });
}

/**
 * For each word typed in Latin letters that the archive does not hold as typed, the reading the archive
 * holds in the most items (the likelier reading among equals): "sarkar" → सरकार. A Latin word the archive
 * holds (a name such as "bharuram", "pokhara" in English news) is searched as itself only: reading it as
 * well would search a second word the typist did not write. Words with no reading held are left out, so a
 * query with no Nepali reading searches as before. `holding`: how many items hold each word as typed,
 * when the caller has it (content-search.ts); otherwise looked up first. Each reading is one lookup in
 * search_words' btree, all in one statement.
 */
export async function heldNepaliReadings(db: Database, terms: string[], holding?: ReadonlyMap<string, number>): Promise<NepaliReadings> {
  const latin = terms.filter(mayBeRomanized);
  const held = holding ?? (await itemsHolding(db, latin));
  const lookups = readingsToLookUp(latin.filter((term) => held.get(term) === 0));
  if (lookups.length === 0) return {};
  const counted = lookups.map(
    ({ term, reading, rank }) =>
      sql`select ${term}::text as term, ${reading}::text as reading, ${rank}::int as rank, ${itemsMatching(reading)} as items`,
  );
  const result = (await db.execute(
    sql`select distinct on (term) term, reading from (${sql.join(counted, sql` union all `)}) as counted
      where items > 0 order by term, items desc, rank`,
  )) as unknown as { rows: { term: string; reading: string }[] };
  return Object.fromEntries(result.rows.map((row) => [row.term, row.reading]));
}

/**
 * A search box as the tsquery the lists match by (lib/search-terms.ts `matchTsQuery`: its syntax, words
 * as prefixes or by their stems), each Latin word the archive does not hold also matching its Devanagari
 * reading the archive holds most ("sarkar" → `(sarkar:* | सरकार:*)`); null without words. What matches
 * items outside the lists: saved-search alerts and webhook filters (read once, when saved) and the Feed API's `q`.
 */
export async function readingsTsQuery(db: Database, query: string): Promise<string | null> {
  const parsed = parseSearchQuery(query);
  if (parsed.groups.length === 0) return null;
  const [readings, stems] = await Promise.all([heldNepaliReadings(db, includedWords(parsed)), wordStems(db, unquotedWords(parsed))]);
  return matchTsQuery(parsed, { readings, stems });
}
