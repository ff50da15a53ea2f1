import type { AnalyticsDeps } from './analytics-deps.ts';
import { analyticsRange } from './analytics-range.ts';
import { categoryFigures } from './use-cases/category-figures.ts';
import { clientFigures } from './use-cases/client-figures.ts';
import { daySummary } from './use-cases/day-summary.ts';
import { exportReport } from './use-cases/export-report.ts';
import { feedCallCounts } from './use-cases/feed-call-counts.ts';
import { inactiveClients } from './use-cases/inactive-clients.ts';
import { itemFigures } from './use-cases/item-figures.ts';

/**
 * The staff console's analytics over a range of Nepal calendar days, by default the last ANALYTICS_DEFAULT_DAYS
 * days; the figures are defined in packages/shared/src/analytics.schema.ts. Each use case lives in `use-cases/`.
 */
export function createAnalyticsService(deps: AnalyticsDeps) {
  const range = analyticsRange(deps);
  const summary = daySummary({ ...deps, range });
  return {
    summary,
    ...itemFigures({ ...deps, range }),
    clients: clientFigures({ ...deps, range }),
    categories: categoryFigures({ ...deps, range }),
    inactiveClients: inactiveClients(deps),
    feedCalls: feedCallCounts({ ...deps, range }),
    export: exportReport({ ...deps, range, summary }),
  };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
