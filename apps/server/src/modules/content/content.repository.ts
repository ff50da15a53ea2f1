/** Read model: reads news, galleries and videos for when the next embargo lifts (the content cache's expiry); writes nothing. */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { galleries, news, videos } from '../../db/schema.ts';

export function createContentRepository(db: Database) {
  return {
    /** The earliest future publish time among published items of any kind: when an embargo lifts next. */
    async nextEmbargoLift(now: Date): Promise<Date | undefined> {
      const after = (table: typeof news | typeof galleries | typeof videos) =>
        sql`(select min(${table.publishAt}) from ${table} where ${table.status} = 'published' and ${table.publishAt} > ${now})`;
      // Both drivers answer raw SQL with `rows`; the shared Database type leaves the result unknown.
      const result = (await db.execute(sql`select least(${after(news)}, ${after(galleries)}, ${after(videos)}) as lift`)) as {
        rows: { lift: string | Date | null }[];
      };
      const [row] = result.rows;
      return row?.lift ? new Date(row.lift) : undefined;
    },
  };
}
