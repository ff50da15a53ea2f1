import { endpoints } from '@portal/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { type OwnNewsParams, toOwnNewsQuery } from '../../../lib/own-news-params.ts';
import { reviewKeys } from './review-keys.ts';

/** One page of the clients' uploads (GET v1/reviews/all), filtered like the client's own list. */
export const useReviewList = (params: OwnNewsParams) =>
  useQuery({
    queryKey: reviewKeys.list(params),
    queryFn: ({ signal }) => call(endpoints.review.list, { signal, query: toOwnNewsQuery(params) }),
    placeholderData: keepPreviousData,
  });
