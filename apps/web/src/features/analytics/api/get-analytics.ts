import {
  type AnalyticsClientSort,
  type AnalyticsItemSort,
  type AnalyticsKind,
  type AnalyticsReport,
  type CallInput,
  type Endpoint,
  endpoints,
  type FeedCallsSort,
  type RouteContract,
} from '@portal/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { networkFailure, refusal } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/download-file.ts';
import { portalHeaders, portalUrl } from '../../../lib/portal-request.ts';

/** The days and kind every figure is counted over; without days the server takes the last 30. */
export type AnalyticsRange = { from?: string | undefined; to?: string | undefined; kind?: AnalyticsKind | undefined };
export type TableParams<Sort extends string> = { page: number; sortBy: Sort; descending: boolean };

const analyticsKeys = {
  all: ['analytics'] as const,
  of: (report: string, params: object) => [...analyticsKeys.all, report, params] as const,
};

const { analytics } = endpoints;

const useReport = <Contract extends RouteContract>(report: Endpoint<Contract>, input: CallInput<Contract>) =>
  useQuery({
    queryKey: analyticsKeys.of(report.path, input),
    queryFn: ({ signal }) => call(report, { ...input, signal }),
    placeholderData: keepPreviousData,
  });

/** A table's page and order as the reports' query takes them (`descending` as a flag). */
const tableQuery = <Sort extends string>(table: TableParams<Sort>) =>
  ({ ...table, descending: table.descending ? 'true' : 'false' }) as const;

export const useAnalyticsSummary = (range: AnalyticsRange) => useReport(analytics.summary, { query: range });
export const useAnalyticsCategories = (range: AnalyticsRange) => useReport(analytics.categories, { query: range });
export const useAnalyticsItems = (range: AnalyticsRange, table: TableParams<AnalyticsItemSort>) =>
  useReport(analytics.items, { query: { ...range, ...tableQuery(table) } });
export const useAnalyticsClients = (range: AnalyticsRange, table: TableParams<AnalyticsClientSort>) =>
  useReport(analytics.clients, { query: { ...range, ...tableQuery(table) } });
export const useTopItems = (kind: AnalyticsKind | undefined) => useReport(analytics.topItems, { query: { kind } });
export const useInactiveClients = (page: number) => useReport(analytics.inactiveClients, { query: { page } });

export const useFeedCalls = (range: AnalyticsRange, table: TableParams<FeedCallsSort>) =>
  useReport(analytics.feedCalls, { query: { from: range.from, to: range.to, ...tableQuery(table) } });

/** Downloads one report as CSV: the call needs the bearer token, so the file is fetched here and then saved. */
export async function downloadAnalyticsCsv(report: AnalyticsReport, range: AnalyticsRange): Promise<void> {
  let response: Response;
  try {
    response = await fetch(portalUrl(analytics.export.path, { report, ...range }), { headers: portalHeaders() });
  } catch {
    throw networkFailure();
  }
  if (!response.ok) throw await refusal(response.status, await response.json().catch(() => null), true);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `analytics-${report}.csv`;
  saveBlob(await response.blob(), name);
}
