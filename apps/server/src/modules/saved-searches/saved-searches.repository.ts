import type { AlertSetting, Calendar, Locale } from '@portal/shared';
import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { alertMatches, savedSearches } from '../../db/schema.ts';
import { effectiveUsageTerms } from '../content/usage-terms.ts';
import { planInForce } from '../subscription/subscription.repository.ts';

export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type SavedSearchValues = Pick<
  typeof savedSearches.$inferInsert,
  'name' | 'query' | 'filters' | 'matchQuery' | 'languageId' | 'categoryIds' | 'topicCodes' | 'alert' | 'dailyAt'
>;

/** A match to mail: the item as the mail shows it, the client it goes to, and the search that found it. */
export type MailableMatch = {
  matchId: number;
  newsId: number;
  title: string;
  summary: string;
  /** The item's effective usage terms and the editor's note ('' = none). */
  usageTerms: string;
  editorNote: string;
  publishAt: Date;
  email: string;
  locale: Locale;
  calendar: Calendar | null;
  searchId: number | null;
  searchName: string | null;
};

/** The quickest alert first: a client with an immediate search among the matching ones is mailed at once. */
const DELIVERY_RANK = sql`case s.alert when 'immediate' then 0 when 'hourly' then 1 when 'daily' then 2 else 3 end`;

/** Published and past its publish time: what a client can read. */
/** The usage terms and the editor's note of the mailed item `n`, under the names MatchRow reads. */
const MAIL_NOTICE = sql`${effectiveUsageTerms(sql`n.usage_terms`, sql`n.category_ids`)} as usage_terms, n.editor_note`;

const visible = (now: Date) => sql`n.status = 'published' and n.publish_at <= ${now.toISOString()}`;

export function createSavedSearchesRepository(db: Database) {
  return {
    async list(userId: number): Promise<SavedSearchRow[]> {
      return db
        .select()
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId))
        .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
    },

    async find(userId: number, id: number): Promise<SavedSearchRow | undefined> {
      const [row] = await db
        .select()
        .from(savedSearches)
        .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
      return row;
    },

    /**
     * Runs `work` in a transaction holding the client's row lock, so the limit and the name check of two
     * saves at once are decided one after the other.
     */
    async forClient<T>(userId: number, work: (tx: Database) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select id from users where id = ${userId} for update`);
        return work(tx);
      });
    },

    async countOf(tx: Database, userId: number): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
      return row?.n ?? 0;
    },

    /** Whether another of the client's searches has this name, whatever its case. */
    async nameTaken(tx: Database, userId: number, name: string, exceptId?: number): Promise<boolean> {
      const [row] = await tx
        .select({ id: savedSearches.id })
        .from(savedSearches)
        .where(
          and(
            eq(savedSearches.userId, userId),
            sql`lower(${savedSearches.name}) = lower(${name})`,
            ...(exceptId === undefined ? [] : [ne(savedSearches.id, exceptId)]),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async insert(tx: Database, userId: number, values: SavedSearchValues & { digestUntil: Date }): Promise<SavedSearchRow> {
      const [row] = await tx
        .insert(savedSearches)
        .values({ ...values, userId })
        .returning();
      if (!row) throw new Error('saved search not inserted');
      return row;
    },

    async update(tx: Database, userId: number, id: number, values: SavedSearchValues): Promise<SavedSearchRow | undefined> {
      const [row] = await tx
        .update(savedSearches)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
        .returning();
      return row;
    },

    async remove(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(savedSearches)
        .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
        .returning({ id: savedSearches.id });
      return rows.length > 0;
    },

    /** Turns one search's alert off (the unsubscribe link); answers its name, or undefined when it is gone. */
    async turnAlertOff(id: number): Promise<{ name: string } | undefined> {
      const [row] = await db
        .update(savedSearches)
        .set({ alert: 'off', updatedAt: new Date() })
        .where(eq(savedSearches.id, id))
        .returning({ name: savedSearches.name });
      return row;
    },

    async findById(id: number): Promise<SavedSearchRow | undefined> {
      const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, id));
      return row;
    },

    /**
     * One statement per item: every saved search of clients who may read it (not suspended or removed, their
     * media house not suspended and with days left; a member's searches are their own)
     * is tested against the item, and each client gets one match, carrying the quickest alert among its
     * matching searches and one search with that alert. An item matched before is left as it was.
     */
    async matchItem(tx: Database, newsId: number, now: Date): Promise<{ id: number; userId: number; delivery: AlertSetting }[]> {
      const rows = rowsOf<{ id: number; user_id: number; delivery: AlertSetting }>(
        await tx.execute(sql`
          insert into alert_matches (user_id, news_id, saved_search_id, delivery)
          select distinct on (s.user_id) s.user_id, n.id, s.id, s.alert
          from news n
          join saved_searches s
            on (s.language_id is null or s.language_id = n.language_id)
           and (s.category_ids = '{}' or s.category_ids && n.category_ids)
           and (s.match_query is null or n.search_vector @@ to_tsquery('simple', s.match_query))
           and (s.topic_codes = '{}' or exists (select 1 from category_media_topics t
                where t.category_id = any(n.category_ids) and t.code = any(s.topic_codes)))
          join users u on u.id = s.user_id and u.role = 'client' and u.suspended_at is null and u.removed_at is null
          where n.id = ${newsId}
            and ${planInForce(sql`coalesce(u.house_id, u.id)`, now)}
            and not exists (select 1 from users house where house.id = u.house_id and house.suspended_at is not null)
          order by s.user_id, ${DELIVERY_RANK}, s.id
          on conflict (user_id, news_id) do nothing
          returning id, user_id, delivery`),
      );
      return rows.map((row) => ({ id: row.id, userId: row.user_id, delivery: row.delivery }));
    },

    /** The match of an immediate alert, locked and marked mailed; undefined when it went already or the item is no longer readable. */
    async claimImmediate(tx: Database, matchId: number, now: Date): Promise<MailableMatch | undefined> {
      const [row] = rowsOf<MatchRow>(
        await tx.execute(sql`
          update alert_matches m set mailed_at = ${now.toISOString()}
          from news n, users u, saved_searches s
          where m.id = ${matchId} and m.mailed_at is null
            and n.id = m.news_id and ${visible(now)}
            and u.id = m.user_id and u.suspended_at is null
            and s.id = m.saved_search_id
          returning m.id as match_id, n.id as news_id, n.title, n.meta_description, ${MAIL_NOTICE}, n.publish_at,
            u.email, u.locale, u.calendar, s.id as search_id, s.name as search_name`),
      );
      return row && mailable(row);
    },

    /**
     * Hourly and daily searches whose digest is due: hourly once its last digest is an hour old, daily
     * once today's time (Nepal) has passed and today's digest has not gone; only searches with
     * something unmailed.
     */
    async dueDigests(now: Date, nepalMidnight: Date): Promise<number[]> {
      const at = now.toISOString();
      const rows = rowsOf<{ id: number }>(
        await db.execute(sql`
          select s.id from saved_searches s
          where (
            (s.alert = 'hourly' and coalesce(s.digest_until, s.created_at) <= ${at}::timestamptz - interval '1 hour')
            or (s.alert = 'daily' and s.daily_at is not null
                and ${nepalMidnight.toISOString()}::timestamptz + s.daily_at * interval '1 minute' <= ${at}::timestamptz
                and coalesce(s.digest_until, '-infinity') < ${nepalMidnight.toISOString()}::timestamptz + s.daily_at * interval '1 minute')
          )
          and exists (
            select 1 from alert_matches m
            where m.saved_search_id = s.id and m.mailed_at is null and m.delivery in ('hourly', 'daily')
          )
          order by s.id`),
      );
      return rows.map((row) => row.id);
    },

    /**
     * Locks a due search (skipping one another instance is mailing) and marks its unmailed, readable
     * matches mailed and its digest sent; answers them newest first, or undefined when there was none.
     */
    async claimDigest(
      tx: Database,
      searchId: number,
      now: Date,
    ): Promise<
      { search: { id: number; name: string; alert: AlertSetting }; email: string; locale: Locale; matches: MailableMatch[] } | undefined
    > {
      const at = now.toISOString();
      const [search] = rowsOf<{
        id: number;
        name: string;
        alert: AlertSetting;
        email: string;
        locale: Locale;
        calendar: Calendar | null;
        suspended: boolean;
      }>(
        await tx.execute(sql`
          select s.id, s.name, s.alert, u.email, u.locale, u.calendar, u.suspended_at is not null as suspended
          from saved_searches s join users u on u.id = s.user_id
          where s.id = ${searchId} and s.alert in ('hourly', 'daily')
          for update of s skip locked`),
      );
      if (!search || search.suspended) return undefined;
      const rows = rowsOf<MatchRow>(
        await tx.execute(sql`
          update alert_matches m set mailed_at = ${at}
          from news n
          where m.saved_search_id = ${searchId} and m.mailed_at is null and m.delivery in ('hourly', 'daily')
            and n.id = m.news_id and ${visible(now)}
          returning m.id as match_id, n.id as news_id, n.title, n.meta_description, ${MAIL_NOTICE}, n.publish_at,
            ${search.email}::text as email, ${search.locale}::text as locale, ${search.calendar}::text as calendar, ${searchId}::int as search_id, ${search.name}::text as search_name`),
      );
      if (rows.length === 0) return undefined;
      await tx.update(savedSearches).set({ digestUntil: now }).where(eq(savedSearches.id, searchId));
      const matches = rows.map(mailable).sort((a, b) => b.publishAt.getTime() - a.publishAt.getTime() || b.newsId - a.newsId);
      return { search: { id: search.id, name: search.name, alert: search.alert }, email: search.email, locale: search.locale, matches };
    },

    /** The bell: the client's latest matches with the item's title and the search's name, and how many are unread. */
    async bell(userId: number, size: number) {
      const [rows, [unread]] = await Promise.all([
        db.execute(sql`
          select m.id, m.news_id, n.title, n.publish_at, s.name as search_name, m.read_at is not null as read
          from alert_matches m
          join news n on n.id = m.news_id
          left join saved_searches s on s.id = m.saved_search_id
          where m.user_id = ${userId}
          order by m.created_at desc, m.id desc
          limit ${size}`),
        db
          .select({ n: count() })
          .from(alertMatches)
          .where(and(eq(alertMatches.userId, userId), isNull(alertMatches.readAt))),
      ]);
      const matches = rowsOf<{
        id: number;
        news_id: number;
        title: string;
        publish_at: string | Date;
        search_name: string | null;
        read: boolean;
      }>(rows);
      return { matches: matches.map((row) => ({ ...row, publish_at: new Date(row.publish_at) })), unread: unread?.n ?? 0 };
    },

    async markRead(userId: number, ids: number[] | undefined, now: Date): Promise<void> {
      await db
        .update(alertMatches)
        .set({ readAt: now })
        .where(and(eq(alertMatches.userId, userId), isNull(alertMatches.readAt), ...(ids ? [inArray(alertMatches.id, ids)] : [])));
    },
  };
}
export type SavedSearchesRepository = ReturnType<typeof createSavedSearchesRepository>;

type MatchRow = {
  match_id: number;
  news_id: number;
  title: string;
  meta_description: string;
  usage_terms: string;
  editor_note: string;
  publish_at: string | Date;
  email: string;
  locale: Locale;
  calendar: Calendar | null;
  search_id: number | null;
  search_name: string | null;
};

function mailable(row: MatchRow): MailableMatch {
  return {
    matchId: row.match_id,
    newsId: row.news_id,
    title: row.title,
    summary: row.meta_description,
    usageTerms: row.usage_terms,
    editorNote: row.editor_note,
    publishAt: new Date(row.publish_at),
    email: row.email,
    locale: row.locale,
    calendar: row.calendar,
    searchId: row.search_id,
    searchName: row.search_name,
  };
}
