/** Read model: the latest feed version of news items (feed_events, kept by item-changes); writes nothing. */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

export function createNewsDownloadsRepository(db: Database) {
  return {
    /** The version the machine feeds last sent of each item; an item they never sent is absent. */
    async latest(ids: number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const result = await db.execute(sql`select distinct on (news_id) news_id, version from feed_events
        where news_id = any(${`{${ids.join(',')}}`}::integer[]) order by news_id, seq desc`);
      const rows = (result as unknown as { rows: { news_id: number; version: number }[] }).rows;
      return new Map(rows.map((row) => [Number(row.news_id), Number(row.version)]));
    },
  };
}
export type NewsDownloadsRepository = ReturnType<typeof createNewsDownloadsRepository>;
