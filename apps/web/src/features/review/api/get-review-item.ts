import { apiRoutes, type ReviewDetail } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { reviewKeys } from './review-keys.ts';

/** One upload as its author sent it, with where its review stands. */
export const useReviewItem = (id: number) =>
  useQuery({
    queryKey: reviewKeys.detail(id),
    queryFn: ({ signal }) =>
      api<{ data: ReviewDetail }>(apiRoutes.reviews.detail(id), { signal, notify: false }).then((answer) => answer.data),
  });
