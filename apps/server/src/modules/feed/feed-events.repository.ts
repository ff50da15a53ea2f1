/** Read model: the item-change log (feed_events) as the Feed API pages it, and the filters' lookups; writes nothing. */

import type { FeedPubstatus } from '@portal/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** An item's latest change as a page lists it. */
export type FeedEvent = { seq: number; newsId: number; version: number; pubstatus: FeedPubstatus; at: Date; languageCode: string };

/** What a page is narrowed to: a category's and a language's ids, and a prefix tsquery of search words. */
export type FeedFilters = { categoryId?: number; languageId?: number; tsQuery?: string };

type EventRow = {
  seq: string | number;
  news_id: number;
  version: number;
  pubstatus: FeedPubstatus;
  created_at: string | Date;
  code: string;
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * An event is listed only when it is its item's latest (the (news_id, seq desc) index answers that per
 * row), so an item comes once per page, as it stands. Cancellations pass the search filter: the item's
 * text may be gone, and taking down what one never took is harmless.
 */
function conditions(filters: FeedFilters): SQL {
  const parts: SQL[] = [sql`not exists (select 1 from feed_events later where later.news_id = e.news_id and later.seq > e.seq)`];
  if (filters.categoryId !== undefined) parts.push(sql`e.category_ids @> array[${filters.categoryId}::integer]`);
  if (filters.languageId !== undefined) parts.push(sql`e.language_id = ${filters.languageId}`);
  if (filters.tsQuery !== undefined) {
    parts.push(sql`(e.pubstatus = 'canceled' or exists (select 1 from news n
      where n.id = e.news_id and n.search_vector @@ to_tsquery('simple', ${filters.tsQuery})))`);
  }
  return sql.join(parts, sql` and `);
}

const toEvent = (row: EventRow): FeedEvent => ({
  seq: Number(row.seq),
  newsId: row.news_id,
  version: row.version,
  pubstatus: row.pubstatus,
  at: new Date(row.created_at),
  languageCode: row.code,
});

export function createFeedEventsRepository(db: Database) {
  /** The events, and the log's last seq in the same snapshot (where the next poll starts when nothing more matched). */
  async function read(where: SQL, direction: 'asc' | 'desc', limit: number) {
    const order = direction === 'asc' ? sql`asc` : sql`desc`;
    const result = await db.execute(sql`with page as (
        select e.seq, e.news_id, e.version, e.pubstatus, e.created_at, l.code
        from feed_events e join languages l on l.id = e.language_id
        where ${where} order by e.seq ${order} limit ${limit}
      )
      select page.*, log.head from (select coalesce(max(seq), 0) as head from feed_events) log
        left join page on true order by page.seq ${order}`);
    const rows = rowsOf<EventRow & { head: string | number }>(result);
    return { events: rows.filter((row) => row.seq !== null).map(toEvent), head: Number(rows[0]?.head ?? 0) };
  }

  return {
    /** Changes after `seq`, oldest first. */
    since: (seq: number, filters: FeedFilters, limit: number) => read(sql`e.seq > ${seq} and ${conditions(filters)}`, 'asc', limit),

    /** The newest usable items, newest first. */
    newest: (filters: FeedFilters, limit: number) => read(sql`e.pubstatus = 'usable' and ${conditions(filters)}`, 'desc', limit),

    /** One item's latest change. */
    async latestOf(newsId: number): Promise<FeedEvent | undefined> {
      const [row] = rowsOf<EventRow>(
        await db.execute(sql`select e.seq, e.news_id, e.version, e.pubstatus, e.created_at, l.code
          from feed_events e join languages l on l.id = e.language_id where e.news_id = ${newsId} order by e.seq desc limit 1`),
      );
      return row && toEvent(row);
    },

    async categoryId(idOrSlug: string): Promise<number | undefined> {
      const id = /^\d{1,9}$/.test(idOrSlug) ? Number(idOrSlug) : null;
      const [row] = rowsOf<{ id: number }>(
        await db.execute(sql`select id from categories where ${id === null ? sql`slug = ${idOrSlug}` : sql`id = ${id}`}`),
      );
      return row?.id;
    },

    async languageId(code: string): Promise<number | undefined> {
      const [row] = rowsOf<{ id: number }>(await db.execute(sql`select id from languages where code = ${code}`));
      return row?.id;
    },
  };
}
export type FeedEventsRepository = ReturnType<typeof createFeedEventsRepository>;
