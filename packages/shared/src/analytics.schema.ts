import { z } from 'zod';
import { booleanFlag, pageFields } from './content.schema.ts';
import { messages } from './messages.ts';
import { calendarDate } from './rules.ts';

/**
 * The staff console's analytics, counted from what clients did (`client_actions`):
 * - views: an item opened (type 1);
 * - copies: title, description or whole item copied (news and photos 2–4, videos 3–4), posting excepted;
 * - downloads: news and photo media 5, videos 2;
 * - posts: a news item posted to the client's own site (type 2 recorded as "Posted to My Site").
 * A file opened in the media viewer (type 6) is part of a view and is not counted apart.
 * Days are calendar days in Nepal time; without `from` and `to` the range is the last 30 days.
 */

export const ANALYTICS_KINDS = ['news', 'gallery', 'video'] as const;
export type AnalyticsKind = (typeof ANALYTICS_KINDS)[number];

export const ANALYTICS_DEFAULT_DAYS = 30;
/**
 * A client is inactive when, for this many days, it recorded no view or action and made no signed-in call
 * (a sign-in included); a client registered more recently is not counted as inactive yet.
 */
export const INACTIVE_AFTER_DAYS = 30;
/** "Top items this week": the last 7 days, today included. */
export const TOP_ITEMS_DAYS = 7;
export const TOP_ITEMS_LIMIT = 10;
export const ANALYTICS_PAGE_SIZE = 10;

export const ANALYTICS_REPORTS = ['items', 'clients', 'categories', 'days'] as const;
export type AnalyticsReport = (typeof ANALYTICS_REPORTS)[number];

const rangeFields = {
  from: z.optional(calendarDate),
  to: z.optional(calendarDate),
  kind: z.enum(ANALYTICS_KINDS).optional(),
};
const rangeInOrder = (range: { from?: string | undefined; to?: string | undefined }) => !range.from || !range.to || range.from <= range.to;
const rangeOrderIssue = { path: ['to'], message: messages.dateRangeOrder };

export const analyticsQuery = z.object(rangeFields).refine(rangeInOrder, rangeOrderIssue);
export type AnalyticsQuery = z.infer<typeof analyticsQuery>;
export type AnalyticsQueryInput = z.input<typeof analyticsQuery>;

export const analyticsExportQuery = z.object({ ...rangeFields, report: z.enum(ANALYTICS_REPORTS) }).refine(rangeInOrder, rangeOrderIssue);
export type AnalyticsExportQuery = z.infer<typeof analyticsExportQuery>;

const FIGURE_FIELDS = ['views', 'copies', 'downloads', 'posts'] as const;
export const ANALYTICS_ITEM_SORT_FIELDS = [...FIGURE_FIELDS, 'title'] as const;
export const ANALYTICS_CLIENT_SORT_FIELDS = [...FIGURE_FIELDS, 'full_name'] as const;
export type AnalyticsItemSort = (typeof ANALYTICS_ITEM_SORT_FIELDS)[number];
export type AnalyticsClientSort = (typeof ANALYTICS_CLIENT_SORT_FIELDS)[number];

const paging = { ...pageFields(ANALYTICS_PAGE_SIZE), descending: booleanFlag.default(true) };

/** A paged, sorted table over the range: the most viewed first unless told otherwise. */
const tableQuery = <Sort extends readonly [string, ...string[]]>(sortFields: Sort) =>
  z
    .object({ ...rangeFields, ...paging, sortBy: z.enum(sortFields).default('views' as Sort[number]) })
    .refine(rangeInOrder, rangeOrderIssue);

export const analyticsItemsQuery = tableQuery(ANALYTICS_ITEM_SORT_FIELDS);
export type AnalyticsItemsQuery = z.infer<typeof analyticsItemsQuery>;
export const analyticsClientsQuery = tableQuery(ANALYTICS_CLIENT_SORT_FIELDS);
export type AnalyticsClientsQuery = z.infer<typeof analyticsClientsQuery>;
export const inactiveClientsQuery = z.object({ page: paging.page, rowsPerPage: paging.rowsPerPage });
export type InactiveClientsQuery = z.infer<typeof inactiveClientsQuery>;

export const analyticsFigures = z.object({
  views: z.number().int(),
  copies: z.number().int(),
  downloads: z.number().int(),
  posts: z.number().int(),
});
export type AnalyticsFigures = z.infer<typeof analyticsFigures>;

const rangeAnswer = { from: calendarDate, to: calendarDate };

/** Totals over the range and one line per day of it, days without activity included as zeros. */
export const analyticsSummary = z.object({
  ...rangeAnswer,
  totals: analyticsFigures,
  days: z.array(analyticsFigures.extend({ day: calendarDate })),
  /** SMS for urgent news the gateway accepted in the range, every client together. */
  urgent_sms_sent: z.number().int(),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummary>;

/** `title` is null when the item has since been deleted. */
export const analyticsItemRow = analyticsFigures.extend({
  kind: z.enum(ANALYTICS_KINDS),
  item_id: z.number().int(),
  title: z.string().nullable(),
});
export type AnalyticsItemRow = z.infer<typeof analyticsItemRow>;

export const analyticsClientRow = analyticsFigures.extend({
  id: z.number().int(),
  full_name: z.string(),
  company_name: z.string(),
  email: z.string(),
});
export type AnalyticsClientRow = z.infer<typeof analyticsClientRow>;

/** An item counts under each of its categories; photos have none and are left out. */
export const analyticsCategoryRow = analyticsFigures.extend({
  id: z.number().int(),
  name: z.string(),
  name_ne: z.string(),
});
export type AnalyticsCategoryRow = z.infer<typeof analyticsCategoryRow>;
export const analyticsCategories = z.object({ ...rangeAnswer, data: z.array(analyticsCategoryRow) });
export type AnalyticsCategories = z.infer<typeof analyticsCategories>;

/** The last TOP_ITEMS_DAYS days' most used items, by all their views and actions together. */
export const topItems = z.object({ ...rangeAnswer, data: z.array(analyticsItemRow) });
export type TopItems = z.infer<typeof topItems>;

/** `last_active_at`: the client's latest action or signed-in call; null when it never had one. */
export const inactiveClientRow = z.object({
  id: z.number().int(),
  full_name: z.string(),
  company_name: z.string(),
  email: z.string(),
  last_active_at: z.string().nullable(),
  created_at: z.string(),
});
export type InactiveClientRow = z.infer<typeof inactiveClientRow>;
