/** Read model: the agenda's log (agenda_changes, written by the agenda module) as calendars, the Feed API and webhooks read it; writes nothing. */

import type { PublicEvent } from '@portal/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';

/** One save of an event: its place in the log, and the event as outsiders read it then. */
export type AgendaChange = { seq: number; eventId: number; version: number; at: Date; document: PublicEvent };

/** What a listing is narrowed to: one category's events, or the events (or coverages of them) a person watches. */
export type AgendaFilters = { categoryId?: number | undefined; watchedBy?: number | undefined };

type ChangeRow = { seq: string | number; event_id: number; version: number; created_at: string | Date; document: PublicEvent | string };
const changeOf = (row: ChangeRow): AgendaChange => ({
  seq: Number(row.seq),
  eventId: row.event_id,
  version: row.version,
  at: new Date(row.created_at),
  document: typeof row.document === 'string' ? (JSON.parse(row.document) as PublicEvent) : row.document,
});

const COLUMNS = sql`c.seq, c.event_id, c.version, c.created_at, c.document`;

function filtered(filters: AgendaFilters): SQL {
  const conditions = [sql`c.latest`];
  if (filters.categoryId !== undefined)
    conditions.push(sql`c.document -> 'category_ids' @> ${JSON.stringify([filters.categoryId])}::jsonb`);
  if (filters.watchedBy !== undefined)
    conditions.push(sql`c.event_id in (select w.event_id from agenda_watches w where w.user_id = ${filters.watchedBy})`);
  return sql.join(conditions, sql` and `);
}

/**
 * Only an event's latest save is listed (`latest`, its partial index), so an event comes once, in its newest version.
 * Events are never deleted: a cancelled one is listed with its status.
 */
export function createAgendaChangesRepository(db: Database) {
  async function changesWhere(condition: SQL, executor: Database = db): Promise<AgendaChange[]> {
    return rowsOf<ChangeRow>(await executor.execute(sql`select ${COLUMNS} from agenda_changes c where ${condition}`)).map(changeOf);
  }

  return {
    /** The log's last seq (0 while it is empty), read in `executor` when given. */
    async head(executor: Database = db): Promise<number> {
      const [row] = rowsOf<{ head: string | number }>(
        await executor.execute(sql`select coalesce(max(seq), 0) as head from agenda_changes`),
      );
      return Number(row?.head ?? 0);
    },

    /** The events that end on or after `fromDay` (a Nepal day), soonest first, up to `limit`, as logged up to `head`. */
    upcoming(fromDay: string, filters: AgendaFilters, head: number, limit: number): Promise<AgendaChange[]> {
      return changesWhere(sql`${filtered(filters)} and c.seq <= ${head}
        and coalesce(c.document ->> 'end_date', c.document ->> 'start_date') >= ${fromDay}
        order by c.document ->> 'start_date', c.document ->> 'start_time' nulls first, c.event_id limit ${limit}`);
    },

    /** The events changed after `seq` and up to `head`, oldest change first, each once in its latest version. */
    since(seq: number, filters: AgendaFilters, head: number, limit: number): Promise<AgendaChange[]> {
      return changesWhere(sql`${filtered(filters)} and c.seq > ${seq} and c.seq <= ${head} order by c.seq limit ${limit}`);
    },

    /** One event's latest save. */
    async latestOf(eventId: number): Promise<AgendaChange | undefined> {
      return (await changesWhere(sql`c.event_id = ${eventId} order by c.seq desc limit 1`))[0];
    },

    /** One save by its seq (what a webhook delivery sends: that version, however often it is retried). */
    async bySeq(seq: number): Promise<AgendaChange | undefined> {
      return (await changesWhere(sql`c.seq = ${seq}`))[0];
    },

    /** Saves after `seq`, oldest first, every one of them (the webhooks' fan-out sends each save), read in `tx`. */
    after(seq: number, limit: number, tx: Database): Promise<AgendaChange[]> {
      return changesWhere(sql`c.seq > ${seq} order by c.seq limit ${limit}`, tx);
    },

    /** The version each of these saves made, by seq (a webhook's delivery log names its deliveries by them). */
    async versionsBySeq(seqs: number[]): Promise<Map<number, number>> {
      if (seqs.length === 0) return new Map();
      const list = sql.join(
        seqs.map((seq) => sql`${seq}`),
        sql`, `,
      );
      const rows = rowsOf<{ seq: string | number; version: number }>(
        await db.execute(sql`select seq, version from agenda_changes where seq in (${list})`),
      );
      return new Map(rows.map((row) => [Number(row.seq), row.version]));
    },

    /** Every category's English name, by id (a calendar's CATEGORIES). */
    async categoryNames(): Promise<Map<number, string>> {
      const rows = rowsOf<{ id: number; name: string }>(await db.execute(sql`select id, name from categories`));
      return new Map(rows.map((row) => [row.id, row.name]));
    },
  };
}
export type AgendaChangesRepository = ReturnType<typeof createAgendaChangesRepository>;
