import { endpoints } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { profileQuery } from '../../../lib/auth.ts';
import { teamKeys } from './team-keys.ts';

/** Accepts the ownership offered: the person becomes the owner, so their profile (the menus follow its role) is read again. */
export function useAcceptOwnership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpoints.team.acceptOwnership),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: teamKeys.all }),
      ]),
  });
}
