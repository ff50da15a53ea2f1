import { endpoints } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { profileQuery } from '../../../lib/auth.ts';
import { sociairKeys } from './sociair-keys.ts';

/**
 * Ends the connection; the account stays linked, so the login screen opens at its Login step. The
 * signed-in user is read again before the promise settles, so the route guards see the change.
 */
export function useSociairLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpoints.sociair.logout),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sociairKeys.account }),
        queryClient.invalidateQueries({ queryKey: profileQuery().queryKey }),
      ]),
  });
}
