import type { AnalyticsCategories, AnalyticsQuery } from '@portal/shared';
import type { AnalyticsDeps } from '../analytics-deps.ts';
import type { AnalyticsRange } from '../analytics-range.ts';

/** Figures per category over the range. */
export function categoryFigures(deps: Pick<AnalyticsDeps, 'repository'> & { range: AnalyticsRange }) {
  const { repository, range } = deps;
  return async (query: AnalyticsQuery): Promise<AnalyticsCategories> => {
    const days = range.daysAsked(query);
    const rows = await repository.perCategory(range.scopeOf(days, query.kind));
    return { ...days, data: rows.map(({ nameNe, ...row }) => ({ ...row, name_ne: nameNe })) };
  };
}
