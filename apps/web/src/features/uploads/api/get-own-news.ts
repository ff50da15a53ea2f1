import type { OwnNewsDetail, OwnNewsRow, Paged } from '@portal/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { type OwnNewsParams, toOwnNewsQuery } from '../../../lib/own-news-params.ts';

export const ownNewsKeys = {
  all: ['own-news'] as const,
  list: (params: OwnNewsParams) => [...ownNewsKeys.all, 'list', params] as const,
  detail: (id: number) => [...ownNewsKeys.all, 'detail', id] as const,
};

/** One page of the client's own uploads; the previous page stays on screen while the next one loads. */
export const useOwnNewsList = (params: OwnNewsParams) =>
  useQuery({
    queryKey: ownNewsKeys.list(params),
    queryFn: ({ signal }) => api<Paged<OwnNewsRow>>('v1/client/news', { signal, query: toOwnNewsQuery(params) }),
    placeholderData: keepPreviousData,
  });

/** One own upload with its files; the screens say themselves when it is missing, so no global notice. */
export const useOwnNewsItem = (id: number | undefined) =>
  useQuery({
    queryKey: ownNewsKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api<{ data: OwnNewsDetail }>(`v1/client/news/${id}`, { signal, notify: false }).then((answer) => answer.data),
    enabled: id !== undefined,
    retry: false,
  });
