import type { DeskMediaQuery } from '@portal/shared';
import { count, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { galleries, videos } from '../../db/schema.ts';
import { containsPattern } from '../../lib/search-terms.ts';
import type { MediaRepository, MediaRow } from '../media/media.repository.ts';
import { offsetOf } from './content-query.ts';

type DeskTable = typeof galleries | typeof videos;

/**
 * The staff desk's reads and writes of galleries or videos, whatever their status or publish time; the
 * owning repository (gallery, videos) builds it for its own table.
 */
export function createDeskItemsRepository<Table extends DeskTable>(
  db: Database,
  table: Table,
  owner: 'galleryId' | 'videoId',
  media: Pick<MediaRepository, 'ofOwners'>,
) {
  type Row = Table['$inferSelect'];
  const anyTable = table as DeskTable;
  const searched = (query: DeskMediaQuery) => (query.query ? ilike(table.title, containsPattern(query.query)) : undefined);

  return {
    /** A page of items, newest first, and how many there are in all. */
    async list(query: DeskMediaQuery): Promise<{ rows: Row[]; total: number }> {
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(anyTable)
          .where(searched(query))
          .orderBy(desc(table.createdAt), desc(table.id))
          .limit(query.rowsPerPage)
          .offset(offsetOf(query)),
        db.select({ total: count() }).from(anyTable).where(searched(query)),
      ]);
      return { rows: rows as Row[], total: counted?.total ?? 0 };
    },

    async find(id: number, via: Database = db): Promise<Row | undefined> {
      const [row] = await via.select().from(anyTable).where(eq(table.id, id)).limit(1);
      return row as Row | undefined;
    },

    async update(id: number, values: Partial<Table['$inferInsert']>, via: Database = db): Promise<Row | undefined> {
      const [row] = await via
        .update(anyTable)
        .set(values as never)
        .where(eq(table.id, id))
        .returning();
      return row as Row | undefined;
    },

    /** Deletes items (their media rows go with them); answers the removed files and how many items went. */
    async remove(
      ids: number[],
      /** Runs in the deleting transaction with the ids deleted (the desk's audit rows). */
      then?: (tx: Database, deleted: number[]) => Promise<void>,
    ): Promise<{ files: MediaRow[]; removed: number }> {
      return db.transaction(async (tx) => {
        const files = [...(await media.ofOwners(owner, ids, tx)).values()].flat();
        const deleted = await tx.delete(anyTable).where(inArray(table.id, ids)).returning({ id: table.id });
        await then?.(
          tx,
          deleted.map((row) => row.id),
        );
        return { files, removed: deleted.length };
      });
    },
  };
}
export type DeskItemsRepository<Table extends DeskTable> = ReturnType<typeof createDeskItemsRepository<Table>>;
