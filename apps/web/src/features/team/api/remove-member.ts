import { apiRoutes, type MessageResponse } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { teamKeys } from './team-keys.ts';

/** Removes a member: they can no longer sign in and their sessions end, so their devices leave the lists too. */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<MessageResponse>(apiRoutes.team.member(id), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
