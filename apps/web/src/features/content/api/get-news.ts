import { apiRoutes, type NewsCard, type NewsDetail } from '@portal/shared';
import { skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ListParams } from '../../../lib/list-params.ts';
import { usePagedList } from './paged-list.ts';

export const newsKeys = { all: ['news'] as const };

export const useNewsList = (params: ListParams) => usePagedList<NewsCard>(newsKeys.all, apiRoutes.news.list, params);

export const usePinnedNews = () =>
  useQuery({
    queryKey: [...newsKeys.all, 'pinned'],
    queryFn: ({ signal }) => api<{ data: NewsCard[] }>(apiRoutes.news.pinned, { signal }).then((answer) => answer.data),
  });

/** One item with its body and files; a 403 (no days left) is the caller's to handle, so no global notice. */
export const useNewsDetail = (id: number | undefined) =>
  useQuery({
    queryKey: [...newsKeys.all, 'detail', id],
    queryFn:
      id === undefined
        ? skipToken
        : ({ signal }) => api<{ data: NewsDetail }>(apiRoutes.news.detail(id), { signal, notify: false }).then((answer) => answer.data),
  });
