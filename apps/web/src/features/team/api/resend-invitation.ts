import { apiRoutes, type MessageResponse } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { teamKeys } from './team-keys.ts';

/** Mails the invitation again with a new link (the old one stops working) and a new expiry. */
export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<MessageResponse>(apiRoutes.team.resendInvitation(id), { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.overview }),
  });
}
