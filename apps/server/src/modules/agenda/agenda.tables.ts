import { COVERAGE_KINDS, COVERAGE_STATES, EVENT_STATUSES } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.ts';
import { users } from '../auth/auth.tables.ts';
import { CONTENT_KINDS } from '../content/content.tables.ts';
import { districts, localLevels, provinces } from '../places/places.tables.ts';

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
    createdBy: integer('created_by').references(() => users.id),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('agenda_events_start_idx').on(table.startDate, table.id)],
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
