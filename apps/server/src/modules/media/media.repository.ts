import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { media, pictureCopies, type StoredRendition } from '../../db/schema.ts';

export type MediaOwner = 'newsId' | 'galleryId' | 'videoId' | 'eventId';
export type MediaRow = typeof media.$inferSelect;
/** What a card shows of an item's pictures: how many, and the first one's (a video's poster's) thumbnail and renditions. */
export type Cover = { imagesCount: number; thumbnailPath: string | null; renditions: StoredRendition[] };

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

    /** For cards: each item's Cover. */
    async coversOf(owner: MediaOwner, ids: number[]): Promise<Map<number, Cover>> {
      const covers = new Map<number, Cover>();
      if (ids.length === 0) return covers;
      const ownerColumn = media[owner];
      const firstImage = sql`order by ${media.role} = 'poster' desc, ${media.position}, ${media.id}) filter (where ${media.kind} = 'image')`;
      const rows = await db
        .select({
          id: ownerColumn,
          imagesCount: sql<number>`(count(*) filter (where ${media.kind} = 'image' and ${media.role} <> 'poster'))::int`,
          thumbnailPath: sql<string | null>`(array_agg(coalesce(${media.thumbnailPath}, ${media.path}) ${firstImage})[1]`,
          renditions: sql<StoredRendition[] | null>`(array_agg(${media.renditions} ${firstImage})[1]`,
        })
        .from(media)
        .where(and(inArray(ownerColumn, ids)))
        .groupBy(ownerColumn);
      for (const row of rows) {
        if (row.id !== null)
          covers.set(row.id, { imagesCount: row.imagesCount, thumbnailPath: row.thumbnailPath, renditions: row.renditions ?? [] });
      }
      return covers;
    },

    /** Pictures stored before renditions existed, oldest first (the backfill's next batch). */
    async withoutRenditions(limit: number): Promise<Pick<MediaRow, 'id' | 'path' | 'width'>[]> {
      return db
        .select({ id: media.id, path: media.path, width: media.width })
        .from(media)
        .where(isNull(media.renditions))
        .orderBy(asc(media.id))
        .limit(limit);
    },

    /** Records a picture's renditions unless it has some already (or is gone); answers whether these were recorded. */
    async setRenditionsIfMissing(id: number, renditions: StoredRendition[]): Promise<boolean> {
      const updated = await db
        .update(media)
        .set({ renditions })
        .where(and(eq(media.id, id), isNull(media.renditions)))
        .returning({ id: media.id });
      return updated.length > 0;
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

    /** The file when `owner` holds it. */
    async findOwned(owner: MediaOwner, id: number): Promise<MediaRow | undefined> {
      const [row] = await db
        .select()
        .from(media)
        .where(and(eq(media.id, id), isNotNull(media[owner])))
        .limit(1);
      return row;
    },

    /**
     * How a link's path is served, in one statement: the media row it is the original of (its download
     * name), and the current copy with IPTC metadata of that file (an original or a rendition), if any.
     */
    async findServed(path: string): Promise<{ id: number | null; extension: string | null; copyPath: string | null }> {
      const result = await db.execute(sql`
        select original.id, original.extension, copy.copy_path as "copyPath"
        from (select 1) as one
        left join ${media} original on original.path = ${path}
        left join ${pictureCopies} copy on copy.path = ${path} and copy.retired_at is null`);
      const [row] = (result as unknown as { rows: { id: number | null; extension: string | null; copyPath: string | null }[] }).rows;
      return row ?? { id: null, extension: null, copyPath: null };
    },
  };
}
export type MediaRepository = ReturnType<typeof createMediaRepository>;
