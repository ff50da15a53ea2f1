/** Read model: reads client_actions, users, sessions, categories, news, galleries and videos for the staff's analytics; writes nothing. */
import {
  type AnalyticsClientSort,
  type AnalyticsFigures,
  type AnalyticsItemSort,
  type AnalyticsKind,
  messages,
  NEWS_ACTIONS,
  VIDEO_ACTIONS,
  VIEW_ACTION_TYPE,
} from '@portal/shared';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories, clientActions, galleries, news, sessions, users, videos } from '../../db/schema.ts';
import { NEPAL_OFFSET_MS } from '../../lib/nepal-dates.ts';

/** The instants counted: `from` inclusive, `until` exclusive, optionally one kind of content. */
export type ActionScope = { from: Date; until: Date; kind?: AnalyticsKind | undefined };
export type Sorting<Field> = { sortBy: Field; descending: boolean };
export type Window = { limit: number; offset: number };

const { kind, type, action } = clientActions;
const isVideo = eq(kind, 'video');
const isPost = and(eq(kind, 'news'), eq(type, NEWS_ACTIONS.allCopied.type), eq(action, messages.postedAction)) as SQL;
const NEWS_COPIES = [NEWS_ACTIONS.allCopied.type, NEWS_ACTIONS.titleCopied.type, NEWS_ACTIONS.descriptionCopied.type];
const VIDEO_COPIES = [VIDEO_ACTIONS.titleCopied.type, VIDEO_ACTIONS.descriptionCopied.type];

/** Which recorded rows each figure counts (the list is in packages/shared/src/analytics.schema.ts). */
const counted: Record<keyof AnalyticsFigures, SQL> = {
  views: eq(type, VIEW_ACTION_TYPE),
  copies: or(and(isVideo, inArray(type, VIDEO_COPIES)), and(ne(kind, 'video'), inArray(type, NEWS_COPIES), sql`not (${isPost})`)) as SQL,
  downloads: or(
    and(isVideo, eq(type, VIDEO_ACTIONS.downloaded.type)),
    and(ne(kind, 'video'), eq(type, NEWS_ACTIONS.downloaded.type)),
  ) as SQL,
  posts: isPost,
};

const figureColumns = () => ({
  views: sql<number>`count(*) filter (where ${counted.views})`.mapWith(Number).as('views'),
  copies: sql<number>`count(*) filter (where ${counted.copies})`.mapWith(Number).as('copies'),
  downloads: sql<number>`count(*) filter (where ${counted.downloads})`.mapWith(Number).as('downloads'),
  posts: sql<number>`count(*) filter (where ${counted.posts})`.mapWith(Number).as('posts'),
});

const inScope = (scope: ActionScope) =>
  and(gte(clientActions.createdAt, scope.from), lt(clientActions.createdAt, scope.until), scope.kind ? eq(kind, scope.kind) : undefined);

/** The Nepal calendar day of an action; the offset is a constant, inlined so GROUP BY matches the select list. */
const nepalDayOf = sql<string>`to_char(${clientActions.createdAt} at time zone 'UTC' + interval '${sql.raw(String(NEPAL_OFFSET_MS / 60_000))} minutes', 'YYYY-MM-DD')`;

const figuresOf = (row: AnalyticsFigures): AnalyticsFigures => ({
  views: Number(row.views),
  copies: Number(row.copies),
  downloads: Number(row.downloads),
  posts: Number(row.posts),
});

/**
 * Aggregates over `client_actions` for the staff's analytics, all counted in SQL (GROUP BY). The
 * per-client reads go through `client_actions_user_kind_idx`, item titles through the items' keys.
 */
export function createAnalyticsRepository(db: Database) {
  /** Each item's figures in the scope, one row per kind and item. */
  const itemTotals = (scope: ActionScope) =>
    db
      .select({ kind, itemId: clientActions.itemId, ...figureColumns() })
      .from(clientActions)
      .where(inScope(scope))
      .groupBy(kind, clientActions.itemId)
      .as('item_totals');

  return {
    async totals(scope: ActionScope): Promise<AnalyticsFigures> {
      const [row] = await db.select(figureColumns()).from(clientActions).where(inScope(scope));
      return figuresOf(row ?? { views: 0, copies: 0, downloads: 0, posts: 0 });
    },

    async perDay(scope: ActionScope): Promise<(AnalyticsFigures & { day: string })[]> {
      const rows = await db
        .select({ day: nepalDayOf, ...figureColumns() })
        .from(clientActions)
        .where(inScope(scope))
        .groupBy(sql`1`);
      return rows.map((row) => ({ day: row.day, ...figuresOf(row) }));
    },

    async perItem(scope: ActionScope, sorting: Sorting<AnalyticsItemSort | 'total'>, window: Window) {
      const totals = itemTotals(scope);
      const title = sql<string | null>`coalesce(${news.title}, ${galleries.title}, ${videos.title})`;
      const direction = sorting.descending ? desc : asc;
      const order =
        sorting.sortBy === 'title'
          ? sql`${title} ${sql.raw(sorting.descending ? 'desc' : 'asc')} nulls last`
          : direction(
              sorting.sortBy === 'total'
                ? sql`${totals.views} + ${totals.copies} + ${totals.downloads} + ${totals.posts}`
                : totals[sorting.sortBy],
            );
      const rows = await db
        .select({
          kind: totals.kind,
          itemId: totals.itemId,
          title,
          views: totals.views,
          copies: totals.copies,
          downloads: totals.downloads,
          posts: totals.posts,
        })
        .from(totals)
        .leftJoin(news, and(eq(totals.kind, 'news'), eq(news.id, totals.itemId)))
        .leftJoin(galleries, and(eq(totals.kind, 'gallery'), eq(galleries.id, totals.itemId)))
        .leftJoin(videos, and(eq(totals.kind, 'video'), eq(videos.id, totals.itemId)))
        .orderBy(order, asc(totals.kind), desc(totals.itemId))
        .limit(window.limit)
        .offset(window.offset);
      return rows.map((row) => ({ kind: row.kind, itemId: row.itemId, title: row.title, ...figuresOf(row) }));
    },

    async countItems(scope: ActionScope): Promise<number> {
      const [row] = await db.select({ total: count() }).from(itemTotals(scope));
      return row?.total ?? 0;
    },

    async perClient(scope: ActionScope, sorting: Sorting<AnalyticsClientSort>, window: Window) {
      const totals = db
        .select({ userId: clientActions.userId, ...figureColumns() })
        .from(clientActions)
        .where(inScope(scope))
        .groupBy(clientActions.userId)
        .as('client_totals');
      const direction = sorting.descending ? desc : asc;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: users.id,
            fullName: users.fullName,
            companyName: users.companyName,
            email: users.email,
            views: totals.views,
            copies: totals.copies,
            downloads: totals.downloads,
            posts: totals.posts,
          })
          .from(totals)
          .innerJoin(users, eq(users.id, totals.userId))
          .orderBy(direction(sorting.sortBy === 'full_name' ? users.fullName : totals[sorting.sortBy]), asc(users.id))
          .limit(window.limit)
          .offset(window.offset),
        db.select({ total: count() }).from(totals),
      ]);
      return {
        rows: rows.map((row) => ({
          id: row.id,
          fullName: row.fullName,
          companyName: row.companyName,
          email: row.email,
          ...figuresOf(row),
        })),
        total: total?.total ?? 0,
      };
    },

    /** Every active category, those without activity as zeros; an item counts under each of its categories. */
    async perCategory(scope: ActionScope) {
      const totals = itemTotals(scope);
      const result = (await db.execute(sql`
        select ${categories.id} as id, ${categories.name} as name, ${categories.nameNe} as name_ne,
          coalesce(sum(counted.views), 0) as views, coalesce(sum(counted.copies), 0) as copies,
          coalesce(sum(counted.downloads), 0) as downloads, coalesce(sum(counted.posts), 0) as posts
        from ${categories}
        left join (
          select category_id, ${totals.views} as views, ${totals.copies} as copies, ${totals.downloads} as downloads, ${totals.posts} as posts
          from ${totals}
          left join ${news} on ${totals.kind} = 'news' and ${news.id} = ${totals.itemId}
          left join ${videos} on ${totals.kind} = 'video' and ${videos.id} = ${totals.itemId}
          cross join lateral unnest(coalesce(${news.categoryIds}, ${videos.categoryIds})) as category_id
        ) counted on counted.category_id = ${categories.id}
        where ${categories.active}
        group by ${categories.id}
        order by ${categories.position}, ${categories.id}
      `)) as { rows: (AnalyticsFigures & { id: number; name: string; name_ne: string })[] };
      return result.rows.map((row) => ({ id: Number(row.id), name: row.name, nameNe: row.name_ne, ...figuresOf(row) }));
    },

    /** Clients whose latest action, signed-in call and registration are all before `cutoff`, longest silent first. */
    async inactiveClients(cutoff: Date, window: Window) {
      const lastAction = sql<Date | null>`(select max(${clientActions.createdAt}) from ${clientActions} where ${clientActions.userId} = ${users.id})`;
      // Any member's session counts for the media house.
      const lastSession = sql<Date | null>`(select max(s.last_used_at) from ${sessions} s join ${users} m on m.id = s.user_id where coalesce(m.house_id, m.id) = ${users.id})`;
      const lastActive = sql<Date | null>`greatest(${lastAction}, ${lastSession})`;
      const silent = and(
        eq(users.role, 'client'),
        isNull(users.houseId),
        sql`greatest(${lastAction}, ${lastSession}, ${users.createdAt}) < ${cutoff}`,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: users.id,
            fullName: users.fullName,
            companyName: users.companyName,
            email: users.email,
            createdAt: users.createdAt,
            lastActiveAt: lastActive.as('last_active_at'),
          })
          .from(users)
          .where(silent)
          .orderBy(sql`last_active_at asc nulls first`, asc(users.createdAt), asc(users.id))
          .limit(window.limit)
          .offset(window.offset),
        db.select({ total: count() }).from(users).where(silent),
      ]);
      return {
        rows: rows.map((row) => ({ ...row, lastActiveAt: row.lastActiveAt ? new Date(row.lastActiveAt) : null })),
        total: total?.total ?? 0,
      };
    },
  };
}
export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
