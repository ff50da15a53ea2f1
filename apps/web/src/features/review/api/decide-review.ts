import { type ApproveUploadRequest, apiRoutes, type MessageResponse, type ReviewNoteRequest } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { reviewKeys } from './review-keys.ts';

export type Decision =
  | { decision: 'approve'; body: ApproveUploadRequest }
  | { decision: 'request-changes' | 'reject'; body: ReviewNoteRequest };

/** Approve, request changes or reject (POST v1/reviews/{id}/{decision}); the queue and the item load again. */
export function useReviewDecision(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ decision, body }: Decision) =>
      api<MessageResponse>(apiRoutes.reviews.decisions[decision](id), { method: 'POST', body, notify: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
