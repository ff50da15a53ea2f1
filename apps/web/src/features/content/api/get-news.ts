import { endpoints, type NewsCard } from '@portal/shared';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { ensureAnswer } from '../../../lib/kept-answers.ts';
import { isPlainFirstPage, type ListParams, readListParams } from '../../../lib/list-params.ts';
import { itemDetailQuery } from './item-detail.ts';
import { pagedListQuery, usePagedList } from './paged-list.ts';

export const newsKeys = { all: ['news'] as const };

export const useNewsList = (params: ListParams) => usePagedList(newsKeys.all, endpoints.news.list, params);

const pinnedNewsQuery = queryOptions({
  queryKey: [...newsKeys.all, 'pinned'],
  queryFn: ({ signal }) => call(endpoints.news.pinned, { signal }).then((answer) => answer.data),
});

export const usePinnedNews = () => useQuery(pinnedNewsQuery);

/** How many of the home district's latest items head the news list: a strip's worth. */
export const DISTRICT_STRIP_SIZE = 8;

/** The latest news of a district (the home district's strip); nothing is asked without one. */
export function useDistrictNews(districtId: number | undefined) {
  const params: ListParams = { page: 1, query: '', categoryIds: [], districtId };
  return useQuery({
    ...pagedListQuery(newsKeys.all, endpoints.news.list, params, DISTRICT_STRIP_SIZE),
    enabled: districtId !== undefined,
    select: (answer) => answer.data,
  });
}

/** The item a screen of news shows first, and whether it heads the pinned strip rather than the list. */
export type FirstNews = { item: NewsCard | undefined; pinned: boolean };

/**
 * Asks the list page the address names (and the pinned strip of the plain first page) as the news
 * screen will, so the answers are on their way while the screen's code is still loading; answers the
 * item shown first, whose picture is the screen's largest paint.
 */
export async function prefetchNewsScreen(queryClient: QueryClient, search: URLSearchParams): Promise<FirstNews> {
  const params = readListParams(search);
  const plain = isPlainFirstPage(params);
  const list = ensureAnswer(queryClient, pagedListQuery(newsKeys.all, endpoints.news.list, params), { keep: plain }).catch(() => undefined);
  if (plain) {
    const pinned = await ensureAnswer(queryClient, pinnedNewsQuery, { keep: true }).catch(() => undefined);
    if (pinned?.[0]) return { item: pinned[0], pinned: true };
  }
  return { item: (await list)?.data[0], pinned: false };
}

const newsDetailQuery = (id: number | undefined) => itemDetailQuery(newsKeys.all, endpoints.news.detail, id);

export const useNewsDetail = (id: number | undefined) => useQuery(newsDetailQuery(id));

/** Asks for an item before it is opened (a pointer over its card, a finger on it), so its detail paints at once. */
export const prefetchNewsDetail = (queryClient: QueryClient, id: number) => queryClient.prefetchQuery(newsDetailQuery(id));
