import { CARD_PAGE_SIZE, type endpoints } from '@portal/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type AnswerOf, type ContractOf, call } from '../../../lib/api-call.ts';
import { type ListParams, toPageQuery } from '../../../lib/list-params.ts';

/** The content lists of cards a screen pages through: news, photos and videos. */
export type ListEndpoint = typeof endpoints.news.list | typeof endpoints.gallery.list | typeof endpoints.videos.list;

/**
 * One page of a content list; the previous page stays on screen while the next one loads. A refusal
 * is the screen's to show (in place, or the plans when the plan leaves the list out), not a red notice.
 */
export function usePagedList<List extends ListEndpoint>(keys: readonly unknown[], list: List, params: ListParams) {
  return useQuery({ ...pagedListQuery(keys, list, params), placeholderData: keepPreviousData });
}

/** The page's query, for the list screen and for a route that starts it before the screen's code arrives. */
export function pagedListQuery<List extends ListEndpoint>(
  keys: readonly unknown[],
  list: List,
  params: ListParams,
  rowsPerPage = CARD_PAGE_SIZE,
) {
  // Keyed by what is asked, so a choice that asks nothing yet ("Custom range…" without days) fetches nothing new.
  const query = toPageQuery(params, rowsPerPage);
  return queryOptions({
    queryKey: [...keys, 'list', query],
    queryFn: ({ signal }) => call<ContractOf<ListEndpoint>>(list, { signal, notify: false, query }) as Promise<AnswerOf<List>>,
  });
}
