/** Read model: the item-change log (feed_events) as the Feed API and webhooks send it, and the filters' lookups; writes nothing. */

import type { FeedPubstatus } from '@portal/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';

/**
 * An item's change as it is sent: with the ninjs stored for it (feed-documents.ts), or null where none
 * was made for the current settings yet.
 */
export type FeedEvent = {
  seq: number;
  newsId: number;
  version: number;
  pubstatus: FeedPubstatus;
  at: Date;
  languageCode: string;
  ninjs: string | null;
  ninjsWithoutVideos: string | null;
};

/**
 * What a page is narrowed to: a category's and a language's ids, Media Topic codes (a topic and its narrower ones: an
 * item matches when any of its categories maps to one of them now), and a prefix tsquery of search words.
 */
export type FeedFilters = { categoryId?: number; languageId?: number; topicCodes?: string[]; tsQuery?: string };

const placeholder = sql.placeholder;

/** An event's columns; its ninjs only when made for the settings `feed_state` names (below `documents_below` they are not). */
const EVENT_COLUMNS = sql`e.seq, e.news_id, e.version, e.pubstatus, e.created_at, l.code,
  case when e.seq >= coalesce((select documents_below from feed_state where id = 1), 0) then e.ninjs end as ninjs,
  case when e.seq >= coalesce((select documents_below from feed_state where id = 1), 0) then e.ninjs_without_videos end as ninjs_without_videos`;

/**
 * An event is listed only when it is its item's latest (`feed_events_latest_idx`), so an item comes once
 * per page, in its latest version. Cancellations pass the search filter: the item's text may be gone, and taking
 * down what one never took is harmless. An empty filter is a null parameter, so one prepared statement
 * serves every combination.
 */
const LISTED = sql`e.latest
  and (${placeholder('category')}::integer is null or e.category_ids @> array[${placeholder('category')}::integer])
  and (${placeholder('language')}::integer is null or e.language_id = ${placeholder('language')}::integer)
  and (${placeholder('topics')}::text[] is null or exists (select 1 from category_media_topics t
    where t.category_id = any(e.category_ids) and t.code = any(${placeholder('topics')}::text[])))
  and (${placeholder('tsQuery')}::text is null or e.pubstatus = 'canceled' or exists (select 1 from news n
    where n.id = e.news_id and n.search_vector @@ to_tsquery('simple', ${placeholder('tsQuery')}::text)))`;

const column = <T>(name: string) => sql<T>`${sql.identifier('page')}.${sql.identifier(name)}`;
const asDate = (value: string | Date) => new Date(value);

/** The page's rows, and the log's last seq in the same snapshot (a row of nulls when no event matched). */
const PAGE_FIELDS = {
  seq: column<number | null>('seq').mapWith(Number),
  newsId: column<number>('news_id'),
  version: column<number>('version'),
  pubstatus: column<FeedPubstatus>('pubstatus'),
  at: column<Date>('created_at').mapWith(asDate),
  languageCode: column<string>('code'),
  ninjs: column<string | null>('ninjs'),
  ninjsWithoutVideos: column<string | null>('ninjs_without_videos'),
  head: column<number>('head').mapWith(Number),
};

const pageSource = (where: SQL, direction: 'asc' | 'desc') => {
  const order = sql.raw(direction);
  return sql`(select page.*, log.head from (select coalesce(max(seq), 0) as head from feed_events) log
    left join (
      select ${EVENT_COLUMNS} from feed_events e join languages l on l.id = e.language_id
      where ${where} and ${LISTED} order by e.seq ${order} limit ${placeholder('limit')}
    ) page on true order by page.seq ${order}) page`;
};

type PageRow = { [Key in keyof typeof PAGE_FIELDS]: (typeof PAGE_FIELDS)[Key]['_']['type'] };

const pageOf = (rows: PageRow[]) => ({
  events: rows.filter((row): row is PageRow & { seq: number } => row.seq !== null).map(({ head: _head, ...event }) => event),
  head: rows[0]?.head ?? 0,
});

export function createFeedEventsRepository(db: Database) {
  // Prepared once each: planning the page's statement cost as much as running it.
  const since = db
    .select(PAGE_FIELDS)
    .from(pageSource(sql`e.seq > ${placeholder('since')}::bigint`, 'asc'))
    .prepare('feed_page_since');
  const newest = db.select(PAGE_FIELDS).from(pageSource(sql`e.pubstatus = 'usable'`, 'desc')).prepare('feed_page_newest');
  const parameters = (filters: FeedFilters, limit: number) => ({
    category: filters.categoryId ?? null,
    language: filters.languageId ?? null,
    topics: filters.topicCodes ?? null,
    tsQuery: filters.tsQuery ?? null,
    limit,
  });

  async function eventsWhere(condition: SQL): Promise<FeedEvent[]> {
    const rows = rowsOf<{
      seq: string | number;
      news_id: number;
      version: number;
      pubstatus: FeedPubstatus;
      created_at: string | Date;
      code: string;
      ninjs: string | null;
      ninjs_without_videos: string | null;
    }>(await db.execute(sql`select ${EVENT_COLUMNS} from feed_events e join languages l on l.id = e.language_id where ${condition}`));
    return rows.map((row) => ({
      seq: Number(row.seq),
      newsId: row.news_id,
      version: row.version,
      pubstatus: row.pubstatus,
      at: asDate(row.created_at),
      languageCode: row.code,
      ninjs: row.ninjs,
      ninjsWithoutVideos: row.ninjs_without_videos,
    }));
  }

  return {
    /** Changes after `seq`, oldest first, and the log's head. */
    since: async (seq: number, filters: FeedFilters, limit: number) =>
      pageOf(await since.execute({ ...parameters(filters, limit), since: seq })),

    /** The newest usable items, newest first, and the log's head. */
    newest: async (filters: FeedFilters, limit: number) => pageOf(await newest.execute(parameters(filters, limit))),

    /** One item's latest change. */
    async latestOf(newsId: number): Promise<FeedEvent | undefined> {
      return (await eventsWhere(sql`e.news_id = ${newsId} order by e.seq desc limit 1`))[0];
    },

    /** One change by its seq (what a webhook delivery sends). */
    async bySeq(seq: number): Promise<FeedEvent | undefined> {
      return (await eventsWhere(sql`e.seq = ${seq}`))[0];
    },

    /** The version of each of these changes, by seq (a delivery log names its events by them). */
    async versionsBySeq(seqs: number[]): Promise<Map<number, number>> {
      if (seqs.length === 0) return new Map();
      const rows = rowsOf<{ seq: string | number; version: number }>(
        await db.execute(
          sql`select seq, version from feed_events where seq in (${sql.join(
            seqs.map((seq) => sql`${seq}`),
            sql`, `,
          )})`,
        ),
      );
      return new Map(rows.map((row) => [Number(row.seq), row.version]));
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
