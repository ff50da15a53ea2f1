import { index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { clientId, users } from '../auth/auth.tables.ts';
import { CONTENT_KINDS } from '../content/content.tables.ts';

/**
 * What clients do with content: type 1 is a view, 2–6 the actions of SPEC.md §7 (copies, downloads…).
 * The activity timelines and the agency's analytics read this table.
 */
export const clientActions = pgTable(
  'client_actions',
  {
    id: serial('id').primaryKey(),
    userId: clientId(),
    kind: text('kind', { enum: CONTENT_KINDS }).notNull(),
    itemId: integer('item_id').notNull(),
    type: smallint('type').notNull(),
    action: text('action').notNull(),
    /** The person of the media house who acted; null on rows from before teams: the house's own account. */
    memberId: integer('member_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('client_actions_user_kind_idx').on(table.userId, table.kind, table.createdAt.desc()),
    index('client_actions_item_idx').on(table.kind, table.itemId, table.type),
  ],
);
