import { endpoints } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { teamKeys } from './team-keys.ts';

/** Mails the invitation again with a new link (the old one stops working) and a new expiry. */
export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(endpoints.team.resendInvitation, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.overview }),
  });
}
