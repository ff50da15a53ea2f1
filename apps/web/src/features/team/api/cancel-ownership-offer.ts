import { endpoints } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { teamKeys } from './team-keys.ts';

/** Withdraws the hand-over of ownership the owner offered. */
export function useCancelOwnershipOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpoints.team.cancelOwnershipOffer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
