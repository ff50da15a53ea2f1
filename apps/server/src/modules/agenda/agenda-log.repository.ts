import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { agendaChanges } from '../../db/schema.ts';

/** Serialises the writers of the agenda's log, so its numbers are in commit order (a reader past n never finds a smaller one later). */
const AGENDA_LOG_LOCK = 0x6167_656e;

export type NewChange = Omit<typeof agendaChanges.$inferInsert, 'seq' | 'latest' | 'createdAt'>;

/** The agenda's log: each save of an event, in commit order. */
export function createAgendaLogRepository() {
  return {
    /** Holds the log for this transaction: the next writer waits until it commits. */
    async lock(tx: Database): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(${AGENDA_LOG_LOCK})`);
    },

    /** Appends the change as the event's latest; answers its number. */
    async append(tx: Database, change: NewChange): Promise<number> {
      await tx
        .update(agendaChanges)
        .set({ latest: false })
        .where(and(eq(agendaChanges.eventId, change.eventId), eq(agendaChanges.latest, true)));
      const [row] = await tx.insert(agendaChanges).values(change).returning({ seq: agendaChanges.seq });
      if (!row) throw new Error('the change was not logged');
      return row.seq;
    },
  };
}
export type AgendaLogRepository = ReturnType<typeof createAgendaLogRepository>;
