import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { staffApiKeys } from '../../db/schema.ts';

export type StaffKeyRow = typeof staffApiKeys.$inferSelect;

/** staff_api_keys. */
export function createStaffKeysRepository(db: Database) {
  return {
    list: (): Promise<StaffKeyRow[]> =>
      db
        .select()
        .from(staffApiKeys)
        .orderBy(sql`${staffApiKeys.revokedAt} is not null`, desc(staffApiKeys.createdAt), desc(staffApiKeys.id)),

    async create(
      values: Pick<StaffKeyRow, 'name' | 'prefix' | 'keyHash' | 'scopes' | 'createdBy'>,
      executor: Database = db,
    ): Promise<StaffKeyRow> {
      const [row] = await executor.insert(staffApiKeys).values(values).returning();
      return row as StaffKeyRow;
    },

    async revoke(id: number, at: Date, executor: Database = db): Promise<boolean> {
      const revoked = await executor
        .update(staffApiKeys)
        .set({ revokedAt: at })
        .where(and(eq(staffApiKeys.id, id), isNull(staffApiKeys.revokedAt)))
        .returning({ id: staffApiKeys.id });
      return revoked.length > 0;
    },

    /** An active key by its hash. */
    async active(keyHash: string): Promise<StaffKeyRow | undefined> {
      const [row] = await db
        .select()
        .from(staffApiKeys)
        .where(and(eq(staffApiKeys.keyHash, keyHash), isNull(staffApiKeys.revokedAt)));
      return row;
    },

    async touch(id: number, at: Date) {
      await db.update(staffApiKeys).set({ lastUsedAt: at }).where(eq(staffApiKeys.id, id));
    },
  };
}
export type StaffKeysRepository = ReturnType<typeof createStaffKeysRepository>;
