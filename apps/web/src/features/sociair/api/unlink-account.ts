import { endpoints } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { profileQuery } from '../../../lib/auth.ts';
import { sociairKeys } from './sociair-keys.ts';

/** "Do you want reset your Account ?": forgets the linked account; the screen starts again at Connect. */
export function useUnlinkAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpoints.sociair.unlink),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sociairKeys.account }),
        queryClient.invalidateQueries({ queryKey: profileQuery().queryKey }),
      ]),
  });
}
