import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { AttemptStore } from './attempt-limiter.ts';

/**
 * The counts in the database (the `attempt_counters` table), so every instance of the portal counts
 * together; one statement per call. Windows that ended are started afresh by the next attempt, and
 * the hourly upkeep deletes the rest (db/table-upkeep.ts).
 */
export function createDatabaseAttemptStore(db: Database): AttemptStore {
  return {
    async add(windows) {
      const { rows } = (await db.execute(sql`
        insert into attempt_counters as counter (key, count, reset_at)
        select key, 1, now() + window_ms * interval '1 millisecond'
        from unnest(${sql.param(windows.map((window) => window.key))}::text[], ${sql.param(windows.map((window) => window.windowMs))}::int[])
          as asked(key, window_ms)
        on conflict (key) do update set
          count = case when counter.reset_at <= now() then 1 else counter.count + 1 end,
          reset_at = case when counter.reset_at <= now() then excluded.reset_at else counter.reset_at end
        returning key, count`)) as unknown as { rows: { key: string; count: number }[] };
      const countOf = new Map(rows.map((row) => [row.key, Number(row.count)]));
      return windows.map((window) => countOf.get(window.key) ?? 0);
    },
    async subtract(keys) {
      await db.execute(
        sql`update attempt_counters set count = greatest(count - 1, 0) where key = any(${sql.param(keys)}::text[]) and reset_at > now()`,
      );
    },
    async remove(key) {
      await db.execute(sql`delete from attempt_counters where key = ${key}`);
    },
    async peek(keys) {
      const { rows } = (await db.execute(
        sql`select key, count from attempt_counters where key = any(${sql.param(keys)}::text[]) and reset_at > now()`,
      )) as unknown as { rows: { key: string; count: number }[] };
      const countOf = new Map(rows.map((row) => [row.key, Number(row.count)]));
      return keys.map((key) => countOf.get(key) ?? 0);
    },
  };
}
