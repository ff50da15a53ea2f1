/**
 * Read model: reads news, news_versions and users for the lists of uploads (a client's own, the review
 * queue, the news desk) and for the desk's and the review's detail, which name an item's author,
 * reviewer and editors; writes nothing.
 */
import type { OwnNewsQuery } from '@portal/shared';
import { and, arrayOverlaps, asc, count, desc, eq, gte, ilike, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { news, newsVersions, users } from '../../db/schema.ts';
import { filterRange } from '../../lib/nepal-dates.ts';
import { containsPattern } from '../../lib/search-terms.ts';
import type { NewsRow } from './news.repository.ts';

const author = alias(users, 'author');
const reviewer = alias(users, 'reviewer');
/** The member of a media house who sent an upload; items from before teams have none. */
const sender = alias(users, 'sender');

const listColumns = {
  id: news.id,
  title: news.title,
  languageId: news.languageId,
  categoryIds: news.categoryIds,
  status: news.status,
  publishAt: news.publishAt,
  createdAt: news.createdAt,
  userId: news.userId,
  userName: sql<string>`coalesce(${sender.fullName}, ${users.fullName})`,
  companyName: users.companyName,
  provinceId: news.provinceId,
  districtId: news.districtId,
  localLevelId: news.localLevelId,
};

/** Whose items a list holds: one client's, every client's (the review queue), or everyone's (the news desk). */
export type Authors = number | 'clients' | 'everyone';

function authorCondition(authors: Authors): SQL | undefined {
  if (authors === 'everyone') return undefined;
  if (authors === 'clients') return sql`${news.userId} in (select ${users.id} from ${users} where ${users.role} = 'client')`;
  return eq(news.userId, authors);
}

/** The items of `authors`, narrowed by the list's search and filters; the date range is on the upload day (Nepal time). */
function listConditions(authors: Authors, query: Pick<OwnNewsQuery, 'query' | 'filters'>, now: Date): SQL | undefined {
  const { language_id: languageId, category_ids: categoryIds, status } = query.filters;
  const range = filterRange(query.filters, now);
  return and(
    authorCondition(authors),
    range.from ? gte(news.createdAt, range.from) : undefined,
    range.until ? lt(news.createdAt, range.until) : undefined,
    languageId ? eq(news.languageId, languageId) : undefined,
    categoryIds && categoryIds.length > 0 ? arrayOverlaps(news.categoryIds, categoryIds) : undefined,
    status ? eq(news.status, status) : undefined,
    query.query ? ilike(news.title, containsPattern(query.query)) : undefined,
  );
}

/** A pending item has no publish date yet, whatever the column holds, so it sorts as one without. */
const shownPublishAt = sql`(case when ${news.status} = 'pending' then null else ${news.publishAt} end)`;

/** The chosen column, then the id, so equal values keep one order from page to page. */
function ownOrder(query: Pick<OwnNewsQuery, 'sortBy' | 'descending'>): SQL[] {
  const direction = query.descending ? desc : asc;
  const column = {
    created_at: news.createdAt,
    publish_at: shownPublishAt,
    title: news.title,
    status: news.status,
  }[query.sortBy];
  const nulls = query.sortBy === 'publish_at' ? sql` nulls last` : sql``;
  return [sql`${direction(column)}${nulls}`, direction(news.id)];
}

export function createNewsAuthorsRepository(db: Database) {
  return {
    async findOwn(id: number, userId: number): Promise<NewsRow | undefined> {
      const [row] = await db
        .select()
        .from(news)
        .where(and(eq(news.id, id), eq(news.userId, userId)))
        .limit(1);
      return row;
    },

    /** Rows of a list in its order: `offset` and `limit` of a page, or the first rows of an export. */
    list(authors: Authors, query: OwnNewsQuery, window: { offset: number; limit: number }, now: Date) {
      return db
        .select(listColumns)
        .from(news)
        .innerJoin(users, eq(users.id, news.userId))
        .leftJoin(sender, eq(sender.id, news.memberId))
        .where(listConditions(authors, query, now))
        .orderBy(...ownOrder(query))
        .limit(window.limit)
        .offset(window.offset);
    },

    async count(authors: Authors, query: OwnNewsQuery, now: Date): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(news)
        .where(listConditions(authors, query, now));
      return row?.total ?? 0;
    },

    /** One item with its author's name, for the desk. */
    async findWithAuthorName(id: number) {
      const [found] = await db
        .select({ row: news, userName: users.fullName })
        .from(news)
        .innerJoin(users, eq(users.id, news.userId))
        .where(eq(news.id, id))
        .limit(1);
      return found;
    },

    /** The recorded corrections of an item with their editors' names, newest first. */
    versionsOf(newsId: number) {
      return db
        .select({ id: newsVersions.id, editorName: users.fullName, changes: newsVersions.changes, createdAt: newsVersions.createdAt })
        .from(newsVersions)
        .leftJoin(users, eq(users.id, newsVersions.editorId))
        .where(eq(newsVersions.newsId, newsId))
        .orderBy(desc(newsVersions.createdAt), desc(newsVersions.id));
    },

    /** An item a client uploaded, with its author and the name of whoever reviewed it. */
    async findClientUpload(id: number) {
      const [found] = await db
        .select({ row: news, author, reviewerName: reviewer.fullName })
        .from(news)
        .innerJoin(author, eq(author.id, news.userId))
        .leftJoin(reviewer, eq(reviewer.id, news.reviewedBy))
        .where(and(eq(news.id, id), eq(author.role, 'client')))
        .limit(1);
      return found;
    },
  };
}
export type NewsAuthorsRepository = ReturnType<typeof createNewsAuthorsRepository>;
export type OwnNewsListRow = Awaited<ReturnType<NewsAuthorsRepository['list']>>[number];
