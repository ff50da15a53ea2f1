import {
  type AnalyticsCategories,
  type AnalyticsClientRow,
  type AnalyticsClientSort,
  type AnalyticsItemRow,
  type AnalyticsItemSort,
  type AnalyticsKind,
  type AnalyticsReport,
  type AnalyticsSummary,
  apiRoutes,
  type FeedCallsAnswer,
  type FeedCallsSort,
  type InactiveClientRow,
  type Paged,
  type TopItems,
} from '@portal/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, networkFailure, refusal } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/download-file.ts';
import { portalHeaders } from '../../../lib/portal-request.ts';

/** The days and kind every figure is counted over; without days the server takes the last 30. */
export type AnalyticsRange = { from?: string | undefined; to?: string | undefined; kind?: AnalyticsKind | undefined };
export type TableParams<Sort extends string> = { page: number; sortBy: Sort; descending: boolean };

const analyticsKeys = {
  all: ['analytics'] as const,
  of: (report: string, params: object) => [...analyticsKeys.all, report, params] as const,
};

const useReport = <T>(path: string, query: Record<string, string | number | boolean | undefined>) =>
  useQuery({
    queryKey: analyticsKeys.of(path, query),
    queryFn: ({ signal }) => api<T>(path, { signal, query }),
    placeholderData: keepPreviousData,
  });

export const useAnalyticsSummary = (range: AnalyticsRange) => useReport<AnalyticsSummary>(apiRoutes.analytics.summary, range);
export const useAnalyticsCategories = (range: AnalyticsRange) => useReport<AnalyticsCategories>(apiRoutes.analytics.categories, range);
export const useAnalyticsItems = (range: AnalyticsRange, table: TableParams<AnalyticsItemSort>) =>
  useReport<Paged<AnalyticsItemRow>>(apiRoutes.analytics.items, { ...range, ...table });
export const useAnalyticsClients = (range: AnalyticsRange, table: TableParams<AnalyticsClientSort>) =>
  useReport<Paged<AnalyticsClientRow>>(apiRoutes.analytics.clients, { ...range, ...table });
export const useTopItems = (kind: AnalyticsKind | undefined) => useReport<TopItems>(apiRoutes.analytics.topItems, { kind });
export const useInactiveClients = (page: number) => useReport<Paged<InactiveClientRow>>(apiRoutes.analytics.inactiveClients, { page });

export const useFeedCalls = (range: AnalyticsRange, table: TableParams<FeedCallsSort>) =>
  useReport<FeedCallsAnswer>(apiRoutes.feedCalls, { from: range.from, to: range.to, ...table });

/** Downloads one report as CSV: the call needs the bearer token, so the file is fetched here and then saved. */
export async function downloadAnalyticsCsv(report: AnalyticsReport, range: AnalyticsRange): Promise<void> {
  const query = new URLSearchParams({ report });
  for (const [key, value] of Object.entries(range)) if (value) query.set(key, value);
  let response: Response;
  try {
    response = await fetch(`${apiRoutes.analytics.export}?${query}`, { headers: portalHeaders() });
  } catch {
    throw networkFailure();
  }
  if (!response.ok) throw await refusal(response.status, await response.json().catch(() => null), true);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `analytics-${report}.csv`;
  saveBlob(await response.blob(), name);
}
