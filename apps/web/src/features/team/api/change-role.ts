import { apiRoutes, type ChangeRoleRequest, type MessageResponse } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { teamKeys } from './team-keys.ts';

/** Gives a member another role; their open sessions learn it at once. */
export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ChangeRoleRequest & { id: number }) =>
      api<MessageResponse>(apiRoutes.team.member(id), { method: 'PUT', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.overview }),
  });
}
