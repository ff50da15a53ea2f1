/** Read model: which news items an RSS or Atom feed lists, and the categories and saved searches feeds are made for; writes nothing. */
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';

/** What a feed is narrowed to: a category, or a saved search's words (a prefix tsquery), language and categories (any of them). */
export type SyndicationFilter = { categoryIds?: number[]; languageId?: number | null; tsQuery?: string | null };

export type FeedCategory = { id: number; name: string; nameNe: string; slug: string };

export function createSyndicationRepository(db: Database) {
  return {
    /** The newest readable items' ids, newest first (news_published_idx). */
    async newestIds(filter: SyndicationFilter, now: Date, limit: number): Promise<number[]> {
      const parts: SQL[] = [sql`status = 'published'`, sql`publish_at <= ${now.toISOString()}`];
      if (filter.categoryIds && filter.categoryIds.length > 0) {
        parts.push(sql`category_ids && ${`{${filter.categoryIds.join(',')}}`}::integer[]`);
      }
      if (filter.languageId) parts.push(sql`language_id = ${filter.languageId}`);
      if (filter.tsQuery) parts.push(sql`search_vector @@ to_tsquery('simple', ${filter.tsQuery})`);
      const result = await db.execute(
        sql`select id from news where ${sql.join(parts, sql` and `)} order by publish_at desc, id desc limit ${limit}`,
      );
      return rowsOf<{ id: number }>(result).map((row) => row.id);
    },

    async categories(): Promise<FeedCategory[]> {
      const result = await db.execute(sql`select id, name, name_ne, slug from categories where active order by position, id`);
      return rowsOf<{ id: number; name: string; name_ne: string; slug: string }>(result).map((row) => ({
        id: row.id,
        name: row.name,
        nameNe: row.name_ne,
        slug: row.slug,
      }));
    },

    async categoryBySlug(slug: string): Promise<FeedCategory | undefined> {
      const [row] = rowsOf<{ id: number; name: string; name_ne: string; slug: string }>(
        await db.execute(sql`select id, name, name_ne, slug from categories where slug = ${slug}`),
      );
      return row && { id: row.id, name: row.name, nameNe: row.name_ne, slug: row.slug };
    },

    /** One of the client's saved searches, as alerts match items by it. */
    async savedSearch(userId: number, id: number): Promise<{ name: string; filter: SyndicationFilter } | undefined> {
      const [row] = rowsOf<{ name: string; match_query: string | null; language_id: number | null; category_ids: number[] }>(
        await db.execute(
          sql`select name, match_query, language_id, category_ids from saved_searches where id = ${id} and user_id = ${userId}`,
        ),
      );
      return row && { name: row.name, filter: { tsQuery: row.match_query, languageId: row.language_id, categoryIds: row.category_ids } };
    },
  };
}
export type SyndicationRepository = ReturnType<typeof createSyndicationRepository>;
