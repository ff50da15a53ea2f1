import { endpoints, type InviteMemberRequest } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { teamKeys } from './team-keys.ts';

/** Invites a colleague by mail with a role; the form shows the refusals under its fields. */
export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteMemberRequest) => call(endpoints.team.invite, { body, notify: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.overview }),
  });
}
