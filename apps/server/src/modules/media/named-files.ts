/**
 * Read model: which stored files rows name (a picture, video or document of news, galleries and videos,
 * their thumbnails and renditions, the copies of pictures with their IPTC metadata, a client's logo); writes nothing. A new column holding a stored path
 * belongs here, or the orphan sweep deletes its files.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { media, pictureCopies, users } from '../../db/schema.ts';

export function createNamedFiles(db: Database) {
  return {
    /** Those of `paths` that no row names. */
    async unnamed(paths: string[]): Promise<string[]> {
      if (paths.length === 0) return [];
      const result = await db.execute(sql`
        select candidate.path from unnest(${sql.param(paths)}::text[]) as candidate(path)
        where not exists (select 1 from ${media} where ${media.path} = candidate.path)
          and not exists (select 1 from ${media} where ${media.thumbnailPath} = candidate.path)
          and not exists (
            select 1 from ${media} cross join lateral jsonb_array_elements(${media.renditions}) as rendition
            where rendition ->> 'path' = candidate.path
          )
          and not exists (select 1 from ${pictureCopies} where ${pictureCopies.copyPath} = candidate.path)
          and not exists (select 1 from ${users} where ${users.logoPath} = candidate.path)`);
      return (result as unknown as { rows: { path: string }[] }).rows.map((row) => row.path);
    },
  };
}
export type NamedFiles = ReturnType<typeof createNamedFiles>;
