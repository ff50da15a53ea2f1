import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories, languages, setupValues } from '../../db/schema.ts';

export function createLookupsRepository(db: Database) {
  return {
    activeCategories() {
      return db
        .select({ id: categories.id, name: categories.name, name_ne: categories.nameNe, slug: categories.slug })
        .from(categories)
        .where(eq(categories.active, true))
        .orderBy(asc(categories.position), asc(categories.id));
    },
    /** Every category's English name by id, removed ones included (old items keep their labels). */
    async categoryNames(): Promise<Map<number, string>> {
      const rows = await db.select({ id: categories.id, name: categories.name }).from(categories);
      return new Map(rows.map((row) => [row.id, row.name]));
    },
    /** The ids of the categories with these slugs, by slug. */
    async categoryIdsBySlug(slugs: string[], via: Database = db): Promise<Map<string, number>> {
      if (slugs.length === 0) return new Map();
      const rows = await via.select({ id: categories.id, slug: categories.slug }).from(categories).where(inArray(categories.slug, slugs));
      return new Map(rows.map((row) => [row.slug, row.id]));
    },
    languages() {
      return db
        .select({ id: languages.id, name: languages.name, name_ne: languages.nameNe, code: languages.code })
        .from(languages)
        .orderBy(asc(languages.position), asc(languages.id));
    },
    async setupValues(key: string) {
      const rows = await db
        .select()
        .from(setupValues)
        .where(eq(setupValues.key, key))
        .orderBy(asc(setupValues.position), asc(setupValues.id));
      return rows.map((row) => ({ id: row.id, key: row.key, value: { label: row.label, value: row.value } }));
    },
  };
}
export type LookupsRepository = ReturnType<typeof createLookupsRepository>;
