import { PROMO_POPUP_KEY, type PromoField, type PromoPopupFields } from '@portal/shared';
import { asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories, languages, setupValues } from '../../db/schema.ts';
import { firstName, orderedRows } from '../../lib/ordered-rows.repository.ts';

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
      return rows.map((row) => ({ id: row.id, key: row.key, value: { label: row.label, label_ne: row.labelNe, value: row.value } }));
    },

    /** The console's edits, in the console's order; setup values without the promo popup's texts. */
    categoryRows: orderedRows(db, categories),
    languageRows: orderedRows(db, languages),
    setupValueRows: orderedRows(db, setupValues, ne(setupValues.key, PROMO_POPUP_KEY)),
    firstCategoryName: (ids: number[]) => firstName(db, categories, ids),
    firstLanguageName: (ids: number[]) => firstName(db, languages, ids),

    /** The promo popup's texts: one setup value per text, its `value` naming the text and its `label` holding it. */
    async promoTexts(): Promise<Map<string, string>> {
      const rows = await db.select().from(setupValues).where(eq(setupValues.key, PROMO_POPUP_KEY));
      return new Map(rows.map((row) => [row.value, row.label]));
    },
    async savePromoTexts(texts: PromoPopupFields, via: Database = db) {
      const rows = (Object.entries(texts) as [PromoField, string][]).map(([field, text], position) => ({
        key: PROMO_POPUP_KEY,
        value: field,
        label: text,
        position,
      }));
      await via
        .insert(setupValues)
        .values(rows)
        .onConflictDoUpdate({ target: [setupValues.key, setupValues.value], set: { label: sql`excluded.label` } });
    },
  };
}
export type LookupsRepository = ReturnType<typeof createLookupsRepository>;
