import { and, countDistinct, desc, eq, max, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type ContentKind, clientActions } from '../../db/schema.ts';

export type ActivityPage = { page: number; rowsPerPage: number; excludeId?: number | undefined };

export function createActivityRepository(db: Database) {
  return {
    async record(values: typeof clientActions.$inferInsert) {
      await db.insert(clientActions).values(values);
    },

    /** Items a client acted on, most recent activity first, one line per item. */
    async recentItems(userId: number, kind: ContentKind, page: ActivityPage) {
      const where = and(
        eq(clientActions.userId, userId),
        eq(clientActions.kind, kind),
        page.excludeId ? ne(clientActions.itemId, page.excludeId) : undefined,
      );
      const activityAt = max(clientActions.createdAt);
      const [items, [totals]] = await Promise.all([
        db
          .select({ itemId: clientActions.itemId, activityAt })
          .from(clientActions)
          .where(where)
          .groupBy(clientActions.itemId)
          .orderBy(desc(activityAt), desc(clientActions.itemId))
          .limit(page.rowsPerPage)
          .offset((page.page - 1) * page.rowsPerPage),
        db
          .select({ total: countDistinct(clientActions.itemId) })
          .from(clientActions)
          .where(where),
      ]);
      return { items: items.map((item) => ({ itemId: item.itemId, activityAt: item.activityAt as Date })), total: totals?.total ?? 0 };
    },
  };
}
export type ActivityRepository = ReturnType<typeof createActivityRepository>;
