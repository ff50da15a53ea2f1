import { endpoints } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { type ListParams, toPageQuery } from '../../../lib/list-params.ts';
import { newsKeys } from './get-news.ts';

/**
 * The facets of the news search the address names, asked beside its page and never before it: the page does not wait
 * for them. Keyed without the page, so paging through the results asks them once.
 */
export function useNewsFacets(params: ListParams) {
  const { query: words, exact, filters } = toPageQuery(params, 1);
  const query = { query: words, ...(exact ? { exact } : {}), ...(filters ? { filters } : {}) };
  return useQuery({
    queryKey: [...newsKeys.all, 'facets', query],
    queryFn: ({ signal }) => call(endpoints.news.facets, { signal, notify: false, query }),
    enabled: words !== '',
  });
}
