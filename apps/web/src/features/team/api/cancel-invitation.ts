import { endpoints } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { teamKeys } from './team-keys.ts';

/** Withdraws an invitation: its link stops working. */
export function useCancelInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(endpoints.team.cancelInvitation, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.overview }),
  });
}
