/** Read model: the audit trail as the console and a house's owner search it, with each actor's name; writes nothing. */
import { type AuditFilters, HOUSE_SECURITY_ACTIONS } from '@portal/shared';
import { and, count, desc, eq, gte, ilike, inArray, lt, lte, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditEvents, users } from '../../db/schema.ts';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const columns = {
  id: auditEvents.id,
  at: auditEvents.at,
  actorId: auditEvents.actorId,
  actorEmail: auditEvents.actorEmail,
  actorRole: auditEvents.actorRole,
  actorName: users.fullName,
  houseId: auditEvents.houseId,
  action: auditEvents.action,
  objectType: auditEvents.objectType,
  objectId: auditEvents.objectId,
  before: auditEvents.before,
  after: auditEvents.after,
  ip: auditEvents.ip,
  userAgent: auditEvents.userAgent,
  requestId: auditEvents.requestId,
};
export type AuditRow = {
  id: number;
  at: Date;
  actorId: number | null;
  actorEmail: string | null;
  actorRole: string | null;
  actorName: string | null;
  houseId: number | null;
  action: (typeof auditEvents.action.enumValues)[number];
  objectType: string | null;
  objectId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
};

function whereOf(filters: AuditFilters): SQL | undefined {
  return and(
    filters.actor_id === undefined ? undefined : eq(auditEvents.actorId, filters.actor_id),
    filters.actor_email ? ilike(auditEvents.actorEmail, likePattern(filters.actor_email)) : undefined,
    filters.action ? eq(auditEvents.action, filters.action) : undefined,
    filters.object_type ? eq(auditEvents.objectType, filters.object_type) : undefined,
    filters.object_id ? eq(auditEvents.objectId, filters.object_id) : undefined,
    filters.house_id === undefined ? undefined : eq(auditEvents.houseId, filters.house_id),
    filters.from ? gte(auditEvents.at, new Date(filters.from)) : undefined,
    filters.to ? lte(auditEvents.at, new Date(filters.to)) : undefined,
  );
}

export function createAuditEventsRepository(db: Database) {
  const rows = (where: SQL | undefined) =>
    db
      .select(columns)
      .from(auditEvents)
      .leftJoin(users, eq(users.id, auditEvents.actorId))
      .where(where)
      .orderBy(desc(auditEvents.at), desc(auditEvents.id));

  return {
    /** One page of the rows the filters match, newest first, and how many match. */
    async page(filters: AuditFilters, page: { limit: number; offset: number }): Promise<{ rows: AuditRow[]; total: number }> {
      const where = whereOf(filters);
      const [found, [counted]] = await Promise.all([
        rows(where).limit(page.limit).offset(page.offset),
        db.select({ total: count() }).from(auditEvents).where(where),
      ]);
      return { rows: found as AuditRow[], total: counted?.total ?? 0 };
    },

    /** How many rows the filters match. */
    async count(filters: AuditFilters): Promise<number> {
      const [counted] = await db.select({ total: count() }).from(auditEvents).where(whereOf(filters));
      return counted?.total ?? 0;
    },

    /**
     * The matching rows, newest first, a batch at a time, for a streamed export: keyset on the id (the database's
     * microseconds of `at` do not survive a JavaScript Date, the id is exact), so no row is skipped or repeated.
     */
    async *batches(filters: AuditFilters, size = 1_000): AsyncGenerator<AuditRow[]> {
      let beforeId: number | undefined;
      for (;;) {
        const batch = (await db
          .select(columns)
          .from(auditEvents)
          .leftJoin(users, eq(users.id, auditEvents.actorId))
          .where(and(whereOf(filters), beforeId === undefined ? undefined : lt(auditEvents.id, beforeId)))
          .orderBy(desc(auditEvents.id))
          .limit(size)) as AuditRow[];
        if (batch.length > 0) yield batch;
        const last = batch.at(-1);
        if (!last || batch.length < size) return;
        beforeId = last.id;
      }
    },

    /** A house's security events, newest first. */
    async houseSecurity(houseId: number, page: { limit: number; offset: number }): Promise<{ rows: AuditRow[]; total: number }> {
      const where = and(eq(auditEvents.houseId, houseId), inArray(auditEvents.action, [...HOUSE_SECURITY_ACTIONS]));
      const [found, [counted]] = await Promise.all([
        rows(where).limit(page.limit).offset(page.offset),
        db.select({ total: count() }).from(auditEvents).where(where),
      ]);
      return { rows: found as AuditRow[], total: counted?.total ?? 0 };
    },
  };
}
export type AuditEventsRepository = ReturnType<typeof createAuditEventsRepository>;
