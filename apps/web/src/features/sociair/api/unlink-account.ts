import { apiRoutes, type MessageResponse } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { profileQuery } from '../../../lib/auth.ts';
import { sociairKeys } from './sociair-keys.ts';

/** "Do you want reset your Account ?": forgets the linked account; the screen starts again at Connect. */
export function useUnlinkAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<MessageResponse>(apiRoutes.sociair.unlink, { method: 'POST' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sociairKeys.account }),
        queryClient.invalidateQueries({ queryKey: profileQuery().queryKey }),
      ]),
  });
}
