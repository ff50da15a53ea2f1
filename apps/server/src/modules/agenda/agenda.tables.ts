import { COVERAGE_KINDS, COVERAGE_STATES, EVENT_STATUSES, NOTICE_REASONS, type RecurrenceRule } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.ts';
import { clientId, users } from '../auth/auth.tables.ts';
import { CONTENT_KINDS } from '../content/content.tables.ts';
import { districts, localLevels, provinces } from '../places/places.tables.ts';

/** The rule a recurring event's occurrences were made from; each occurrence is an event of its own, edited alone. */
export const agendaSeries = pgTable('agenda_series', {
  id: serial('id').primaryKey(),
  rule: jsonb('rule').$type<RecurrenceRule>().notNull(),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: createdAt(),
});

/**
 * An event the agency plans to cover, on Nepal calendar days and times of day (`HH:MM`, null for an all-day event
 * or one whose time is to be confirmed). `version` grows with each save: a save made from an older one is refused.
 */
export const agendaEvents = pgTable(
  'agenda_events',
  {
    id: serial('id').primaryKey(),
    version: integer('version').notNull().default(1),
    title: text('title').notNull(),
    titleNe: text('title_ne').notNull().default(''),
    description: text('description').notNull().default(''),
    descriptionNe: text('description_ne').notNull().default(''),
    startDate: date('start_date').notNull(),
    startTime: text('start_time'),
    endDate: date('end_date'),
    endTime: text('end_time'),
    allDay: boolean('all_day').notNull().default(false),
    timeToBeConfirmed: boolean('time_to_be_confirmed').notNull().default(false),
    provinceId: smallint('province_id').references(() => provinces.id),
    districtId: smallint('district_id').references(() => districts.id),
    localLevelId: smallint('local_level_id').references(() => localLevels.id),
    venue: text('venue').notNull().default(''),
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::integer[]`),
    organiser: text('organiser').notNull().default(''),
    contact: text('contact').notNull().default(''),
    links: jsonb('links').$type<{ label: string; url: string }[]>().notNull().default([]),
    status: text('status', { enum: EVENT_STATUSES }).notNull().default('planned'),
    statusReason: text('status_reason').notNull().default(''),
    internalNote: text('internal_note').notNull().default(''),
    seriesId: integer('series_id').references(() => agendaSeries.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('agenda_events_start_idx').on(table.startDate, table.id), index('agenda_events_series_idx').on(table.seriesId)],
);

/** What the agency will deliver of an event, and once delivered, the item that delivered it. */
export const agendaCoverages = pgTable(
  'agenda_coverages',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => agendaEvents.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    kind: text('kind', { enum: COVERAGE_KINDS }).notNull(),
    state: text('state', { enum: COVERAGE_STATES }).notNull().default('planned'),
    expectedDate: date('expected_date'),
    expectedTime: text('expected_time'),
    note: text('note').notNull().default(''),
    deliveredKind: text('delivered_kind', { enum: CONTENT_KINDS }),
    deliveredId: integer('delivered_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('agenda_coverages_event_idx').on(table.eventId, table.position)],
);

/** What clients watch: an event (no coverage) or one coverage of it. `sms` adds a text message to the mail. */
export const agendaWatches = pgTable(
  'agenda_watches',
  {
    id: serial('id').primaryKey(),
    userId: clientId(),
    eventId: integer('event_id')
      .notNull()
      .references(() => agendaEvents.id, { onDelete: 'cascade' }),
    coverageId: integer('coverage_id').references(() => agendaCoverages.id, { onDelete: 'cascade' }),
    sms: boolean('sms').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('agenda_watches_unique').on(table.userId, table.eventId, sql`coalesce(${table.coverageId}, 0)`),
    index('agenda_watches_event_idx').on(table.eventId),
  ],
);

/**
 * The agenda's log, one row per save of an event in commit order (an advisory lock serialises the writers, as
 * the item-change log does): what the Feed API pages through and webhooks send, the event as machines read it
 * (`document`), and what a watcher is told of (`reasons`, `delivered_coverage_ids`). No foreign key: the log outlives the event.
 */
export const agendaChanges = pgTable(
  'agenda_changes',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id').notNull(),
    version: integer('version').notNull(),
    reasons: text('reasons', { enum: NOTICE_REASONS }).array().notNull(),
    deliveredCoverageIds: integer('delivered_coverage_ids').array().notNull().default(sql`'{}'::integer[]`),
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    latest: boolean('latest').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    index('agenda_changes_event_idx').on(table.eventId, table.seq.desc()),
    index('agenda_changes_latest_idx').on(table.seq).where(sql`latest`),
  ],
);

/** A change told to one watcher: the bell lists it, a job mails (and texts) it once. One row per person and change. */
export const agendaNotices = pgTable(
  'agenda_notices',
  {
    id: serial('id').primaryKey(),
    userId: clientId(),
    changeSeq: bigint('change_seq', { mode: 'number' })
      .notNull()
      .references(() => agendaChanges.seq, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => agendaEvents.id, { onDelete: 'cascade' }),
    reasons: text('reasons', { enum: NOTICE_REASONS }).array().notNull(),
    coverageKind: text('coverage_kind', { enum: COVERAGE_KINDS }),
    sms: boolean('sms').notNull().default(false),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('agenda_notices_user_change_unique').on(table.userId, table.changeSeq),
    index('agenda_notices_user_created_idx').on(table.userId, table.createdAt.desc()),
  ],
);

/** The secret of a person's calendar subscription address: its SHA-256 to find them by, sealed to show it again; rotating replaces it. */
export const agendaCalendarTokens = pgTable(
  'agenda_calendar_tokens',
  {
    userId: clientId().primaryKey(),
    tokenHash: text('token_hash').notNull(),
    sealedToken: text('sealed_token').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('agenda_calendar_tokens_hash_unique').on(table.tokenHash)],
);
