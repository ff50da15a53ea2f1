import {
  type AnalyticsItemRow,
  type AnalyticsItemsQuery,
  type AnalyticsQuery,
  type Paged,
  TOP_ITEMS_DAYS,
  TOP_ITEMS_LIMIT,
  type TopItems,
} from '@portal/shared';
import { nepalDay } from '../../../lib/nepal-dates.ts';
import { offsetOf, pageMeta } from '../../content/content-query.ts';
import type { AnalyticsRepository } from '../analytics.repository.ts';
import type { AnalyticsDeps } from '../analytics-deps.ts';
import { type AnalyticsRange, shiftDay } from '../analytics-range.ts';

type ItemTotals = Awaited<ReturnType<AnalyticsRepository['perItem']>>[number];

const presentItem = (row: ItemTotals): AnalyticsItemRow => ({
  kind: row.kind,
  item_id: row.itemId,
  title: row.title,
  views: row.views,
  copies: row.copies,
  downloads: row.downloads,
  posts: row.posts,
});

/** Figures per item: a page of the range's items, and the most used items of the last TOP_ITEMS_DAYS days. */
export function itemFigures(deps: Pick<AnalyticsDeps, 'repository' | 'now'> & { range: AnalyticsRange }) {
  const { repository, range } = deps;
  return {
    async items(query: AnalyticsItemsQuery): Promise<Paged<AnalyticsItemRow>> {
      const scope = range.scopeOf(range.daysAsked(query), query.kind);
      const [rows, total] = await Promise.all([
        repository.perItem(scope, query, { limit: query.rowsPerPage, offset: offsetOf(query) }),
        repository.countItems(scope),
      ]);
      return { data: rows.map(presentItem), meta: pageMeta(total, query) };
    },

    async topItems(query: Pick<AnalyticsQuery, 'kind'>): Promise<TopItems> {
      const to = nepalDay(deps.now());
      const days = { from: shiftDay(to, 1 - TOP_ITEMS_DAYS), to };
      const rows = await repository.perItem(
        range.scopeOf(days, query.kind),
        { sortBy: 'total', descending: true },
        { limit: TOP_ITEMS_LIMIT, offset: 0 },
      );
      return { ...days, data: rows.map(presentItem) };
    },
  };
}
