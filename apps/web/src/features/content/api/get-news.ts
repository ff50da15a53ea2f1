import { apiRoutes, type NewsCard, type NewsDetail } from '@portal/shared';
import { type QueryClient, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { hasFilters, type ListParams, readListParams } from '../../../lib/list-params.ts';
import { pagedListQuery, usePagedList } from './paged-list.ts';

export const newsKeys = { all: ['news'] as const };

export const useNewsList = (params: ListParams) => usePagedList<NewsCard>(newsKeys.all, apiRoutes.news.list, params);

const pinnedNewsQuery = queryOptions({
  queryKey: [...newsKeys.all, 'pinned'],
  queryFn: ({ signal }) => api<{ data: NewsCard[] }>(apiRoutes.news.pinned, { signal }).then((answer) => answer.data),
});

export const usePinnedNews = () => useQuery(pinnedNewsQuery);

/**
 * Asks the list page the address names (and the pinned strip of the plain first page) as the news
 * screen will, so the answers are on their way while the screen's code is still loading.
 */
export function prefetchNewsScreen(queryClient: QueryClient, search: URLSearchParams) {
  const params = readListParams(search);
  void queryClient.prefetchQuery(pagedListQuery<NewsCard>(newsKeys.all, apiRoutes.news.list, params));
  if (params.page === 1 && !hasFilters(params)) void queryClient.prefetchQuery(pinnedNewsQuery);
}

/** One item with its body and files; a 403 (no days left) is the caller's to handle, so no global notice. */
export const useNewsDetail = (id: number | undefined) =>
  useQuery({
    queryKey: [...newsKeys.all, 'detail', id],
    queryFn:
      id === undefined
        ? skipToken
        : ({ signal }) => api<{ data: NewsDetail }>(apiRoutes.news.detail(id), { signal, notify: false }).then((answer) => answer.data),
  });
