import type { ItemKind } from '@portal/shared';
import { and, eq, inArray, isNull, lt, sql, TransactionRollbackError } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { media, pictureCopies, pictureMetadataPending, pictureMetadataState } from '../../../db/schema.ts';

/** A mark the job leased: the item, and the version of the mark it may clear. */
export type PendingMark = { kind: ItemKind; itemId: number; version: number };
/** A stored file's current copy with metadata. */
export type CurrentCopy = { copyPath: string; fieldsHash: string };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export function createPictureMetadataRepository(db: Database) {
  return {
    /**
     * Leases up to `limit` marks no run holds (or whose lease ran out), newest first (a publish before the
     * backlog of a first start), for `leaseSeconds`.
     * One short statement: no transaction stays open while pictures are written.
     */
    async lease(limit: number, leaseSeconds: number): Promise<PendingMark[]> {
      const result = await db.execute(sql`
        update ${pictureMetadataPending} p set leased_until = now() + make_interval(secs => ${leaseSeconds})
        from (
          select kind, item_id from ${pictureMetadataPending}
          where leased_until is null or leased_until < now()
          order by marked_at desc limit ${limit} for update skip locked
        ) claimed
        where p.kind = claimed.kind and p.item_id = claimed.item_id
        returning p.kind, p.item_id as "itemId", p.version`);
      return rowsOf<PendingMark>(result).map((row) => ({ ...row, itemId: Number(row.itemId), version: Number(row.version) }));
    },

    /** Clears a mark the job is done with, unless a write touched it since it was leased (then it is done again). */
    async clear(mark: PendingMark) {
      await db
        .delete(pictureMetadataPending)
        .where(
          and(
            eq(pictureMetadataPending.kind, mark.kind),
            eq(pictureMetadataPending.itemId, mark.itemId),
            eq(pictureMetadataPending.version, mark.version),
          ),
        );
    },

    /** The current copies of stored files, by the file's path. */
    async currentCopies(paths: string[]): Promise<Map<string, CurrentCopy>> {
      if (paths.length === 0) return new Map();
      const rows = await db
        .select({ path: pictureCopies.path, copyPath: pictureCopies.copyPath, fieldsHash: pictureCopies.fieldsHash })
        .from(pictureCopies)
        .where(and(inArray(pictureCopies.path, paths), isNull(pictureCopies.retiredAt)));
      return new Map(rows.map(({ path, ...copy }) => [path, copy]));
    },

    /**
     * Makes `copyPath` the current copy of `path` if `previous` still is (none: if it still has none) and the
     * picture's row is still there; the previous copy is retired. Answers whether it did: false when another
     * run was first or the picture went, and the caller deletes its copy.
     */
    async switchCopy(copy: { mediaId: number; path: string; copyPath: string; fieldsHash: string; previous: string | null }) {
      return db
        .transaction(async (tx) => {
          if (copy.previous) {
            const retired = await tx
              .update(pictureCopies)
              .set({ retiredAt: sql`now()` })
              .where(and(eq(pictureCopies.copyPath, copy.previous), eq(pictureCopies.path, copy.path), isNull(pictureCopies.retiredAt)))
              .returning({ copyPath: pictureCopies.copyPath });
            if (retired.length === 0) return false;
          }
          const inserted = await tx.execute(sql`
          insert into ${pictureCopies} (copy_path, path, media_id, fields_hash)
          select ${copy.copyPath}, ${copy.path}, ${copy.mediaId}, ${copy.fieldsHash}
          where exists (select 1 from ${media} where ${media.id} = ${copy.mediaId})
          on conflict (path) where retired_at is null do nothing
          returning copy_path`);
          // Another run made the current copy first, or the picture went: the retirement is undone too.
          if (rowsOf(inserted).length === 0) tx.rollback();
          return true;
        })
        .catch((error: unknown) => {
          if (error instanceof TransactionRollbackError) return false;
          throw error;
        });
    },

    /** Forgets copies retired before `before` (their files go with the orphan sweep); answers how many. */
    async forgetRetired(before: Date): Promise<number> {
      const gone = await db
        .delete(pictureCopies)
        .where(lt(pictureCopies.retiredAt, before))
        .returning({ copyPath: pictureCopies.copyPath });
      return gone.length;
    },

    /**
     * Marks every published item with pictures when their metadata was written for other settings than
     * `writtenFor` (or never: the first start after the migration): answers whether it did.
     */
    async markAllUnless(writtenFor: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [state] = await tx.select().from(pictureMetadataState).where(eq(pictureMetadataState.id, 1)).for('update');
        if (state?.writtenFor === writtenFor) return false;
        await tx.execute(sql`select picture_metadata_mark_all()`);
        await tx
          .insert(pictureMetadataState)
          .values({ id: 1, writtenFor })
          .onConflictDoUpdate({ target: pictureMetadataState.id, set: { writtenFor } });
        return true;
      });
    },
  };
}
export type PictureMetadataRepository = ReturnType<typeof createPictureMetadataRepository>;
