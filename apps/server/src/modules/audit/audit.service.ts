import { Readable } from 'node:stream';
import { AUDIT_EXPORT_MAX_ROWS, type AuditAction, type AuditFilters, type AuditListQuery } from '@portal/shared';
import type { Database } from '../../db/client.ts';
import { ValidationError } from '../../lib/errors.ts';
import type { AuditRepository } from './audit.repository.ts';
import { type AuditActor, type AuditContext, currentAuditContext } from './audit-context.ts';
import type { AuditEventsRepository } from './audit-events.repository.ts';
import { CSV_HEADINGS, csvLine, csvRow, iso, meta, present, presentForHouse } from './audit-presenters.ts';
import { changedFields } from './audit-redaction.ts';

/**
 * One thing that happened, as a module records it. The actor, address, browser and request id come from the
 * request being handled (audit-context.ts) unless given: a sign-in names the person signing in, a job none.
 */
export type AuditEntry = {
  action: AuditAction;
  /** What was acted on: its kind ('news', 'client', 'api_key'…) and id. */
  object?: { type: string; id: string | number | null | undefined };
  /** The object's fields before and after; only those that changed are kept, secrets redacted. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** Who acted, when not the request's caller (a sign-in, a failed one with the address tried). */
  actor?: AuditActor | null;
  /** The media house the event concerns; by default the actor's own (a client's), none for staff. */
  houseId?: number | null;
  /** Parts of the context to use instead of the request's. */
  context?: Partial<AuditContext>;
};

/** What other modules hold of the audit trail: recording, in the transaction of the change. */
export type Audit = { record(executor: Database, entry: AuditEntry): Promise<void> };

export type AuditDeps = { db: Database; repository: AuditRepository; events: AuditEventsRepository; now: () => Date };

/** The audit trail: recording (in the caller's transaction), the console's search and export, a house's security events, the retention. */
export function createAuditService({ db, repository, events, now }: AuditDeps) {
  async function record(executor: Database, entry: AuditEntry) {
    const context = { ...currentAuditContext(), ...entry.context };
    const actor = entry.actor === undefined ? context.actor : entry.actor;
    const { before, after } = changedFields(entry.before, entry.after);
    await repository.insert(executor, {
      actorId: actor?.id ?? null,
      actorEmail: actor?.email ?? null,
      actorRole: actor?.role ?? null,
      houseId: entry.houseId === undefined ? (actor?.houseId ?? null) : entry.houseId,
      action: entry.action,
      objectType: entry.object?.type ?? null,
      objectId: entry.object?.id === null || entry.object?.id === undefined ? null : String(entry.object.id),
      before,
      after,
      ip: context.ip,
      userAgent: context.userAgent,
      requestId: context.requestId,
    });
  }

  return {
    record,

    async list(query: AuditListQuery) {
      const { page, per_page: perPage, ...filters } = query;
      const found = await events.page(filters, { limit: perPage, offset: (page - 1) * perPage });
      return { data: found.rows.map(present), meta: meta(found.total, page, perPage) };
    },

    /**
     * The filtered rows as a CSV stream, newest first (a file of at most AUDIT_EXPORT_MAX_ROWS rows: a wider filter
     * is refused before anything is sent). The export is itself an audit row: staff took the trail away.
     */
    async exportCsv(filters: AuditFilters): Promise<{ name: string; stream: Readable }> {
      const total = await events.count(filters);
      if (total > AUDIT_EXPORT_MAX_ROWS) {
        throw ValidationError.field(
          'from',
          `The export would hold ${total} rows; narrow the filters to ${AUDIT_EXPORT_MAX_ROWS} or fewer.`,
        );
      }
      await record(db, { action: 'audit.export', object: { type: 'audit_events', id: null }, after: { filters, rows: total } });
      async function* lines() {
        yield `\uFEFF${csvLine(CSV_HEADINGS)}`;
        for await (const batch of events.batches(filters)) yield batch.map((row) => csvLine(csvRow(row))).join('');
      }
      const stamp = iso(now()).slice(0, 10);
      return { name: `audit-${stamp}.csv`, stream: Readable.from(lines()) };
    },

    async houseEvents(houseId: number, query: { page: number; per_page: number }) {
      const found = await events.houseSecurity(houseId, { limit: query.per_page, offset: (query.page - 1) * query.per_page });
      return { data: found.rows.map(presentForHouse), meta: meta(found.total, query.page, query.per_page) };
    },

    /** Writes the configured retention where the database's delete trigger reads it. */
    setRetentionDays: (days: number) => repository.setRetentionDays(days),
    /** Deletes the rows older than the retention; answers how many. */
    deleteExpired: () => repository.deleteExpired(),
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
