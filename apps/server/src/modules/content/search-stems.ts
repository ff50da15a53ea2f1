/** Read model: the stems of the words of a search, as search_vector holds them (migration search-stems); reads no table. */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { WordStems } from '../../lib/search-terms.ts';

/**
 * Each word's stems by the configuration that indexed the archive (`portal_stem`: Snowball Nepali for
 * Devanagari, English for ASCII), so a query stems exactly as the items did; one statement, no table read.
 * A word with no stem (a number, an English stop word) is left out.
 */
export async function wordStems(db: Database, words: string[]): Promise<WordStems> {
  if (words.length === 0) return {};
  const result = (await db.execute(
    sql`select word, tsvector_to_array(to_tsvector('portal_stem', word)) as stems
      from unnest(${sql.param(words)}::text[]) as word`,
  )) as unknown as { rows: { word: string; stems: string[] }[] };
  return Object.fromEntries(result.rows.filter((row) => row.stems.length > 0).map((row) => [row.word, row.stems]));
}
