/** Read model: how many published items hold the words a search matches (search_words); writes nothing. */
import { and, eq, gt, like, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { searchWords } from '../../db/schema.ts';
import { MIN_PREFIX_LENGTH } from '../../lib/search-terms.ts';

/** The archive's words a search word matches: those it begins, or itself alone when too short to be a prefix. */
const wordsMatching = (word: string) =>
  [...word].length >= MIN_PREFIX_LENGTH ? like(searchWords.word, `${word}%`) : eq(searchWords.word, word);

/** The stems of `word` as search_vector holds them (migration search-stems). */
const itsStems = (word: string) => sql`${searchWords.word} = any(tsvector_to_array(to_tsvector('portal_stem', ${word}::text)))`;

const itemsHoldingWords = (words: SQL | undefined) =>
  sql`(select coalesce(sum(${searchWords.items}), 0)::int from ${searchWords} where ${and(words, gt(searchWords.items, 0))})`;

/**
 * How many items hold a word `word` matches, as a scalar subquery: the words it begins (one range of
 * search_words' btree), or its stem where items write it (one lookup: search_words holds the words as
 * written, migration search-words-as-written), whichever more items hold. Most items holding a form hold
 * its stem too, so adding the two would count them twice, and "Did you mean" would take a rare typo for a
 * word of a few items.
 */
export const itemsMatching = (word: string): SQL =>
  sql`greatest(${itemsHoldingWords(wordsMatching(word))}, ${itemsHoldingWords(itsStems(word))})`;

/** For each word, how many items hold a word it matches; one statement. */
export async function itemsHolding(db: Database, words: string[]): Promise<Map<string, number>> {
  if (words.length === 0) return new Map();
  const lookups = words.map((word) => sql`select ${word}::text as word, ${itemsMatching(word)} as items`);
  const result = (await db.execute(sql.join(lookups, sql` union all `))) as unknown as { rows: { word: string; items: number }[] };
  return new Map(result.rows.map((row) => [row.word, row.items]));
}
