import type { RecurrenceRule } from '@portal/shared';
import { and, asc, count, eq, getTableColumns, gte, inArray, lte, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { agendaCoverages, agendaEvents, agendaSeries } from '../../db/schema.ts';
import type { MediaRepository, MediaRow } from '../media/media.repository.ts';

export type EventRow = typeof agendaEvents.$inferSelect;
/** An event with the rule of its series, when it is an occurrence of one. */
export type EventRecord = EventRow & { seriesRule: RecurrenceRule | null };
export type NewEvent = typeof agendaEvents.$inferInsert;
export type CoverageRow = typeof agendaCoverages.$inferSelect;
export type CoverageValues = Pick<CoverageRow, 'kind' | 'state' | 'expectedDate' | 'expectedTime' | 'note'> & { id?: number | undefined };
/** What is presented with events: their coverage, the titles of the items that delivered it, their files. */
export type EventParts = { coverages: CoverageRow[]; titles: Map<string, string>; files: Map<number, MediaRow[]> };
/** An event as it stood before or after a save. */
export type EventState = { event: EventRecord; coverages: CoverageRow[] };
export type ItemRef = { kind: 'news' | 'gallery' | 'video'; id: number };
export const itemKey = (item: ItemRef) => `${item.kind}:${item.id}`;

/** The table of each kind of item a coverage can be delivered by: all three are `publishable` (content.tables.ts). */
const ITEM_TABLES = { news: sql.raw('news'), gallery: sql.raw('galleries'), video: sql.raw('videos') } as const;

export type EventRange = { from?: string | undefined; to?: string | undefined; status?: EventRow['status'] | undefined };
/** What clients narrow the agenda by, besides the range; `homeDistrictId` puts that district's events first each day. */
export type EventFilter = EventRange & {
  province?: number | undefined;
  district?: number | undefined;
  local_level?: number | undefined;
  category?: number | undefined;
  coverageKind?: CoverageRow['kind'] | undefined;
  search?: string | undefined;
  watchedBy?: number | undefined;
  homeDistrictId?: number | null | undefined;
};

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The agenda's events and their coverage; an event's coverages are saved with it, in the order given. */
export function createAgendaRepository(db: Database, media: Pick<MediaRepository, 'ofOwners'>) {
  const matching = (filter: EventFilter): SQL | undefined =>
    and(
      // An event overlaps the range when it starts before its end and ends (or starts, on one day) after its start.
      filter.to ? lte(agendaEvents.startDate, filter.to) : undefined,
      filter.from ? gte(sql`coalesce(${agendaEvents.endDate}, ${agendaEvents.startDate})`, filter.from) : undefined,
      filter.status ? eq(agendaEvents.status, filter.status) : undefined,
      filter.province ? eq(agendaEvents.provinceId, filter.province) : undefined,
      filter.district ? eq(agendaEvents.districtId, filter.district) : undefined,
      filter.local_level ? eq(agendaEvents.localLevelId, filter.local_level) : undefined,
      filter.category ? sql`${agendaEvents.categoryIds} @> array[${filter.category}]::integer[]` : undefined,
      filter.coverageKind
        ? sql`exists (select 1 from agenda_coverages c where c.event_id = ${agendaEvents.id} and c.kind = ${filter.coverageKind})`
        : undefined,
      filter.search
        ? sql`concat_ws(' ', ${agendaEvents.title}, ${agendaEvents.titleNe}, ${agendaEvents.description}, ${agendaEvents.descriptionNe}, ${agendaEvents.venue}, ${agendaEvents.organiser}) ilike ${likePattern(filter.search)}`
        : undefined,
      filter.watchedBy
        ? sql`exists (select 1 from agenda_watches w where w.event_id = ${agendaEvents.id} and w.user_id = ${filter.watchedBy})`
        : undefined,
    );

  const records = (via: Database) =>
    via
      .select({ ...getTableColumns(agendaEvents), seriesRule: agendaSeries.rule })
      .from(agendaEvents)
      .leftJoin(agendaSeries, eq(agendaSeries.id, agendaEvents.seriesId));

  return {
    async page(filter: EventFilter, page: { limit: number; offset: number }) {
      const where = matching(filter);
      const home = filter.homeDistrictId ? sql`(${agendaEvents.districtId} = ${filter.homeDistrictId}) desc nulls last` : sql`1`;
      const [rows, [total]] = await Promise.all([
        records(db)
          .where(where)
          .orderBy(asc(agendaEvents.startDate), home, sql`${agendaEvents.startTime} asc nulls first`, asc(agendaEvents.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(agendaEvents).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async find(id: number, via: Database = db): Promise<EventRecord | undefined> {
      const [row] = await records(via).where(eq(agendaEvents.id, id));
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

    async stateOf(id: number, via: Database = db): Promise<EventState | undefined> {
      const event = await this.find(id, via);
      return event && { event, coverages: await this.coveragesOf([id], via) };
    },

    async partsOf(eventIds: number[], via: Database = db): Promise<EventParts> {
      const [coverages, files] = await Promise.all([this.coveragesOf(eventIds, via), media.ofOwners('eventId', eventIds, via)]);
      return { coverages, files, titles: await this.deliveredTitles(coverages, via) };
    },

    /** The titles of the items that delivered `coverages`, by itemKey. */
    async deliveredTitles(coverages: CoverageRow[], via: Database = db): Promise<Map<string, string>> {
      const items = coverages.flatMap((coverage) =>
        coverage.deliveredKind && coverage.deliveredId !== null ? [{ kind: coverage.deliveredKind, id: coverage.deliveredId }] : [],
      );
      const titles = new Map<string, string>();
      for (const kind of ['news', 'gallery', 'video'] as const) {
        const ids = items.filter((item) => item.kind === kind).map((item) => item.id);
        if (ids.length === 0) continue;
        const rows = rowsOf<{ id: number; title: string }>(
          await via.execute(sql`select id, title from ${ITEM_TABLES[kind]} where id in ${sql`(${sql.join(ids, sql`, `)})`}`),
        );
        for (const row of rows) titles.set(itemKey({ kind, id: row.id }), row.title);
      }
      return titles;
    },

    /** The item when it is published now, with the instant it was; undefined otherwise. */
    async publishedItem(item: ItemRef, at: Date, via: Database = db): Promise<{ title: string; publishAt: Date } | undefined> {
      const [row] = rowsOf<{ title: string; publish_at: string | Date }>(
        await via.execute(
          sql`select title, publish_at from ${ITEM_TABLES[item.kind]} where id = ${item.id} and status = 'published' and publish_at <= ${at.toISOString()}`,
        ),
      );
      return row && { title: row.title, publishAt: new Date(row.publish_at) };
    },

    async insertSeries(tx: Database, rule: RecurrenceRule, staffId: number): Promise<number> {
      const [row] = await tx.insert(agendaSeries).values({ rule, createdBy: staffId }).returning({ id: agendaSeries.id });
      if (!row) throw new Error('the series was not inserted');
      return row.id;
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

    /** The coverage, locked until the transaction ends: two links of it at once are made one after the other. */
    async coverage(id: number, via: Database = db): Promise<CoverageRow | undefined> {
      const [row] = await via.select().from(agendaCoverages).where(eq(agendaCoverages.id, id)).for('update');
      return row;
    },

    /** The coverage delivered by `item`, or (null) in progress again with no item. */
    async setDelivery(tx: Database, coverageId: number, item: ItemRef | null): Promise<void> {
      await tx
        .update(agendaCoverages)
        .set({
          state: item ? 'delivered' : 'in_progress',
          deliveredKind: item?.kind ?? null,
          deliveredId: item?.id ?? null,
          updatedAt: new Date(),
        })
        .where(eq(agendaCoverages.id, coverageId));
    },

    /** A new version of the event, locked until the transaction ends, whose coverage changed without a form. */
    async bump(tx: Database, eventId: number, staffId: number | null): Promise<void> {
      await tx
        .update(agendaEvents)
        .set({ version: sql`${agendaEvents.version} + 1`, updatedAt: new Date(), ...(staffId === null ? {} : { updatedBy: staffId }) })
        .where(eq(agendaEvents.id, eventId));
    },

    /** Delivered coverages whose item is no longer readable: unpublished, deleted, or moved to a later time. */
    async withdrawnDeliveries(at: Date): Promise<CoverageRow[]> {
      const readable = (kind: ItemRef['kind']) =>
        sql`(${agendaCoverages.deliveredKind} = ${kind} and exists (select 1 from ${ITEM_TABLES[kind]} i where i.id = ${agendaCoverages.deliveredId} and i.status = 'published' and i.publish_at <= ${at.toISOString()}))`;
      return db
        .select()
        .from(agendaCoverages)
        .where(
          and(eq(agendaCoverages.state, 'delivered'), sql`not (${readable('news')} or ${readable('gallery')} or ${readable('video')})`),
        );
    },

    /**
     * Coverages of `kinds` not yet delivered nor cancelled, of events not cancelled within two days of `day`, the
     * nearest expected (or event) day first.
     */
    async undelivered(kinds: CoverageRow['kind'][], day: string, limit: number) {
      const when = sql`coalesce(${agendaCoverages.expectedDate}, ${agendaEvents.startDate})`;
      return db
        .select({ event: agendaEvents, coverage: agendaCoverages })
        .from(agendaCoverages)
        .innerJoin(agendaEvents, eq(agendaEvents.id, agendaCoverages.eventId))
        .where(
          and(
            inArray(agendaCoverages.kind, kinds),
            notInArray(agendaCoverages.state, ['delivered', 'cancelled']),
            sql`${agendaEvents.status} <> 'cancelled'`,
            sql`${when} between ${day}::date - 2 and ${day}::date + 2`,
          ),
        )
        .orderBy(sql`abs(${when} - ${day}::date)`, sql`${agendaCoverages.expectedTime} asc nulls last`, asc(agendaCoverages.id))
        .limit(limit);
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
