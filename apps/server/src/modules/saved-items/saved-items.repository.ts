import type { SavedItemKind } from '@portal/shared';
import { and, count, desc, eq, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { itemShares, savedFolders, savedItems } from '../../db/schema.ts';

export type SavedItemRow = typeof savedItems.$inferSelect;
export type SavedFolderRow = typeof savedFolders.$inferSelect;
/** Which saved items a page lists: all, those in one folder, or those in none. */
export type FolderFilter = number | 'none' | undefined;

const ofPerson = (userId: number, id: number) => and(eq(savedItems.id, id), eq(savedItems.userId, userId));
const ofPersonFolder = (userId: number, id: number) => and(eq(savedFolders.id, id), eq(savedFolders.userId, userId));

function inFolder(userId: number, folder: FolderFilter) {
  if (folder === undefined) return eq(savedItems.userId, userId);
  if (folder === 'none') return and(eq(savedItems.userId, userId), isNull(savedItems.folderId));
  return and(eq(savedItems.userId, userId), eq(savedItems.folderId, folder));
}

/** A person's saved items, folders and shares; every query is scoped to the person's own rows. */
export function createSavedItemsRepository(db: Database) {
  return {
    /**
     * Runs `work` in a transaction holding the person's row lock, so limits counted in it (items, folders,
     * shares a day) are decided one request after the other, on any number of instances.
     */
    async forPerson<T>(userId: number, work: (tx: Database) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select id from users where id = ${userId} for update`);
        return work(tx);
      });
    },

    async countItems(tx: Database, userId: number): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(savedItems).where(eq(savedItems.userId, userId));
      return row?.n ?? 0;
    },

    async findByItem(tx: Database, userId: number, kind: SavedItemKind, itemId: number): Promise<SavedItemRow | undefined> {
      const [row] = await tx
        .select()
        .from(savedItems)
        .where(and(eq(savedItems.userId, userId), eq(savedItems.kind, kind), eq(savedItems.itemId, itemId)));
      return row;
    },

    /** Saves the item, or gives the row saved before the folder and note given now. */
    async upsertItem(
      tx: Database,
      values: { userId: number; kind: SavedItemKind; itemId: number; folderId: number | null; note: string },
    ): Promise<SavedItemRow> {
      const [row] = await tx
        .insert(savedItems)
        .values(values)
        .onConflictDoUpdate({
          target: [savedItems.userId, savedItems.kind, savedItems.itemId],
          set: { folderId: values.folderId, note: values.note, updatedAt: new Date() },
        })
        .returning();
      if (!row) throw new Error('saved item not stored');
      return row;
    },

    async updateItem(
      tx: Database,
      userId: number,
      id: number,
      values: { folderId: number | null; note: string },
    ): Promise<SavedItemRow | undefined> {
      const [row] = await tx
        .update(savedItems)
        .set({ ...values, updatedAt: new Date() })
        .where(ofPerson(userId, id))
        .returning();
      return row;
    },

    async removeItem(userId: number, id: number): Promise<boolean> {
      const rows = await db.delete(savedItems).where(ofPerson(userId, id)).returning({ id: savedItems.id });
      return rows.length > 0;
    },

    /** One page, newest first, and how many there are in all. */
    async page(userId: number, folder: FolderFilter, page: { page: number; rowsPerPage: number }) {
      const where = inFolder(userId, folder);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(savedItems)
          .where(where)
          .orderBy(desc(savedItems.createdAt), desc(savedItems.id))
          .limit(page.rowsPerPage)
          .offset((page.page - 1) * page.rowsPerPage),
        db.select({ n: count() }).from(savedItems).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async marks(userId: number, kind: SavedItemKind, itemIds: number[]): Promise<SavedItemRow[]> {
      if (itemIds.length === 0) return [];
      return db
        .select()
        .from(savedItems)
        .where(and(eq(savedItems.userId, userId), eq(savedItems.kind, kind), inArray(savedItems.itemId, itemIds)));
    },

    async folderExists(tx: Database, userId: number, id: number): Promise<boolean> {
      const [row] = await tx.select({ id: savedFolders.id }).from(savedFolders).where(ofPersonFolder(userId, id));
      return row !== undefined;
    },

    /** The person's folders by name with their item counts, the items in none, and all items. */
    async folders(userId: number) {
      const [folders, [totals]] = await Promise.all([
        db
          .select({
            folder: savedFolders,
            items: sql<number>`(select count(*)::int from saved_items i where i.folder_id = "saved_folders"."id")`,
          })
          .from(savedFolders)
          .where(eq(savedFolders.userId, userId))
          .orderBy(sql`lower(${savedFolders.name})`, savedFolders.id),
        db
          .select({ total: count(), unfiled: sql<number>`count(*) filter (where ${savedItems.folderId} is null)::int` })
          .from(savedItems)
          .where(eq(savedItems.userId, userId)),
      ]);
      return { folders, total: totals?.total ?? 0, unfiled: totals?.unfiled ?? 0 };
    },

    async countFolders(tx: Database, userId: number): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(savedFolders).where(eq(savedFolders.userId, userId));
      return row?.n ?? 0;
    },

    /** Whether another of the person's folders has this name, whatever its case. */
    async folderNameTaken(tx: Database, userId: number, name: string, exceptId?: number): Promise<boolean> {
      const [row] = await tx
        .select({ id: savedFolders.id })
        .from(savedFolders)
        .where(
          and(
            eq(savedFolders.userId, userId),
            sql`lower(${savedFolders.name}) = lower(${name})`,
            ...(exceptId === undefined ? [] : [ne(savedFolders.id, exceptId)]),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async insertFolder(tx: Database, userId: number, name: string): Promise<SavedFolderRow> {
      const [row] = await tx.insert(savedFolders).values({ userId, name }).returning();
      if (!row) throw new Error('folder not inserted');
      return row;
    },

    async renameFolder(tx: Database, userId: number, id: number, name: string): Promise<SavedFolderRow | undefined> {
      const [row] = await tx.update(savedFolders).set({ name }).where(ofPersonFolder(userId, id)).returning();
      return row;
    },

    /** Deletes the folder; its items stay, in no folder (the foreign key sets theirs to null). */
    async removeFolder(userId: number, id: number): Promise<boolean> {
      const rows = await db.delete(savedFolders).where(ofPersonFolder(userId, id)).returning({ id: savedFolders.id });
      return rows.length > 0;
    },

    async countSharesSince(tx: Database, userId: number, since: Date): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(itemShares)
        .where(and(eq(itemShares.userId, userId), gte(itemShares.createdAt, since)));
      return row?.n ?? 0;
    },

    async insertShare(
      tx: Database,
      values: { userId: number; kind: SavedItemKind; itemId: number; recipients: string[]; note: string; createdAt: Date },
    ): Promise<void> {
      await tx.insert(itemShares).values(values);
    },
  };
}
export type SavedItemsRepository = ReturnType<typeof createSavedItemsRepository>;
