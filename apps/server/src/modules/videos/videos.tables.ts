import { sql } from 'drizzle-orm';
import { index, integer, pgTable, real, text } from 'drizzle-orm/pg-core';
import { publishable } from '../content/content.tables.ts';
import { languages } from '../lookups/lookups.tables.ts';

export const videos = pgTable(
  'videos',
  {
    ...publishable(),
    metaDescription: text('meta_description').notNull().default(''),
    description: text('description').notNull().default(''),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::integer[]`),
    durationSeconds: real('duration_seconds'),
  },
  (table) => [
    index('videos_published_idx').on(table.publishAt.desc(), table.id.desc()).where(sql`status = 'published'`),
    index('videos_categories_idx').using('gin', table.categoryIds),
    index('videos_search_vector_idx').using('gin', table.searchVector),
    index('videos_search_head_trgm_idx').using('gin', sql`search_head gin_trgm_ops`),
  ],
);
