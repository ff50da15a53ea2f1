import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { categories } from '../lookups/lookups.tables.ts';

/**
 * The IPTC Media Topics staff map a category to (`medtop:` codes of vocabulary/cptall-x-all.json), in the order
 * staff put them; items carry their categories' topics as subjects. Deleting the category deletes its rows.
 */
export const categoryMediaTopics = pgTable(
  'category_media_topics',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.categoryId, table.code] }), index('category_media_topics_code_idx').on(table.code)],
);
