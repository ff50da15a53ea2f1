import { boolean, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameNe: text('name_ne').notNull(),
    slug: text('slug').notNull(),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** The usage terms an item of this category gets when staff set none of its own. */
    defaultUsageTerms: text('default_usage_terms').notNull().default(''),
  },
  (table) => [uniqueIndex('categories_slug_unique').on(table.slug)],
);

export const languages = pgTable(
  'languages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameNe: text('name_ne').notNull(),
    code: text('code').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [uniqueIndex('languages_code_unique').on(table.code)],
);

/** Key/label/value lists the forms choose from (SPEC.md §7 setupValues). */
export const setupValues = pgTable(
  'setup_values',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    label: text('label').notNull(),
    /** Shown instead of the label when the interface is Nepali; '' falls back to the label. */
    labelNe: text('label_ne').notNull().default(''),
    value: text('value').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [uniqueIndex('setup_values_key_value_unique').on(table.key, table.value)],
);
