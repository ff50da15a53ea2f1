import { endpoints } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { showNotice } from '../../../lib/notices.ts';
import { sociairKeys } from './sociair-keys.ts';

/**
 * Reads the profiles and categories from the service again and shows the server's message. A 409
 * means the service no longer takes the token: the profile is read again and then asks for a login.
 */
export function useSyncProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpoints.sociair.sync),
    onSuccess: (answer) => {
      queryClient.setQueryData(sociairKeys.profile, answer.data);
      showNotice(answer.message, { variant: 'success' });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: sociairKeys.profile });
    },
  });
}
