import {
  ANALYTICS_DEFAULT_DAYS,
  type AnalyticsCategories,
  type AnalyticsClientRow,
  type AnalyticsClientsQuery,
  type AnalyticsExportQuery,
  type AnalyticsItemRow,
  type AnalyticsItemsQuery,
  type AnalyticsQuery,
  type AnalyticsSummary,
  type FeedCallsAnswer,
  type FeedCallsQuery,
  INACTIVE_AFTER_DAYS,
  type InactiveClientRow,
  type InactiveClientsQuery,
  MAX_RESULT_WINDOW,
  type Paged,
  TOP_ITEMS_DAYS,
  TOP_ITEMS_LIMIT,
  type TopItems,
} from '@portal/shared';
import { type Cell, toCsv } from '../../lib/csv-writer.ts';
import { filterRange, nepalDay } from '../../lib/nepal-dates.ts';
import { offsetOf, pageMeta } from '../content/content-query.ts';
import type { ActionScope, AnalyticsRepository } from './analytics.repository.ts';
import type { FeedCallsRepository } from './feed-calls.repository.ts';

const DAY_MS = 86_400_000;
const FIGURE_HEADINGS = ['Views', 'Copies', 'Downloads', 'Posts to site'];

type Days = { from: string; to: string };
type ItemTotals = Awaited<ReturnType<AnalyticsRepository['perItem']>>[number];

const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Every calendar day from `from` to `to`, both included. */
function daysOf({ from, to }: Days): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = shiftDay(day, 1)) days.push(day);
  return days;
}

const presentItem = (row: ItemTotals): AnalyticsItemRow => ({
  kind: row.kind,
  item_id: row.itemId,
  title: row.title,
  views: row.views,
  copies: row.copies,
  downloads: row.downloads,
  posts: row.posts,
});

const figureCells = (row: { views: number; copies: number; downloads: number; posts: number }): Cell[] => [
  row.views,
  row.copies,
  row.downloads,
  row.posts,
];

/**
 * The staff console's analytics over a range of Nepal calendar days, by default
 * the last ANALYTICS_DEFAULT_DAYS days; the figures are defined in packages/shared/src/analytics.schema.ts.
 */
export function createAnalyticsService(deps: {
  repository: AnalyticsRepository;
  feedCalls: FeedCallsRepository;
  /** How many urgent-news SMS went out in [from, until) (modules/urgent-sms). */
  urgentSmsSent: (from: Date, until: Date) => Promise<number>;
  now: () => Date;
}) {
  const { repository, now } = deps;

  function daysAsked(query: Pick<AnalyticsQuery, 'from' | 'to'>): Days {
    const to = query.to ?? nepalDay(now());
    return { from: query.from ?? shiftDay(to, 1 - ANALYTICS_DEFAULT_DAYS), to };
  }

  function scopeOf(days: Days, kind: AnalyticsQuery['kind']): ActionScope {
    const range = filterRange({ date_from: days.from, date_to: days.to }, now());
    return { from: range.from as Date, until: range.until as Date, kind };
  }

  async function summary(query: AnalyticsQuery): Promise<AnalyticsSummary> {
    const days = daysAsked(query);
    const scope = scopeOf(days, query.kind);
    const [totals, perDay, urgentSmsSent] = await Promise.all([
      repository.totals(scope),
      repository.perDay(scope),
      deps.urgentSmsSent(scope.from, scope.until),
    ]);
    const byDay = new Map(perDay.map((row) => [row.day, row]));
    const empty = { views: 0, copies: 0, downloads: 0, posts: 0 };
    return {
      ...days,
      totals,
      days: daysOf(days).map((day) => ({ ...(byDay.get(day) ?? empty), day })),
      urgent_sms_sent: urgentSmsSent,
    };
  }

  async function items(query: AnalyticsItemsQuery): Promise<Paged<AnalyticsItemRow>> {
    const scope = scopeOf(daysAsked(query), query.kind);
    const [rows, total] = await Promise.all([
      repository.perItem(scope, query, { limit: query.rowsPerPage, offset: offsetOf(query) }),
      repository.countItems(scope),
    ]);
    return { data: rows.map(presentItem), meta: pageMeta(total, query) };
  }

  async function clients(query: AnalyticsClientsQuery): Promise<Paged<AnalyticsClientRow>> {
    const scope = scopeOf(daysAsked(query), query.kind);
    const { rows, total } = await repository.perClient(scope, query, { limit: query.rowsPerPage, offset: offsetOf(query) });
    return {
      data: rows.map((row) => ({
        id: row.id,
        full_name: row.fullName,
        company_name: row.companyName,
        email: row.email,
        views: row.views,
        copies: row.copies,
        downloads: row.downloads,
        posts: row.posts,
      })),
      meta: pageMeta(total, query),
    };
  }

  async function categories(query: AnalyticsQuery): Promise<AnalyticsCategories> {
    const days = daysAsked(query);
    const rows = await repository.perCategory(scopeOf(days, query.kind));
    return { ...days, data: rows.map(({ nameNe, ...row }) => ({ ...row, name_ne: nameNe })) };
  }

  /** Everything the export of one report holds, as rows of cells under a heading row. */
  async function reportRows(query: AnalyticsExportQuery): Promise<Cell[][]> {
    const days = daysAsked(query);
    const scope = scopeOf(days, query.kind);
    const everything = { limit: MAX_RESULT_WINDOW, offset: 0 };
    switch (query.report) {
      case 'items': {
        const rows = await repository.perItem(scope, { sortBy: 'views', descending: true }, everything);
        return [
          ['Kind', 'Item ID', 'Title', ...FIGURE_HEADINGS],
          ...rows.map((row) => [row.kind, row.itemId, row.title, ...figureCells(row)]),
        ];
      }
      case 'clients': {
        const { rows } = await repository.perClient(scope, { sortBy: 'views', descending: true }, everything);
        return [
          ['Client ID', 'Name', 'Company', 'Email', ...FIGURE_HEADINGS],
          ...rows.map((row) => [row.id, row.fullName, row.companyName, row.email, ...figureCells(row)]),
        ];
      }
      case 'categories': {
        const rows = await repository.perCategory(scope);
        return [['Category ID', 'Category', ...FIGURE_HEADINGS], ...rows.map((row) => [row.id, row.name, ...figureCells(row)])];
      }
      case 'days': {
        const { days: perDay } = await summary(query);
        return [['Day', ...FIGURE_HEADINGS], ...perDay.map((row) => [row.day, ...figureCells(row)])];
      }
    }
  }

  return {
    summary,
    items,
    clients,
    categories,

    async topItems(query: Pick<AnalyticsQuery, 'kind'>): Promise<TopItems> {
      const to = nepalDay(now());
      const days = { from: shiftDay(to, 1 - TOP_ITEMS_DAYS), to };
      const rows = await repository.perItem(
        scopeOf(days, query.kind),
        { sortBy: 'total', descending: true },
        { limit: TOP_ITEMS_LIMIT, offset: 0 },
      );
      return { ...days, data: rows.map(presentItem) };
    },

    async inactiveClients(query: InactiveClientsQuery): Promise<Paged<InactiveClientRow>> {
      const cutoff = new Date(now().getTime() - INACTIVE_AFTER_DAYS * DAY_MS);
      const { rows, total } = await repository.inactiveClients(cutoff, { limit: query.rowsPerPage, offset: offsetOf(query) });
      return {
        data: rows.map((row) => ({
          id: row.id,
          full_name: row.fullName,
          company_name: row.companyName,
          email: row.email,
          last_active_at: row.lastActiveAt?.toISOString() ?? null,
          created_at: row.createdAt.toISOString(),
        })),
        meta: pageMeta(total, query),
      };
    },

    /** Feed API calls per client and day over the range, the most calls first unless told otherwise. */
    async feedCalls(query: FeedCallsQuery): Promise<FeedCallsAnswer> {
      const days = daysAsked(query);
      const { rows, total } = await deps.feedCalls.perClientDay(days, query, { limit: query.rowsPerPage, offset: offsetOf(query) });
      return { ...days, data: rows, meta: pageMeta(total, query) };
    },

    /** One report as the text of a CSV file, named after it and its days. */
    async export(query: AnalyticsExportQuery): Promise<{ name: string; text: string }> {
      const days = daysAsked(query);
      return { name: `analytics-${query.report}-${days.from}-to-${days.to}.csv`, text: toCsv(await reportRows(query)).toString('utf8') };
    },
  };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
