import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.ts';
import { clientId } from '../auth/auth.tables.ts';
import { CONTENT_KINDS } from '../content/content.tables.ts';

/** A person's folders of saved items. */
export const savedFolders = pgTable(
  'saved_folders',
  {
    id: serial('id').primaryKey(),
    userId: clientId(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('saved_folders_user_name_unique').on(table.userId, sql`lower(${table.name})`)],
);

/** An item a person saved, in a folder or none, with an optional note. */
export const savedItems = pgTable(
  'saved_items',
  {
    id: serial('id').primaryKey(),
    userId: clientId(),
    kind: text('kind', { enum: CONTENT_KINDS }).notNull(),
    itemId: integer('item_id').notNull(),
    folderId: integer('folder_id').references(() => savedFolders.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('saved_items_user_item_unique').on(table.userId, table.kind, table.itemId),
    index('saved_items_user_created_idx').on(table.userId, table.createdAt.desc()),
  ],
);

/** An item a person sent by mail to up to 5 addresses: the daily limit counts these. */
export const itemShares = pgTable(
  'item_shares',
  {
    id: serial('id').primaryKey(),
    userId: clientId(),
    kind: text('kind', { enum: CONTENT_KINDS }).notNull(),
    itemId: integer('item_id').notNull(),
    recipients: text('recipients').array().notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('item_shares_user_created_idx').on(table.userId, table.createdAt.desc())],
);
