import type { endpoints } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { type ContractOf, call } from '../../../lib/api-call.ts';
import { type ListParams, toPageQuery } from '../../../lib/list-params.ts';

/** The lists whose searches have facets: news and videos. */
type FacetsEndpoint = typeof endpoints.news.facets | typeof endpoints.videos.facets;

/**
 * The facets of the search the address names, asked beside its page and never before it: the page does not wait
 * for them. Keyed without the page, so paging through the results asks them once.
 */
export function useSearchFacets(keys: readonly unknown[], facets: FacetsEndpoint, params: ListParams) {
  const { query: words, exact, filters } = toPageQuery(params, 1);
  const query = { query: words, ...(exact ? { exact } : {}), ...(filters ? { filters } : {}) };
  return useQuery({
    queryKey: [...keys, 'facets', query],
    queryFn: ({ signal }) => call<ContractOf<FacetsEndpoint>>(facets, { signal, notify: false, query }),
    enabled: words !== '',
  });
}
