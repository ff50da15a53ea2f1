import { endpoints } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { reviewKeys } from './review-keys.ts';

/** One upload as its author sent it, with where its review stands. */
export const useReviewItem = (id: number) =>
  useQuery({
    queryKey: reviewKeys.detail(id),
    queryFn: ({ signal }) => call(endpoints.review.detail, { params: { id }, signal, notify: false }).then((answer) => answer.data),
  });
