import { endpoints } from '@portal/shared';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { allPages, MOST_A_PAGE } from '../../../lib/all-pages.ts';
import { call } from '../../../lib/api-call.ts';
import { coverageLinksKeys, type DayRange } from './coverage-links-keys.ts';

/** A guard against a runaway range: 10 pages are 1 000 events, far beyond a newsroom's month. */
const MOST_PAGES = 10;

/** Every event overlapping a range of Nepal days (GET v1/agenda/events), paged through 100 at a time, earliest first. */
export const rangeEventsQuery = (range: DayRange) =>
  queryOptions({
    queryKey: coverageLinksKeys.range(range),
    queryFn: ({ signal }) =>
      allPages((page) => call(endpoints.agenda.list, { signal, query: { ...range, page, rowsPerPage: MOST_A_PAGE } }), MOST_PAGES),
    staleTime: 30_000,
  });

export const useRangeEvents = (range: DayRange, enabled = true) => useQuery({ ...rangeEventsQuery(range), enabled });

export const fetchRangeEvents = (queryClient: QueryClient, range: DayRange) => queryClient.fetchQuery(rangeEventsQuery(range));
