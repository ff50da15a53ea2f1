import { apiRoutes, type MessageResponse } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { teamKeys } from './team-keys.ts';

/** Withdraws the hand-over of ownership the owner offered. */
export function useCancelOwnershipOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<MessageResponse>(apiRoutes.team.ownership, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
