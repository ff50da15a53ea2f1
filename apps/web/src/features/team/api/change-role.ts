import { type ChangeRoleRequest, endpoints } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { teamKeys } from './team-keys.ts';

/** Gives a member another role; their open sessions learn it at once. */
export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ChangeRoleRequest & { id: number }) => call(endpoints.team.changeRole, { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.overview }),
  });
}
