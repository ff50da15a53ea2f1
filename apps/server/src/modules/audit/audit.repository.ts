import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { auditEvents, auditSettings } from '../../db/schema.ts';

export type NewAuditRow = typeof auditEvents.$inferInsert;

/** Rows the retention deletes per statement, so a first run over years of rows holds no lock for long. */
const RETENTION_BATCH = 5_000;

/** The audit trail's writes: appending a row (in the caller's transaction), the retention setting, and the retention's delete. */
export function createAuditRepository(db: Database) {
  return {
    /** Appends one row through `executor`, the transaction of the change it records. */
    async insert(executor: Database, row: NewAuditRow) {
      await executor.insert(auditEvents).values(row);
    },

    /** Writes the retention of the configuration (a change of it is audited by the settings' trigger). */
    async setRetentionDays(days: number) {
      await db
        .insert(auditSettings)
        .values({ id: 1, retentionDays: days })
        .onConflictDoUpdate({
          target: auditSettings.id,
          set: { retentionDays: days },
          setWhere: sql`${auditSettings.retentionDays} <> ${days}`,
        });
    },

    async retentionDays(): Promise<number | undefined> {
      const [row] = await db.select({ days: auditSettings.retentionDays }).from(auditSettings).limit(1);
      return row?.days;
    },

    /**
     * Deletes the rows older than the retention, in batches; answers how many. The table's trigger checks the same
     * condition, so no other delete gets through.
     */
    async deleteExpired(): Promise<number> {
      let deleted = 0;
      for (;;) {
        const rows = rowsOf<{ id: number }>(
          await db.execute(sql`delete from audit_events where id in (
            select id from audit_events
            where at < now() - make_interval(days => (select retention_days from audit_settings where id = 1))
            order by at limit ${RETENTION_BATCH}) returning id`),
        );
        deleted += rows.length;
        if (rows.length < RETENTION_BATCH) return deleted;
      }
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
