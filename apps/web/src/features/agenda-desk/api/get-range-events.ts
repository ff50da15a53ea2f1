import { endpoints } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { allPages, MOST_A_PAGE } from '../../../lib/all-pages.ts';
import { call } from '../../../lib/api-call.ts';
import { agendaKeys } from './agenda-keys.ts';

/** A guard against a runaway range: 20 pages are 2 000 events, far beyond a newsroom's fortnight. */
const MOST_PAGES = 20;

/**
 * Every event overlapping a range of Nepal days, the list endpoint paged through 100 at a time
 * (the coverage board reads its coverages from them).
 */
export const useRangeEvents = (range: { from: string; to: string }) =>
  useQuery({
    queryKey: agendaKeys.range(range),
    queryFn: ({ signal }) =>
      allPages((page) => call(endpoints.agenda.list, { signal, query: { ...range, page, rowsPerPage: MOST_A_PAGE } }), MOST_PAGES),
    // The board is watched through the day: what colleagues deliver shows without a reload.
    refetchInterval: 60_000,
  });
