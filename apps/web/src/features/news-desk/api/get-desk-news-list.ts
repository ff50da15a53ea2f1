import { endpoints } from '@portal/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { type OwnNewsParams, toOwnNewsQuery } from '../../../lib/own-news-params.ts';
import { newsDeskKeys } from './news-desk-keys.ts';

/** One page of every item of the agency (GET v1/news/all, the same contract as the client's own list). */
export const useDeskNewsList = (params: OwnNewsParams) =>
  useQuery({
    queryKey: newsDeskKeys.list(params),
    queryFn: ({ signal }) => call(endpoints.newsDesk.list, { signal, query: toOwnNewsQuery(params) }),
    placeholderData: keepPreviousData,
  });
