import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { media } from '../../db/schema.ts';

export type MediaOwner = 'newsId' | 'galleryId' | 'videoId';
export type MediaRow = typeof media.$inferSelect;

export function createMediaRepository(db: Database) {
  return {
    /** Every file of the given items, in their order, grouped by owner id. */
    async ofOwners(owner: MediaOwner, ids: number[], via: Database = db): Promise<Map<number, MediaRow[]>> {
      const grouped = new Map<number, MediaRow[]>();
      if (ids.length === 0) return grouped;
      const rows = await via.select().from(media).where(inArray(media[owner], ids)).orderBy(asc(media.position), asc(media.id));
      for (const row of rows) {
        const id = row[owner] as number;
        grouped.set(id, [...(grouped.get(id) ?? []), row]);
      }
      return grouped;
    },

    /** For cards: how many images each item has and the thumbnail of its first one (a video's poster). */
    async coversOf(owner: MediaOwner, ids: number[]): Promise<Map<number, { imagesCount: number; thumbnailPath: string | null }>> {
      const covers = new Map<number, { imagesCount: number; thumbnailPath: string | null }>();
      if (ids.length === 0) return covers;
      const ownerColumn = media[owner];
      const rows = await db
        .select({
          id: ownerColumn,
          imagesCount: sql<number>`(count(*) filter (where ${media.kind} = 'image' and ${media.role} <> 'poster'))::int`,
          thumbnailPath: sql<
            string | null
          >`(array_agg(coalesce(${media.thumbnailPath}, ${media.path}) order by ${media.role} = 'poster' desc, ${media.position}, ${media.id}) filter (where ${media.kind} = 'image'))[1]`,
        })
        .from(media)
        .where(and(inArray(ownerColumn, ids)))
        .groupBy(ownerColumn);
      for (const row of rows) if (row.id !== null) covers.set(row.id, { imagesCount: row.imagesCount, thumbnailPath: row.thumbnailPath });
      return covers;
    },

    async insert(rows: (typeof media.$inferInsert)[], via: Database = db) {
      if (rows.length === 0) return [];
      return via.insert(media).values(rows).returning();
    },

    async remove(ids: number[], via: Database = db) {
      if (ids.length > 0) await via.delete(media).where(inArray(media.id, ids));
    },

    /** Gives files their place and caption (the desk's order). */
    async arrange(rows: { id: number; position: number; caption: string }[], via: Database = db) {
      for (const row of rows) await via.update(media).set({ position: row.position, caption: row.caption }).where(eq(media.id, row.id));
    },

    /** The position after the last file of one item, where appended files go. */
    async nextPosition(owner: MediaOwner, id: number, via: Database = db): Promise<number> {
      const [row] = await via
        .select({ next: sql<number>`(coalesce(max(${media.position}), -1) + 1)::int` })
        .from(media)
        .where(eq(media[owner], id));
      return row?.next ?? 0;
    },

    async findByPath(path: string) {
      const [row] = await db.select().from(media).where(eq(media.path, path)).limit(1);
      return row;
    },
  };
}
export type MediaRepository = ReturnType<typeof createMediaRepository>;
