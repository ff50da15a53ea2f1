import type { AnalyticsClientRow, AnalyticsClientsQuery, Paged } from '@portal/shared';
import { offsetOf, pageMeta } from '../../content/content-query.ts';
import type { AnalyticsDeps } from '../analytics-deps.ts';
import type { AnalyticsRange } from '../analytics-range.ts';
import { clientColumns } from '../client-columns.ts';

/** Figures per client over the range, a page at a time. */
export function clientFigures(deps: Pick<AnalyticsDeps, 'repository'> & { range: AnalyticsRange }) {
  const { repository, range } = deps;
  return async (query: AnalyticsClientsQuery): Promise<Paged<AnalyticsClientRow>> => {
    const scope = range.scopeOf(range.daysAsked(query), query.kind);
    const { rows, total } = await repository.perClient(scope, query, { limit: query.rowsPerPage, offset: offsetOf(query) });
    return {
      data: rows.map((row) => ({
        ...clientColumns(row),
        views: row.views,
        copies: row.copies,
        downloads: row.downloads,
        posts: row.posts,
      })),
      meta: pageMeta(total, query),
    };
  };
}
