import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { galleries, news, videos } from '../../db/schema.ts';
import { visibleToClients } from './content-query.ts';

type PublishableTable = typeof news | typeof galleries | typeof videos;

/** Reads and writes every publishable table shares: one visible item, visible items by id, insert. */
export function createPublishableRepository<Table extends PublishableTable>(db: Database, table: Table) {
  type Row = Table['$inferSelect'];
  const visible = (now: Date) => visibleToClients(table, now);
  return {
    async findVisible(id: number, now: Date): Promise<Row | undefined> {
      const rows = await db
        .select()
        .from(table as PublishableTable)
        .where(and(eq(table.id, id), visible(now)))
        .limit(1);
      return rows[0] as Row | undefined;
    },

    /** Items of the given ids clients may still see, newest first. */
    async visibleByIds(ids: number[], now: Date): Promise<Row[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(table as PublishableTable)
        .where(and(inArray(table.id, ids), visible(now)))
        .orderBy(sql`${table.publishAt} desc`);
      return rows as Row[];
    },

    async insert(values: Table['$inferInsert'], via: Database = db): Promise<Row> {
      const [row] = await via
        .insert(table as PublishableTable)
        .values(values as never)
        .returning();
      if (!row) throw new Error('insert returned nothing');
      return row as Row;
    },
  };
}
