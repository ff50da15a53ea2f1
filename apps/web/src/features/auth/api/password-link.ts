import { apiRoutes, type CreatePasswordRequest, type MessageResponse } from '@portal/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Checks the create-password link on entry (SPEC.md §2 Create Password). */
export function usePasswordLinkCheck(token: string) {
  return useQuery({
    queryKey: ['password-link', token],
    queryFn: () => api<MessageResponse>(apiRoutes.auth.isVerifiedLink(token), { method: 'POST' }),
    enabled: token.length > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useCreatePassword(token: string) {
  return useMutation({
    mutationFn: (body: CreatePasswordRequest) => api<MessageResponse>(apiRoutes.auth.changePassword(token), { body, notify: false }),
  });
}
