import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { publishable } from '../content/content.tables.ts';

/** Feature-photo galleries. */
export const galleries = pgTable(
  'galleries',
  {
    ...publishable(),
    description: text('description').notNull().default(''),
  },
  (table) => [
    index('galleries_published_idx').on(table.publishAt.desc(), table.id.desc()).where(sql`status = 'published'`),
    index('galleries_search_vector_idx').using('gin', table.searchVector),
    index('galleries_search_head_trgm_idx').using('gin', sql`search_head gin_trgm_ops`),
  ],
);
