import { and, asc, count, eq, gte, inArray, lte, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { agendaCoverages, agendaEvents } from '../../db/schema.ts';

export type EventRow = typeof agendaEvents.$inferSelect;
export type NewEvent = typeof agendaEvents.$inferInsert;
export type CoverageRow = typeof agendaCoverages.$inferSelect;
export type CoverageValues = Pick<CoverageRow, 'kind' | 'state' | 'expectedDate' | 'expectedTime' | 'note'> & { id?: number | undefined };
export type EventRange = { from?: string | undefined; to?: string | undefined; status?: EventRow['status'] | undefined };

/** The agenda's events and their coverage; an event's coverages are saved with it, in the order given. */
export function createAgendaRepository(db: Database) {
  const inRange = (range: EventRange): SQL | undefined =>
    and(
      // An event overlaps the range when it starts before its end and ends (or starts, on one day) after its start.
      range.to ? lte(agendaEvents.startDate, range.to) : undefined,
      range.from ? gte(sql`coalesce(${agendaEvents.endDate}, ${agendaEvents.startDate})`, range.from) : undefined,
      range.status ? eq(agendaEvents.status, range.status) : undefined,
    );

  return {
    async page(range: EventRange, page: { limit: number; offset: number }) {
      const where = inRange(range);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(agendaEvents)
          .where(where)
          .orderBy(asc(agendaEvents.startDate), sql`${agendaEvents.startTime} asc nulls first`, asc(agendaEvents.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(agendaEvents).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async find(id: number, via: Database = db): Promise<EventRow | undefined> {
      const [row] = await via.select().from(agendaEvents).where(eq(agendaEvents.id, id));
      return row;
    },

    async coveragesOf(eventIds: number[], via: Database = db): Promise<CoverageRow[]> {
      if (eventIds.length === 0) return [];
      return via
        .select()
        .from(agendaCoverages)
        .where(inArray(agendaCoverages.eventId, eventIds))
        .orderBy(asc(agendaCoverages.eventId), asc(agendaCoverages.position));
    },

    async insert(tx: Database, values: NewEvent): Promise<EventRow> {
      const [row] = await tx.insert(agendaEvents).values(values).returning();
      if (!row) throw new Error('the event was not inserted');
      return row;
    },

    /** Saves over the event only if it is still at `version`; undefined when it is not (or is gone). */
    async updateAt(tx: Database, id: number, version: number, values: Partial<NewEvent>): Promise<EventRow | undefined> {
      const [row] = await tx
        .update(agendaEvents)
        .set({ ...values, version: sql`${agendaEvents.version} + 1`, updatedAt: new Date() })
        .where(and(eq(agendaEvents.id, id), eq(agendaEvents.version, version)))
        .returning();
      return row;
    },

    /** The event's coverages become `coverages`: those with an id of this event are kept and changed, the rest made anew. */
    async saveCoverages(tx: Database, eventId: number, coverages: CoverageValues[]): Promise<void> {
      const kept = coverages.flatMap((coverage) => (coverage.id === undefined ? [] : [coverage.id]));
      await tx
        .delete(agendaCoverages)
        .where(and(eq(agendaCoverages.eventId, eventId), kept.length > 0 ? notInArray(agendaCoverages.id, kept) : undefined));
      for (const [position, { id, ...values }] of coverages.entries()) {
        const changed =
          id === undefined
            ? []
            : await tx
                .update(agendaCoverages)
                .set({ ...values, position, updatedAt: new Date() })
                .where(and(eq(agendaCoverages.id, id), eq(agendaCoverages.eventId, eventId)))
                .returning({ id: agendaCoverages.id });
        if (changed.length === 0) await tx.insert(agendaCoverages).values({ ...values, eventId, position });
      }
    },
  };
}
export type AgendaRepository = ReturnType<typeof createAgendaRepository>;
