import type { AnalyticsQuery, AnalyticsSummary } from '@portal/shared';
import type { AnalyticsDeps } from '../analytics-deps.ts';
import { type AnalyticsRange, type Days, shiftDay } from '../analytics-range.ts';

/** Every calendar day from `from` to `to`, both included. */
function daysOf({ from, to }: Days): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = shiftDay(day, 1)) days.push(day);
  return days;
}

/** The range's totals and its figures day by day, a day without actions counted as zeros. */
export function daySummary(deps: Pick<AnalyticsDeps, 'repository' | 'urgentSmsSent'> & { range: AnalyticsRange }) {
  const { repository, range } = deps;
  return async (query: AnalyticsQuery): Promise<AnalyticsSummary> => {
    const days = range.daysAsked(query);
    const scope = range.scopeOf(days, query.kind);
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
  };
}
export type DaySummary = ReturnType<typeof daySummary>;
