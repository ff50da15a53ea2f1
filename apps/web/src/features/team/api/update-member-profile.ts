import { endpoints, type MemberProfileRequest } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { profileQuery } from '../../../lib/auth.ts';
import { teamKeys } from './team-keys.ts';

/**
 * Saves a member's own name and mobile number; the form shows the refusals under its fields. The top bar
 * shows the name, so the signed-in user is read again with the membership.
 */
export function useUpdateMemberProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MemberProfileRequest) => call(endpoints.team.memberProfile, { body, notify: false }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.membership }),
        queryClient.invalidateQueries({ queryKey: profileQuery().queryKey }),
      ]),
  });
}
