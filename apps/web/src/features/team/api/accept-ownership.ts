import { apiRoutes, type MessageResponse } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { profileQuery } from '../../../lib/auth.ts';
import { teamKeys } from './team-keys.ts';

/** Accepts the ownership offered: the person becomes the owner, so their profile (the menus follow its role) is read again. */
export function useAcceptOwnership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<MessageResponse>(apiRoutes.team.acceptOwnership, { method: 'POST' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: teamKeys.all }),
      ]),
  });
}
