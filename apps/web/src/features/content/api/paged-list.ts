import { CARD_PAGE_SIZE, type Paged } from '@portal/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { type ListParams, toPageQuery } from '../../../lib/list-params.ts';

/**
 * One page of a content list; the previous page stays on screen while the next one loads. A refusal
 * is the screen's to show (in place, or the plans when the plan leaves the list out), not a red notice.
 */
export function usePagedList<Item>(keys: readonly unknown[], path: string, params: ListParams) {
  return useQuery({ ...pagedListQuery<Item>(keys, path, params), placeholderData: keepPreviousData });
}

/** The page's query, for the list screen and for a route that starts it before the screen's code arrives. */
export function pagedListQuery<Item>(keys: readonly unknown[], path: string, params: ListParams, rowsPerPage = CARD_PAGE_SIZE) {
  // Keyed by what is asked, so a choice that asks nothing yet ("Custom range…" without days) fetches nothing new.
  const query = toPageQuery(params, rowsPerPage);
  return queryOptions({
    queryKey: [...keys, 'list', query],
    queryFn: ({ signal }) => api<Paged<Item>>(path, { signal, notify: false, query }),
  });
}
