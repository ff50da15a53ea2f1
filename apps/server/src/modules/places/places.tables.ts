import { LOCAL_LEVEL_KINDS } from '@portal/shared';
import { index, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/** Nepal's 7 provinces, 77 districts and 753 local levels: filled at start from packages/shared's places data. */
export const provinces = pgTable('provinces', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull(),
  nameNe: text('name_ne').notNull(),
});

export const districts = pgTable(
  'districts',
  {
    id: smallint('id').primaryKey(),
    provinceId: smallint('province_id')
      .notNull()
      .references(() => provinces.id),
    name: text('name').notNull(),
    nameNe: text('name_ne').notNull(),
  },
  (table) => [index('districts_province_idx').on(table.provinceId)],
);

export const localLevels = pgTable(
  'local_levels',
  {
    id: smallint('id').primaryKey(),
    districtId: smallint('district_id')
      .notNull()
      .references(() => districts.id),
    name: text('name').notNull(),
    nameNe: text('name_ne').notNull(),
    kind: text('kind', { enum: LOCAL_LEVEL_KINDS }).notNull(),
  },
  (table) => [index('local_levels_district_idx').on(table.districtId)],
);
