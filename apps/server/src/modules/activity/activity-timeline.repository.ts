/**
 * Read model: the activity timelines of a media house (client_actions, with the names of its members from users).
 */
import { and, countDistinct, desc, eq, max, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type ContentKind, clientActions, users } from '../../db/schema.ts';

export type ActivityPage = { page: number; rowsPerPage: number; excludeId?: number | undefined };

export function createActivityTimelineRepository(db: Database) {
  return {
    /** Items a media house acted on, most recent activity first, one line per item, with who of the house acted last. */
    async recentItems(userId: number, kind: ContentKind, page: ActivityPage) {
      const where = and(
        eq(clientActions.userId, userId),
        eq(clientActions.kind, kind),
        page.excludeId ? ne(clientActions.itemId, page.excludeId) : undefined,
      );
      const activityAt = max(clientActions.createdAt);
      const activityBy = sql<string>`(array_agg(${users.fullName} order by ${clientActions.createdAt} desc))[1]`;
      const [items, [totals]] = await Promise.all([
        db
          .select({ itemId: clientActions.itemId, activityAt, activityBy })
          .from(clientActions)
          .innerJoin(users, eq(users.id, sql`coalesce(${clientActions.memberId}, ${clientActions.userId})`))
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
      return {
        items: items.map((item) => ({ itemId: item.itemId, activityAt: item.activityAt as Date, activityBy: item.activityBy })),
        total: totals?.total ?? 0,
      };
    },
  };
}
