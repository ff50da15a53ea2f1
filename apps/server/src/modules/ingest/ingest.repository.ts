import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { ingestBinaries, ingestItems, ingestMappings, ingestSettings } from '../../db/schema.ts';

export type IngestSource = (typeof ingestItems.$inferSelect)['source'];
export type IngestItemRow = typeof ingestItems.$inferSelect;
export type IngestMappingKind = (typeof ingestMappings.$inferSelect)['kind'];
export type IngestMappingRow = typeof ingestMappings.$inferSelect;
export type IngestBinaryRow = typeof ingestBinaries.$inferSelect;
/** What a claim or a result writes of an item's row. */
export type IngestItemChange = Partial<Pick<IngestItemRow, 'version' | 'newsId' | 'state' | 'unmapped' | 'payload' | 'mediaIds'>>;

/** ingest_settings, ingest_mappings, ingest_items and ingest_binaries. */
export function createIngestRepository(db: Database) {
  return {
    async settings(source: IngestSource) {
      const [row] = await db.select().from(ingestSettings).where(eq(ingestSettings.source, source));
      return row;
    },

    async saveSettings(source: IngestSource, sealedKey: string, authorId: number, at: Date, executor: Database = db) {
      await executor
        .insert(ingestSettings)
        .values({ source, sealedKey, authorId, updatedAt: at })
        .onConflictDoUpdate({ target: ingestSettings.source, set: { sealedKey, authorId, updatedAt: at } });
    },

    mappings: (): Promise<IngestMappingRow[]> =>
      db.select().from(ingestMappings).orderBy(asc(ingestMappings.kind), asc(ingestMappings.value)),

    async saveMapping(kind: IngestMappingKind, value: string, target: string | null, executor: Database = db): Promise<IngestMappingRow> {
      const [row] = await executor
        .insert(ingestMappings)
        .values({ kind, value, target })
        .onConflictDoUpdate({ target: [ingestMappings.kind, ingestMappings.value], set: { target } })
        .returning();
      return row as IngestMappingRow;
    },

    async removeMapping(id: number, executor: Database = db): Promise<IngestMappingRow | undefined> {
      const [row] = await executor.delete(ingestMappings).where(eq(ingestMappings.id, id)).returning();
      return row;
    },

    async item(source: IngestSource, guid: string): Promise<IngestItemRow | undefined> {
      const [row] = await db
        .select()
        .from(ingestItems)
        .where(and(eq(ingestItems.source, source), eq(ingestItems.guid, guid)));
      return row;
    },

    async itemById(id: number): Promise<IngestItemRow | undefined> {
      const [row] = await db.select().from(ingestItems).where(eq(ingestItems.id, id));
      return row;
    },

    /** The latest items, held ones first: the console's list. */
    recent: (limit: number) =>
      db
        .select()
        .from(ingestItems)
        .orderBy(sql`${ingestItems.state} = 'held' desc`, desc(ingestItems.updatedAt), desc(ingestItems.id))
        .limit(limit),

    /** Published items whose kept payload names the media id (a JSON string) and whose news item lacks its file. */
    publishedNaming: (mediaId: string): Promise<IngestItemRow[]> =>
      db
        .select()
        .from(ingestItems)
        .where(
          and(
            eq(ingestItems.state, 'published'),
            sql`strpos(${ingestItems.payload}::text, ${JSON.stringify(mediaId)}) > 0`,
            sql`not (${mediaId} = any(${ingestItems.mediaIds}))`,
          ),
        ),

    /** Claims a guid seen for the first time; undefined when another request claimed it first. */
    async claimNew(source: IngestSource, guid: string, change: IngestItemChange & { payload: unknown }) {
      const [row] = await db
        .insert(ingestItems)
        .values({ source, guid, state: 'applying', ...change })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    /** Claims a known item at the version it was read at; undefined when something else changed it meanwhile. */
    async claim(row: IngestItemRow, change: IngestItemChange, at: Date) {
      const [claimed] = await db
        .update(ingestItems)
        .set({ ...change, state: 'applying', updatedAt: at })
        .where(and(eq(ingestItems.id, row.id), eq(ingestItems.version, row.version), eq(ingestItems.state, row.state)))
        .returning();
      return claimed;
    },

    async finish(id: number, change: IngestItemChange, at: Date) {
      await db
        .update(ingestItems)
        .set({ ...change, updatedAt: at })
        .where(eq(ingestItems.id, id));
    },

    async forget(id: number) {
      await db.delete(ingestItems).where(eq(ingestItems.id, id));
    },

    async binary(mediaId: string): Promise<IngestBinaryRow | undefined> {
      const [row] = await db.select().from(ingestBinaries).where(eq(ingestBinaries.mediaId, mediaId));
      return row;
    },

    /** Records a stored binary; answers the path it replaced, if any, for the caller to delete. */
    async saveBinary(row: Omit<IngestBinaryRow, 'createdAt'>): Promise<string | undefined> {
      const before = await this.binary(row.mediaId);
      await db
        .insert(ingestBinaries)
        .values(row)
        // A binary pushed again is as new as the push: the sweep of unused binaries counts its age from here.
        .onConflictDoUpdate({
          target: ingestBinaries.mediaId,
          set: { path: row.path, mime: row.mime, size: row.size, createdAt: sql`now()` },
        });
      return before && before.path !== row.path ? before.path : undefined;
    },

    /**
     * Deletes up to `limit` binaries pushed before `before` that no item names, and answers them for the caller to
     * remove from storage. An item names a binary by the media ids its news item's files came from (`media_ids`), or,
     * held or being applied, by its kept payload. The share lock on ingest_items waits for a claim under way and
     * holds the next until this batch is deleted, so no item starts using a binary this statement found unnamed;
     * `skip locked` lets sweeps on other instances take other rows at once.
     */
    sweepUnusedBinaries: (before: Date, limit: number): Promise<{ mediaId: string; path: string }[]> =>
      db.transaction(async (tx) => {
        await tx.execute(sql`lock table ${ingestItems} in share mode`);
        const result = await tx.execute(sql`
          delete from ${ingestBinaries} where media_id in (
            select b.media_id from ${ingestBinaries} b
            where b.created_at < ${before.toISOString()}
              and b.media_id not in (select named from ${ingestItems}, unnest(media_ids) named where named is not null)
              and not exists (
                select from ${ingestItems} i
                where i.state in ('held', 'applying') and strpos(i.payload::text, to_json(b.media_id)::text) > 0
              )
            order by b.created_at
            limit ${limit}
            for update of b skip locked
          ) returning media_id as "mediaId", path`);
        return rowsOf<{ mediaId: string; path: string }>(result);
      }),
  };
}
export type IngestRepository = ReturnType<typeof createIngestRepository>;
