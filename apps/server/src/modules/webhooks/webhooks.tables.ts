import { DEFAULT_WEBHOOK_FORMAT, FEED_PUBSTATUSES, WEBHOOK_FORMATS, WEBHOOK_STATUSES } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.ts';
import { clientId } from '../auth/auth.tables.ts';

/**
 * A client's webhook: new, corrected and cancelled items matching its filters are POSTed to `url` as
 * ninjs of its `format`, signed with the (sealed) secret; with `agenda`, each save of an Agenda event in its categories
 * too (docs/AGENDA-FEED.md). `failing_since`: the first failure of the current run of failures; after
 * 24 h of them the hook is paused and the client mailed.
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: serial('id').primaryKey(),
    userId: clientId(),
    url: text('url').notNull(),
    sealedSecret: text('sealed_secret').notNull(),
    query: text('query').notNull().default(''),
    matchQuery: text('match_query'),
    languageId: integer('language_id'),
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::integer[]`),
    agenda: boolean('agenda').notNull().default(false),
    /** The body format of news items (ninjs 2.1, 2.3 or 3.2, or NewsML-G2; `WEBHOOK_FORMATS`). */
    format: text('format', { enum: WEBHOOK_FORMATS }).notNull().default(DEFAULT_WEBHOOK_FORMAT),
    status: text('status', { enum: WEBHOOK_STATUSES }).notNull().default('active'),
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('webhooks_user_idx').on(table.userId), index('webhooks_active_idx').on(table.id).where(sql`status = 'active'`)],
);

/**
 * Every POST to a webhook, answered or not: the delivery log of My Account. `event_id` is the idempotency id
 * receivers see (`agenda-<seq>` for an Agenda event's save); a row names the news item or the Agenda event it sent.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    webhookId: integer('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    newsId: integer('news_id'),
    agendaEventId: integer('agenda_event_id'),
    pubstatus: text('pubstatus', { enum: FEED_PUBSTATUSES }).notNull(),
    attempt: integer('attempt').notNull(),
    httpStatus: integer('http_status'),
    outcome: text('outcome', { enum: ['delivered', 'failed'] }).notNull(),
    message: text('message').notNull(),
    durationMs: integer('duration_ms').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('webhook_deliveries_hook_idx').on(table.webhookId, table.createdAt.desc()),
    check('webhook_deliveries_one_subject', sql`(news_id is null) <> (agenda_event_id is null)`),
  ],
);

/**
 * How far the agenda's log (agenda_changes) has been handed to webhooks: one row, locked by the run that moves it,
 * so with any number of instances each save is queued once per hook.
 */
export const webhookAgendaCursor = pgTable(
  'webhook_agenda_cursor',
  {
    id: smallint('id').primaryKey().default(1),
    seq: bigint('seq', { mode: 'number' }).notNull(),
  },
  () => [check('webhook_agenda_cursor_one_row', sql`id = 1`)],
);
