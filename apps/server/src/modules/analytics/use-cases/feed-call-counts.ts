import type { FeedCallsAnswer, FeedCallsQuery } from '@portal/shared';
import { offsetOf, pageMeta } from '../../content/content-query.ts';
import type { AnalyticsDeps } from '../analytics-deps.ts';
import type { AnalyticsRange } from '../analytics-range.ts';

/** Feed API calls per client and day over the range, the most calls first unless told otherwise. */
export function feedCallCounts(deps: Pick<AnalyticsDeps, 'feedCalls'> & { range: AnalyticsRange }) {
  return async (query: FeedCallsQuery): Promise<FeedCallsAnswer> => {
    const days = deps.range.daysAsked(query);
    const { rows, total } = await deps.feedCalls.perClientDay(days, query, { limit: query.rowsPerPage, offset: offsetOf(query) });
    return { ...days, data: rows, meta: pageMeta(total, query) };
  };
}
