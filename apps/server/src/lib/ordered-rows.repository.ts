import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { categories, languages, setupValues, subscriptionPlans } from '../db/schema.ts';

type Lookup = typeof categories | typeof languages | typeof setupValues | typeof subscriptionPlans;

/**
 * Reads and writes of one lookup table in the console's order (position, then id). `scope` narrows
 * every call to the rows the console may touch.
 */
export function orderedRows<T extends Lookup>(db: Database, table: T, scope?: SQL) {
  type Row = T['$inferSelect'];
  const where = (condition: SQL) => (scope ? and(scope, condition) : condition);
  // Drizzle cannot follow a table chosen by a type parameter; the casts restore the row types it loses.
  const anyTable = table as typeof categories;
  return {
    all: () => db.select().from(anyTable).where(scope).orderBy(asc(anyTable.position), asc(anyTable.id)) as Promise<Row[]>,
    async find(id: number, via: Database = db): Promise<Row | undefined> {
      const [row] = await via
        .select()
        .from(anyTable)
        .where(where(eq(anyTable.id, id)));
      return row as Row | undefined;
    },
    async insert(values: T['$inferInsert'], via: Database = db): Promise<Row> {
      const [row] = await via
        .insert(anyTable)
        .values(values as typeof categories.$inferInsert)
        .returning();
      return row as Row;
    },
    async update(id: number, values: Partial<T['$inferInsert']>, via: Database = db): Promise<Row | undefined> {
      const [row] = await via
        .update(anyTable)
        .set(values)
        .where(where(eq(anyTable.id, id)))
        .returning();
      return row as Row | undefined;
    },
    /** Deletes the rows; answers those deleted. */
    async remove(ids: number[], via: Database = db): Promise<Row[]> {
      return (await via
        .delete(anyTable)
        .where(where(inArray(anyTable.id, ids)))
        .returning()) as Row[];
    },
  };
}
export type OrderedRows<T extends Lookup> = ReturnType<typeof orderedRows<T>>;

/** The first name, alphabetically, among the rows of `ids`: which row a refusal names. */
export async function firstName(db: Database, table: typeof categories | typeof languages | typeof subscriptionPlans, ids: number[]) {
  if (ids.length === 0) return undefined;
  const [row] = await db.select({ name: table.name }).from(table).where(inArray(table.id, ids)).orderBy(asc(table.name)).limit(1);
  return row?.name;
}
