import { AUDIT_ACTIONS, AUDIT_DEFAULT_RETENTION_DAYS, AUDIT_MIN_RETENTION_DAYS } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The audit trail: one append-only row per staff write and per security event, written in the
 * transaction of the change. Rows outlive the people and objects they name, so no column references another
 * table. Triggers of the migration `audit-trail` stamp `at` with the transaction's time and refuse UPDATE,
 * TRUNCATE and any DELETE of a row younger than `audit_settings.retention_days` (docs/ARCHITECTURE.md "Audit trail").
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The acting person; null for a failed sign-in of an unknown address or a job of the portal's own. */
    actorId: integer('actor_id'),
    /** The address the actor had then, or the one tried by a failed sign-in. */
    actorEmail: text('actor_email'),
    /** `client` or `staff` when a person acted. */
    actorRole: text('actor_role'),
    /** The media house the event concerns: the actor's for a client's act, the client's for a staff act on one. */
    houseId: integer('house_id'),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    objectType: text('object_type'),
    objectId: text('object_id'),
    /** The changed fields only, secrets redacted (audit-redaction.ts). */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    requestId: text('request_id'),
  },
  (table) => [
    index('audit_events_at_idx').on(table.at.desc(), table.id.desc()),
    index('audit_events_actor_idx').on(table.actorId, table.at.desc()),
    index('audit_events_action_idx').on(table.action, table.at.desc()),
    index('audit_events_object_idx').on(table.objectType, table.objectId, table.at.desc()),
    index('audit_events_house_idx').on(table.houseId, table.at.desc()),
  ],
);

/**
 * One row: how long audit rows are kept, written at every start from AUDIT_RETENTION_DAYS. The delete trigger of
 * audit_events reads it; it never goes below AUDIT_MIN_RETENTION_DAYS, and a change of it is itself audited.
 */
export const auditSettings = pgTable(
  'audit_settings',
  {
    id: smallint('id').primaryKey().default(1),
    retentionDays: integer('retention_days').notNull().default(AUDIT_DEFAULT_RETENTION_DAYS),
  },
  (table) => [
    check('audit_settings_one_row', sql`${table.id} = 1`),
    check('audit_settings_retention_floor', sql`${table.retentionDays} >= ${sql.raw(String(AUDIT_MIN_RETENTION_DAYS))}`),
  ],
);
