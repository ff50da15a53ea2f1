import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categoryMediaTopics } from '../../db/schema.ts';

/** Which Media Topic codes each category maps to, in the order staff put them. */
export function createMediaTopicsRepository(db: Database) {
  return {
    async codesOf(categoryIds: readonly number[]): Promise<{ categoryId: number; code: string }[]> {
      if (categoryIds.length === 0) return [];
      return db
        .select({ categoryId: categoryMediaTopics.categoryId, code: categoryMediaTopics.code })
        .from(categoryMediaTopics)
        .where(inArray(categoryMediaTopics.categoryId, [...categoryIds]))
        .orderBy(asc(categoryMediaTopics.categoryId), asc(categoryMediaTopics.position), asc(categoryMediaTopics.code));
    },
    /** Every category's codes. */
    all() {
      return db
        .select({ categoryId: categoryMediaTopics.categoryId, code: categoryMediaTopics.code })
        .from(categoryMediaTopics)
        .orderBy(asc(categoryMediaTopics.code), asc(categoryMediaTopics.categoryId));
    },
    /** Replaces the category's codes with these, in this order, at once. */
    async replace(categoryId: number, codes: readonly string[], then?: (tx: Database, before: string[]) => Promise<void>) {
      await db.transaction(async (tx) => {
        const before = (
          await tx
            .select({ code: categoryMediaTopics.code })
            .from(categoryMediaTopics)
            .where(eq(categoryMediaTopics.categoryId, categoryId))
        ).map((row) => row.code);
        await tx.delete(categoryMediaTopics).where(eq(categoryMediaTopics.categoryId, categoryId));
        if (codes.length > 0) {
          await tx.insert(categoryMediaTopics).values(codes.map((code, position) => ({ categoryId, code, position })));
        }
        await then?.(tx, before);
      });
    },
  };
}
export type MediaTopicsRepository = ReturnType<typeof createMediaTopicsRepository>;
