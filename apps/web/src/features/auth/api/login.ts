import { apiRoutes, type LoginRequest, type LoginResponse } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { tokenStorage } from '../../../lib/token-storage.ts';

export const login = (body: LoginRequest) => api<LoginResponse>(apiRoutes.auth.login, { body, notify: false });

/** Stores the new token and forgets whatever the previous user left in the cache. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      queryClient.clear();
      tokenStorage.set(answer.data.access_token);
    },
  });
}
