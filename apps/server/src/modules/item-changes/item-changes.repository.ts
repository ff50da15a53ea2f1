import type { FeedPubstatus } from '@portal/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';

/** "feed" as bytes: the advisory lock one dispatcher run holds, so events are appended one run at a time. */
const DISPATCH_LOCK = 0x66656564;

/** What the dispatcher knows of an item: how it stands now, and the last event the feeds sent of it. */
export type ItemState = {
  newsId: number;
  /** Published and past its publish time: what clients can read. */
  visible: boolean;
  languageId: number | null;
  categoryIds: number[] | null;
  contentHash: string | null;
  last: { version: number; pubstatus: FeedPubstatus; languageId: number; categoryIds: number[]; contentHash: string } | null;
};

/** One appended event of `feed_events`; `first` when the item was never usable before (alerts go out once). */
export type ItemChange = {
  seq: number;
  newsId: number;
  version: number;
  pubstatus: FeedPubstatus;
  languageId: number;
  categoryIds: number[];
  first: boolean;
  /** When it was appended: the version's `versioncreated`. */
  at: Date;
};

export type NewEvent = Omit<ItemChange, 'seq' | 'at'> & { contentHash: string };

/** An item's latest change: the version an output sending the item as it stands carries. */
export type LatestChange = Pick<ItemChange, 'version' | 'pubstatus' | 'at'>;

type StateRow = {
  news_id: number;
  visible: boolean | null;
  language_id: number | null;
  category_ids: number[] | null;
  content_hash: string | null;
  last_version: number | null;
  last_pubstatus: FeedPubstatus | null;
  last_language_id: number | null;
  last_category_ids: number[] | null;
  last_hash: string | null;
};

export function createItemChangesRepository() {
  return {
    /** Takes the run's lock for the transaction; false when another run (on any instance) holds it. */
    async lock(tx: Database): Promise<boolean> {
      const [row] = rowsOf<{ locked: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${DISPATCH_LOCK}) as locked`));
      return row?.locked === true;
    },

    /**
     * Removes and answers up to `limit` items marked by the triggers on news and media. A mark that a
     * write still to commit has touched is locked by it and left for the run after that commit (the
     * write pokes one, the sweep another): this run would read the item without the write.
     */
    async claimPending(tx: Database, limit: number): Promise<number[]> {
      const rows = rowsOf<{ news_id: number }>(
        await tx.execute(sql`delete from feed_pending where news_id in (
          select news_id from feed_pending order by news_id limit ${limit} for update skip locked
        ) returning news_id`),
      );
      return rows.map((row) => row.news_id);
    },

    async liftsSeenUntil(tx: Database): Promise<Date> {
      const [row] = rowsOf<{ lifts_seen_until: string | Date }>(
        await tx.execute(sql`select lifts_seen_until from feed_state where id = 1`),
      );
      return row ? new Date(row.lifts_seen_until) : new Date(0);
    },

    async setLiftsSeenUntil(tx: Database, until: Date): Promise<void> {
      await tx.execute(sql`insert into feed_state (id, lifts_seen_until) values (1, ${until.toISOString()})
        on conflict (id) do update set lifts_seen_until = excluded.lifts_seen_until`);
    },

    /**
     * Published items whose publish time passed in (since, until], oldest first: embargoes that lifted
     * with no write to announce them. Answers the publish time of the last one when the limit cut the list.
     */
    async lifted(tx: Database, since: Date, until: Date, limit: number): Promise<{ ids: number[]; cutAt: Date | null }> {
      const rows = rowsOf<{ id: number; publish_at: string | Date }>(
        await tx.execute(sql`select id, publish_at from news
          where status = 'published' and publish_at > ${since.toISOString()} and publish_at <= ${until.toISOString()}
          order by publish_at, id limit ${limit}`),
      );
      const last = rows.at(-1);
      return { ids: rows.map((row) => row.id), cutAt: rows.length === limit && last ? new Date(last.publish_at) : null };
    },

    /** How each item stands now against the last event sent of it. */
    async states(tx: Database, ids: number[], now: Date): Promise<ItemState[]> {
      if (ids.length === 0) return [];
      const rows = rowsOf<StateRow>(
        await tx.execute(sql`select c.id as news_id,
            n.status = 'published' and n.publish_at <= ${now.toISOString()} as visible,
            n.language_id, n.category_ids, case when n.id is null then null else news_feed_hash(n) end as content_hash,
            e.version as last_version, e.pubstatus as last_pubstatus, e.language_id as last_language_id,
            e.category_ids as last_category_ids, e.content_hash as last_hash
          from unnest(${`{${ids.join(',')}}`}::integer[]) as c(id)
          left join news n on n.id = c.id
          left join lateral (
            select version, pubstatus, language_id, category_ids, content_hash from feed_events
            where news_id = c.id order by seq desc limit 1
          ) e on true
          order by c.id`),
      );
      return rows.map((row) => ({
        newsId: row.news_id,
        visible: row.visible === true,
        languageId: row.language_id,
        categoryIds: row.category_ids,
        contentHash: row.content_hash,
        last:
          row.last_version === null || row.last_pubstatus === null
            ? null
            : {
                version: row.last_version,
                pubstatus: row.last_pubstatus,
                languageId: row.last_language_id ?? 0,
                categoryIds: row.last_category_ids ?? [],
                contentHash: row.last_hash ?? '',
              },
      }));
    },

    /** The item's latest change; undefined before its first. */
    async latestOf(executor: Database, newsId: number): Promise<LatestChange | undefined> {
      const [row] = rowsOf<{ version: number; pubstatus: FeedPubstatus; created_at: string | Date }>(
        await executor.execute(sql`select version, pubstatus, created_at from feed_events
          where news_id = ${newsId} order by seq desc limit 1`),
      );
      return row && { version: row.version, pubstatus: row.pubstatus, at: new Date(row.created_at) };
    },

    /** Appends events in the given order, each now its item's latest; answers them with their sequence numbers. */
    async append(tx: Database, events: NewEvent[]): Promise<ItemChange[]> {
      if (events.length === 0) return [];
      await tx.execute(sql`update feed_events set latest = false
        where latest and news_id = any(${`{${events.map((event) => event.newsId).join(',')}}`}::integer[])`);
      const records = events.map((event, ord) => ({
        ord,
        news_id: event.newsId,
        version: event.version,
        pubstatus: event.pubstatus,
        language_id: event.languageId,
        category_ids: event.categoryIds,
        content_hash: event.contentHash,
      }));
      const rows = rowsOf<{ seq: string | number; news_id: number; created_at: string | Date }>(
        await tx.execute(sql`insert into feed_events (news_id, version, pubstatus, language_id, category_ids, content_hash)
          select news_id, version, pubstatus, language_id, category_ids, content_hash
          from jsonb_to_recordset(${JSON.stringify(records)}::jsonb)
            as e(ord integer, news_id integer, version integer, pubstatus text, language_id integer, category_ids integer[], content_hash text)
          order by ord
          returning seq, news_id, created_at`),
      );
      const appended = new Map(rows.map((row) => [row.news_id, { seq: Number(row.seq), at: new Date(row.created_at) }]));
      return events.map(({ contentHash: _hash, ...change }) => ({ ...change, seq: 0, at: new Date(0), ...appended.get(change.newsId) }));
    },
  };
}
export type ItemChangesRepository = ReturnType<typeof createItemChangesRepository>;
