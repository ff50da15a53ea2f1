/** Read model: reads feed_usage (counted by the Feed API) and users for the staff's table of Feed API calls; writes nothing. */
import type { FeedCallsSort } from '@portal/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Sorting, Window } from './analytics.repository.ts';

type FeedCallsRow = { user_id: number; company_name: string; full_name: string; email: string; day: string; calls: number };

const ORDER: Record<FeedCallsSort, string> = { calls: 'f.calls', day: 'f.day', company_name: 'lower(u.company_name)' };

export function createFeedCallsRepository(db: Database) {
  return {
    /** Calls per client and Nepal day from `from` to `to` (both included), with the client's names. */
    async perClientDay(days: { from: string; to: string }, sorting: Sorting<FeedCallsSort>, window: Window) {
      const direction = sql.raw(sorting.descending ? 'desc' : 'asc');
      const [page, total] = await Promise.all([
        db.execute(sql`select f.user_id, u.company_name, u.full_name, u.email, f.day, f.calls
          from feed_usage f join users u on u.id = f.user_id
          where f.day between ${days.from} and ${days.to}
          order by ${sql.raw(ORDER[sorting.sortBy])} ${direction}, f.day desc, f.calls desc, f.user_id
          limit ${window.limit} offset ${window.offset}`),
        db.execute(sql`select count(*)::int as total from feed_usage where day between ${days.from} and ${days.to}`),
      ]);
      const rows = (page as unknown as { rows: FeedCallsRow[] }).rows;
      const [counted] = (total as unknown as { rows: { total: number }[] }).rows;
      return {
        rows: rows.map((row) => ({ ...row, user_id: Number(row.user_id), calls: Number(row.calls) })),
        total: Number(counted?.total ?? 0),
      };
    },
  };
}
export type FeedCallsRepository = ReturnType<typeof createFeedCallsRepository>;
