import { type ApproveUploadRequest, endpoints, type ReviewNoteRequest } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ContractOf, call } from '../../../lib/api-call.ts';
import { reviewKeys } from './review-keys.ts';

export type Decision =
  | { decision: 'approve'; body: ApproveUploadRequest }
  | { decision: 'request-changes' | 'reject'; body: ReviewNoteRequest };

/** Approve, request changes or reject (POST v1/reviews/{id}/{decision}); the queue and the item load again. */
export function useReviewDecision(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sent: Decision) => {
      const options = { params: { id }, notify: false };
      if (sent.decision === 'approve') return call(endpoints.review.approve, { ...options, body: sent.body });
      const endpoint = sent.decision === 'reject' ? endpoints.review.reject : endpoints.review.requestChanges;
      return call<ContractOf<typeof endpoint>>(endpoint, { ...options, body: sent.body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
