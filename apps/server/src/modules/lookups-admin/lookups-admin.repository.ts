import { PROMO_POPUP_KEY, type PromoField, type PromoPopupFields } from '@portal/shared';
import { and, asc, eq, exists, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories, languages, news, payments, setupValues, subscriptionPlans, subscriptions, videos } from '../../db/schema.ts';

type Lookup = typeof categories | typeof languages | typeof setupValues | typeof subscriptionPlans;

/**
 * Reads and writes of one lookup table in the console's order (position, then id). `scope` narrows
 * every call to the rows the console may touch.
 */
function rowsOf<T extends Lookup>(db: Database, table: T, scope?: SQL) {
  type Row = T['$inferSelect'];
  const where = (condition: SQL) => (scope ? and(scope, condition) : condition);
  // Drizzle cannot follow a table chosen by a type parameter; the casts restore the row types it loses.
  const anyTable = table as typeof categories;
  return {
    all: () => db.select().from(anyTable).where(scope).orderBy(asc(anyTable.position), asc(anyTable.id)) as Promise<Row[]>,
    async find(id: number): Promise<Row | undefined> {
      const [row] = await db
        .select()
        .from(anyTable)
        .where(where(eq(anyTable.id, id)));
      return row as Row | undefined;
    },
    async insert(values: T['$inferInsert']): Promise<Row> {
      const [row] = await db
        .insert(anyTable)
        .values(values as typeof categories.$inferInsert)
        .returning();
      return row as Row;
    },
    async update(id: number, values: Partial<T['$inferInsert']>): Promise<Row | undefined> {
      const [row] = await db
        .update(anyTable)
        .set(values)
        .where(where(eq(anyTable.id, id)))
        .returning();
      return row as Row | undefined;
    },
    async remove(ids: number[]): Promise<number> {
      const removed = await db
        .delete(anyTable)
        .where(where(inArray(anyTable.id, ids)))
        .returning({ id: anyTable.id });
      return removed.length;
    },
  };
}

/** The first of `ids` (by name) that `used` says is in use, or undefined. */
async function firstInUse(db: Database, table: typeof categories | typeof languages | typeof subscriptionPlans, ids: number[], used: SQL) {
  const [row] = await db
    .select({ name: table.name })
    .from(table)
    .where(and(inArray(table.id, ids), used))
    .orderBy(asc(table.name))
    .limit(1);
  return row?.name;
}

const usedBy = (db: Database, ...tables: { table: typeof news | typeof videos | typeof subscriptions | typeof payments; on: SQL }[]) =>
  or(...tables.map(({ table, on }) => exists(db.select({ one: sql`1` }).from(table).where(on)))) as SQL;

/** The console's lookup tables: categories, languages, setup values (the promo popup's apart) and plans. */
export function createLookupsAdminRepository(db: Database) {
  return {
    categories: rowsOf(db, categories),
    languages: rowsOf(db, languages),
    setupValues: rowsOf(db, setupValues, ne(setupValues.key, PROMO_POPUP_KEY)),
    plans: rowsOf(db, subscriptionPlans),

    categoryInUse: (ids: number[]) =>
      firstInUse(
        db,
        categories,
        ids,
        usedBy(
          db,
          { table: news, on: sql`${news.categoryIds} @> array[${categories.id}]` },
          { table: videos, on: sql`${videos.categoryIds} @> array[${categories.id}]` },
        ),
      ),
    languageInUse: (ids: number[]) =>
      firstInUse(
        db,
        languages,
        ids,
        usedBy(db, { table: news, on: eq(news.languageId, languages.id) }, { table: videos, on: eq(videos.languageId, languages.id) }),
      ),
    planInUse: (ids: number[]) =>
      firstInUse(
        db,
        subscriptionPlans,
        ids,
        usedBy(
          db,
          { table: subscriptions, on: eq(subscriptions.planId, subscriptionPlans.id) },
          { table: payments, on: eq(payments.planId, subscriptionPlans.id) },
        ),
      ),

    /** The promo popup's texts: one setup value per text, its `value` naming the text and its `label` holding it. */
    async promoTexts(): Promise<Map<string, string>> {
      const rows = await db.select().from(setupValues).where(eq(setupValues.key, PROMO_POPUP_KEY));
      return new Map(rows.map((row) => [row.value, row.label]));
    },
    async savePromoTexts(texts: PromoPopupFields) {
      const rows = (Object.entries(texts) as [PromoField, string][]).map(([field, text], position) => ({
        key: PROMO_POPUP_KEY,
        value: field,
        label: text,
        position,
      }));
      await db
        .insert(setupValues)
        .values(rows)
        .onConflictDoUpdate({ target: [setupValues.key, setupValues.value], set: { label: sql`excluded.label` } });
    },
  };
}
export type LookupsAdminRepository = ReturnType<typeof createLookupsAdminRepository>;
