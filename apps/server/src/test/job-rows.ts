import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/** How many jobs of a queue pg-boss holds (any state), or of one `singletonKey` in it. */
export async function jobCount(db: Database, queue: string, singletonKey?: string): Promise<number> {
  const keyed = singletonKey === undefined ? sql`` : sql` and singleton_key = ${singletonKey}`;
  const result = (await db.execute(sql`select count(*)::int as n from pgboss.job where name = ${queue}${keyed}`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n ?? 0;
}
