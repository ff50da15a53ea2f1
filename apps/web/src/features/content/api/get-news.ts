import type { NewsCard, NewsDetail } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ListParams } from '../../../lib/list-params.ts';
import { usePagedList } from './paged-list.ts';

export const newsKeys = { all: ['news'] as const };

export const useNewsList = (params: ListParams) => usePagedList<NewsCard>(newsKeys.all, 'auth/v2/client/news', params);

export const usePinnedNews = () =>
  useQuery({
    queryKey: [...newsKeys.all, 'pinned'],
    queryFn: ({ signal }) => api<{ data: NewsCard[] }>('auth/v2/client/news/pin', { signal }).then((answer) => answer.data),
  });

/** One item with its body and files; a 403 (no days left) is the caller's to handle, so no global notice. */
export const useNewsDetail = (id: number | undefined) =>
  useQuery({
    queryKey: [...newsKeys.all, 'detail', id],
    queryFn: ({ signal }) =>
      api<{ data: NewsDetail }>(`auth/v2/new/v2/news/${id}`, { signal, notify: false }).then((answer) => answer.data),
    enabled: id !== undefined,
  });
