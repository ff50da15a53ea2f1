import { endpoints } from '@portal/shared';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
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
    queryFn: ({ signal }) => call(endpoints.uploads.list, { signal, query: toOwnNewsQuery(params) }),
    placeholderData: keepPreviousData,
  });

/** One own upload with its files; the screens say themselves when it is missing, so no global notice. */
export const useOwnNewsItem = (id: number | undefined) =>
  useQuery({
    queryKey: ownNewsKeys.detail(id ?? 0),
    queryFn:
      id === undefined
        ? skipToken
        : ({ signal }) => call(endpoints.uploads.item, { params: { id }, signal, notify: false }).then((answer) => answer.data),
    retry: false,
  });
